// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentMethodsFor } from '@/lib/contract/checkout';
import { markSignedIn } from '@/lib/ecom/session';
import es from '@/messages/es-PY.json';
import { PaymentStep } from './payment-step';

/*
 * Step 2 (issue 18): a 4th unpaid order is refused by the API with a message in the shopper's language; the page shows
 * it with a link to the shopper's orders. A quote that is no longer the cart's goes back to step 1 instead of being
 * sent (the API would refuse it).
 */

const LIMIT =
  'Ya tiene 3 pedidos esperando pago. Pague uno de ellos o espere a que venza su plazo de pago para hacer un nuevo pedido.';
/** The /me answer as the contract has it (the client parses every answer). */
const customer = {
  nome: 'Luis',
  sobrenome: 'B',
  email: 'luis@example.com',
  email_verified_at: null,
  telefone: '+595 981 123456',
  documento_tipo: 'RUC',
  documento: '80069563-1',
  identidade: '1234567',
  orgao_emissor: null,
  razao_social: null,
  estrangeiro: false,
  data_ultimo_login: null,
  documentos: { frente: true, verso: true },
  enderecos: [],
};

/** `whatsapp`: the consent answer (issue 28); `disponivel` false while the store has WhatsApp off. */
function api(whatsapp = { ativo: false, desde: null as string | null, disponivel: true }) {
  return vi.fn(async (input: string) => {
    const url = new URL(input, 'http://store.test');
    if (url.pathname.endsWith('/me')) return Response.json(customer);
    if (url.pathname.endsWith('/cliente/whatsapp-atualizacoes')) return Response.json(whatsapp);
    // Step 2 lists what the configured provider offers (issue 22): Pagopar's methods for a Paraguayan.
    if (url.pathname.endsWith('/metodos-pagamento'))
      return Response.json({ provedor: 'pagopar', metodos: paymentMethodsFor(false) });
    if (url.pathname.endsWith('/iniciar-checkout'))
      return Response.json({ message: LIMIT, errors: { pedidos: [LIMIT] } }, { status: 422 });
    return Response.json({ message: 'not found' }, { status: 404 });
  });
}

function renderStep(fresh: () => boolean, onStale = vi.fn()) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}
    >
      <NextIntlClientProvider
        locale="es-PY"
        messages={{ Payment: es.Payment, Checkout: es.Checkout, ApiErrors: es.ApiErrors }}
        timeZone="America/Asuncion"
      >
        <PaymentStep
          cartId="0b6f3c1e-8d2a-4c4e-9f1a-2b3c4d5e6f70"
          shipping={{ token: 't', amountMinor: 0, serviceId: null, addressId: null, pickupPointId: 1 }}
          onBack={() => {}}
          fresh={fresh}
          onStale={onStale}
        />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  return onStale;
}

beforeEach(() => {
  // Signed in, as on /checkout: the hint cookie and a session expiry.
  document.cookie = 'signed_in=1; path=/';
  markSignedIn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PaymentStep', () => {
  it("shows the unpaid-orders limit with a link to the shopper's orders", async () => {
    const fetchMock = api();
    vi.stubGlobal('fetch', fetchMock);
    renderStep(() => true);
    fireEvent.click(await screen.findByRole('radio', { name: /Tarjeta de crédito o débito/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Ir al pago' }));
    expect(await screen.findByText(LIMIT)).toBeTruthy();
    const link = screen.getByTestId('unpaid-orders-link');
    expect(link.getAttribute('href')).toBe('/es-PY/perfil/meus-pedidos');
    expect(link.textContent).toBe(es.Payment.unpaidOrdersLink);
  });

  it('sends a stale quote back to step 1 instead of to the API', async () => {
    const fetchMock = api();
    vi.stubGlobal('fetch', fetchMock);
    const onStale = renderStep(() => false);
    fireEvent.click(await screen.findByRole('radio', { name: /Tarjeta de crédito o débito/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Ir al pago' }));
    await waitFor(() => expect(onStale).toHaveBeenCalledTimes(1));
    expect(
      fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('iniciar-checkout')),
    ).toEqual([]);
  });

  it('sends the WhatsApp consent with the checkout only when the shopper ticks it (issue 28)', async () => {
    const fetchMock = api();
    vi.stubGlobal('fetch', fetchMock);
    renderStep(() => true);
    const sent = () =>
      (fetchMock.mock.calls as unknown as [string, RequestInit][])
        .filter(([u]) => String(u).includes('iniciar-checkout'))
        .map(([, init]) => JSON.parse(String(init.body)));
    fireEvent.click(await screen.findByRole('radio', { name: /Tarjeta de crédito o débito/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Ir al pago' }));
    await screen.findByText(LIMIT);
    expect(sent()[0].whatsapp_atualizacoes).toBeUndefined();
    fireEvent.click(await screen.findByRole('checkbox', { name: es.Payment.whatsappUpdates }));
    fireEvent.click(screen.getByRole('button', { name: 'Ir al pago' }));
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()[1].whatsapp_atualizacoes).toBe(true);
  });

  for (const [why, answer] of [
    ['the store has WhatsApp off', { ativo: false, desde: null, disponivel: false }],
    [
      'the shopper already asked for the updates',
      { ativo: true, desde: '2026-11-01T12:00:00Z', disponivel: true },
    ],
  ] as const)
    it(`does not offer the WhatsApp updates when ${why}`, async () => {
      const fetchMock = api(answer);
      vi.stubGlobal('fetch', fetchMock);
      renderStep(() => true);
      fireEvent.click(await screen.findByRole('radio', { name: /Tarjeta de crédito o débito/ }));
      await waitFor(() =>
        expect(fetchMock.mock.calls.some(([u]) => String(u).includes('whatsapp-atualizacoes'))).toBe(true),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Ir al pago' }));
      await screen.findByText(LIMIT);
      expect(screen.queryByRole('checkbox', { name: es.Payment.whatsappUpdates })).toBeNull();
      const body = (fetchMock.mock.calls as unknown as [string, RequestInit][]).find(([u]) =>
        String(u).includes('iniciar-checkout'),
      )![1].body;
      expect(JSON.parse(String(body)).whatsapp_atualizacoes).toBeUndefined();
    });
});
