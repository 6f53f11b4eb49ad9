// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markSignedIn } from '@/lib/ecom/session';
import es from '@/messages/es-PY.json';
import pt from '@/messages/pt-BR.json';
import { WhatsappUpdates } from './whatsapp-updates';

/* The profile's "order updates on WhatsApp" switch (issue 28): shown only while the store sends them. */

type Answer = { ativo: boolean; desde: string | null; disponivel: boolean };

function show(answer: Answer, locale: 'es-PY' | 'pt-BR') {
  const puts: unknown[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    if (!String(input).includes('whatsapp-atualizacoes'))
      return Response.json({ message: 'not found' }, { status: 404 });
    if (init?.method === 'PUT') {
      const { ativo } = JSON.parse(String(init.body)) as { ativo: boolean };
      puts.push(ativo);
      return Response.json({ ...answer, ativo, desde: ativo ? '2026-11-27T15:00:00Z' : null });
    }
    return Response.json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NextIntlClientProvider
        locale={locale}
        messages={{ Profile: (locale === 'es-PY' ? es : pt).Profile }}
        timeZone="America/Asuncion"
      >
        <WhatsappUpdates />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  return { fetchMock, puts };
}

beforeEach(() => {
  document.cookie = 'signed_in=1; path=/';
  markSignedIn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WhatsappUpdates', () => {
  for (const [locale, messages] of [
    ['es-PY', es],
    ['pt-BR', pt],
  ] as const) {
    it(`${locale}: offers the switch while WhatsApp is on and saves the choice`, async () => {
      const { puts } = show({ ativo: false, desde: null, disponivel: true }, locale);
      const box = await screen.findByRole('checkbox', { name: messages.Profile.whatsappUpdates });
      fireEvent.click(box);
      await waitFor(() => expect(puts).toEqual([true]));
      await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    });

    it(`${locale}: shows nothing while the store has WhatsApp off`, async () => {
      const { fetchMock } = show({ ativo: false, desde: null, disponivel: false }, locale);
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      // Give the answer time to render (it renders nothing).
      await new Promise((r) => setTimeout(r, 50));
      expect(screen.queryByRole('checkbox')).toBeNull();
      expect(document.body.textContent).not.toContain(messages.Profile.whatsappUpdates);
    });
  }
});
