// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SoftLink from '@/components/ui/soft-link';
import { SoftNavigation } from './soft-navigation';

/* Server-rendered store links navigate inside the app (no full reload) and are prefetched on intent, like next/link. */

const router = vi.hoisted(() => ({ push: vi.fn(), prefetch: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

/** An anchor that is not a SoftLink (a full page load by design). */
const PLAIN_HREF = '/login';

function page() {
  render(
    <>
      <SoftNavigation />
      <SoftLink href="/produto/perfume-x#details">Perfume X</SoftLink>
      <SoftLink href="/produtos?text=perfume">Search</SoftLink>
      <SoftLink href="/sobre-nos" target="_blank">
        About
      </SoftLink>
      <SoftLink href="https://wa.me/595">WhatsApp</SoftLink>
      <a href={PLAIN_HREF}>Plain</a>
      <SoftLink href="/marca/dior" onClick={(e) => e.preventDefault()}>
        Handled
      </SoftLink>
    </>,
  );
}

beforeEach(() => {
  router.push.mockReset();
  router.prefetch.mockReset();
});
afterEach(cleanup);

describe('SoftNavigation', () => {
  it('turns a plain click on a store link into a client-side navigation, hash kept', () => {
    page();
    const notPrevented = fireEvent.click(screen.getByText('Perfume X'));
    expect(notPrevented).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/produto/perfume-x#details');
  });

  it('leaves new-tab clicks, other targets, other sites, plain anchors and handled clicks to the browser', () => {
    page();
    for (const [text, init] of [
      ['Perfume X', { ctrlKey: true }],
      ['Perfume X', { metaKey: true }],
      ['Perfume X', { button: 1 }],
      ['About', {}],
      ['WhatsApp', {}],
      ['Plain', {}],
      ['Handled', {}],
    ] as const) {
      fireEvent.click(screen.getByText(text), init);
    }
    expect(router.push).not.toHaveBeenCalled();
  });

  it('prefetches a link once when the pointer reaches it, but never a text search (it spends the allowance)', () => {
    page();
    fireEvent.pointerOver(screen.getByText('Perfume X'));
    fireEvent.focusIn(screen.getByText('Perfume X'));
    fireEvent.pointerOver(screen.getByText('Search'));
    expect(router.prefetch).toHaveBeenCalledTimes(1);
    expect(router.prefetch).toHaveBeenCalledWith('/produto/perfume-x');
  });
});
