// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminTestFrame } from '../admin-test-frame';
import { SharedCartStart } from './shared-cart-view';

/* The shared-cart viewer before a cart is opened (issue 29: every staff page has its h1, axe page-has-heading-one). */

const pushed = vi.hoisted(() => [] as string[]);
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: (url: string) => pushed.push(url) }) }));

afterEach(() => {
  cleanup();
  pushed.length = 0;
});

describe('SharedCartStart', () => {
  it.each([
    ['pt', 'Carrinho enviado pelo WhatsApp', /^Link ou código/, 'Este não é um link de carrinho da loja.'],
    [
      'es',
      'Carrito enviado por WhatsApp',
      /^Enlace o código/,
      'Este no es un enlace de carrito de la tienda.',
    ],
  ] as const)(
    '%s: a heading, the link box, and a refusal in words for a link that is not a cart',
    (lang, h1, label, bad) => {
      render(
        <AdminTestFrame lang={lang}>
          <SharedCartStart />
        </AdminTestFrame>,
      );
      expect(screen.getByRole('heading', { level: 1, name: h1 })).toBeTruthy();
      fireEvent.change(screen.getByLabelText(label), { target: { value: 'https://example.com/nada' } });
      fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
      expect(screen.getByRole('alert').textContent).toBe(bad);
      expect(pushed).toEqual([]);
    },
  );
});
