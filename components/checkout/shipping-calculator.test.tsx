// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@/lib/cart/types';
import type { User } from '@/lib/contract/account';
import type { PickupPointBody, ShippingOptionBody } from '@/lib/contract/shipping';
import type { ShippingChoice } from '@/lib/checkout/shipping-selection';
import pt from '@/messages/pt-BR.json';
import { ShippingCalculator } from './shipping-calculator';

/*
 * Step 1's shipping as a Brazilian sees it (spec §4 Shipping): the quote waits for the cart's external id (retried
 * after 2 s), and the store-pickup-only answer loads its pickup points through pontos-entrega with the state and
 * city filters, a filter with one value choosing itself.
 */

const EXT = '0b6f3c1e-8d2a-4c4e-9f1a-2b3c4d5e6f70';
const point = (
  id: number,
  stateId: number,
  state: string,
  cityId: number,
  city: string,
): PickupPointBody => ({
  id,
  ponto_entrega: `Ponto ${id}`,
  endereco: `Rua ${id}`,
  horario_atendimento: 'Lun a Sáb 8h a 18h',
  estado: state,
  estado_id: stateId,
  cidade: city,
  cidade_id: cityId,
  token_servico: `point-token-${id}`,
});
const POINTS = [
  point(1, 10, 'Alto Paraná', 100, 'Ciudad del Este'),
  point(2, 20, 'Asunción', 200, 'Asunción'),
  point(3, 30, 'Itapúa', 300, 'Encarnación'),
];
const moeda = { id: 2, simbolo: 'U$', casas_decimais: 2 };
const PICKUP_ONLY: ShippingOptionBody[] = [
  {
    entrega_servico_id: null,
    entrega_integrador_id: null,
    descricao: 'Retirada na loja',
    prazo: 0,
    valor: 0,
    valor_formatado: 'U$ 0,00',
    moeda,
    token: 'pickup-token',
    opcionais: { pontos_entrega: POINTS },
  },
];

const brazilian: User = {
  nome: 'Ana',
  sobrenome: 'Souza',
  email: 'ana@example.com',
  email_verified_at: null,
  telefone: '+55 11 912345678',
  documento_tipo: 'CPF',
  documento: '529.982.247-25',
  identidade: '1',
  orgao_emissor: 'SSP',
  razao_social: null,
  estrangeiro: true,
  data_ultimo_login: null,
  documentos: { frente: true, verso: true },
  enderecos: [
    {
      id: 41,
      nome: 'Casa',
      cep: '01001-000',
      logradouro: 'Praça da Sé',
      numero: '1',
      bairro: 'Sé',
      cidade: 'São Paulo',
      cidade_id: 3830,
      estado: 'São Paulo',
      estado_id: 26,
      pais: 'Brasil',
      pais_id: 1,
      complemento: null,
      como_chegar: null,
      ativo: true,
      principal: true,
    },
  ],
};
const cart: Cart = { id: 9, externalId: EXT, currencyId: 2, lines: [], total: 10, itemCount: 1 };

/** The API behind /api/ecom: calcular-frete answers pickup only; pontos-entrega filters like the server does. */
function api() {
  return vi.fn(async (input: string) => {
    const url = new URL(input, 'http://store.test');
    if (url.pathname.endsWith('/calcular-frete')) return Response.json(PICKUP_ONLY);
    if (url.pathname.endsWith('/pontos-entrega')) {
      const state = Number(url.searchParams.get('estado_id')) || null;
      const city = Number(url.searchParams.get('cidade_id')) || null;
      return Response.json(
        POINTS.filter((p) => (!state || p.estado_id === state) && (!city || p.cidade_id === city)),
      );
    }
    return Response.json({ message: 'not found' }, { status: 404 });
  });
}

function Harness() {
  const [choice, setChoice] = useState<ShippingChoice | null>(null);
  return (
    <>
      <ShippingCalculator customer={brazilian} cart={cart} choice={choice} onChoice={setChoice} />
      <output data-testid="choice">
        {choice ? `${choice.pickupPointId ?? '-'} ${choice.token || '-'}` : ''}
      </output>
    </>
  );
}

function renderCalculator() {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider
        locale="pt-BR"
        messages={{ Checkout: pt.Checkout, ApiErrors: pt.ApiErrors, Account: pt.Account }}
        timeZone="America/Asuncion"
      >
        <Harness />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

const calls = (fetchMock: ReturnType<typeof api>, part: string) =>
  fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes(part));

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ShippingCalculator', () => {
  it('waits for the cart external id and asks again 2 s later', async () => {
    const fetchMock = api();
    vi.stubGlobal('fetch', fetchMock);
    renderCalculator();
    await new Promise((r) => setTimeout(r, 300));
    // No id yet: nothing is quoted (a quote needs the browser's cart), the shopper sees the calculation pending.
    expect(calls(fetchMock, 'calcular-frete')).toHaveLength(0);
    expect(screen.getByText('Calculando frete…')).toBeTruthy();

    localStorage.setItem('ex_cart', EXT);
    await new Promise((r) => setTimeout(r, 1000));
    expect(calls(fetchMock, 'calcular-frete')).toHaveLength(0); // still inside the 2 s
    await waitFor(
      () =>
        expect(calls(fetchMock, 'calcular-frete')).toEqual([
          `/api/ecom/venda/carrinho/${EXT}/calcular-frete`,
        ]),
      { timeout: 2500 },
    );
    await screen.findByTestId('pickup-points');
  });

  it('store pickup only: points come from pontos-entrega, filtered by state, the single city choosing itself', async () => {
    localStorage.setItem('ex_cart', EXT);
    const fetchMock = api();
    vi.stubGlobal('fetch', fetchMock);
    renderCalculator();
    const picker = await screen.findByTestId('pickup-points');
    await waitFor(() => expect(within(picker).getAllByRole('radio')).toHaveLength(3));
    expect(calls(fetchMock, 'pontos-entrega')).toEqual([
      `/api/ecom/venda/carrinho/${EXT}/pontos-entrega?moeda_id=2`,
    ]);
    // Three states: nothing is chosen for the shopper, and continuing needs a point.
    expect(screen.getByTestId('choice').textContent).toBe('- -');

    fireEvent.change(within(picker).getByLabelText('Estado'), { target: { value: '20' } });
    // The state's single city selects itself and the list is asked for under both filters.
    await waitFor(() =>
      expect((within(picker).getByLabelText('Cidade') as HTMLSelectElement).value).toBe('200'),
    );
    await waitFor(() =>
      expect(calls(fetchMock, 'pontos-entrega')).toContain(
        `/api/ecom/venda/carrinho/${EXT}/pontos-entrega?moeda_id=2&estado_id=20&cidade_id=200`,
      ),
    );
    expect(calls(fetchMock, 'pontos-entrega')).toContain(
      `/api/ecom/venda/carrinho/${EXT}/pontos-entrega?moeda_id=2&estado_id=20`,
    );
    await waitFor(() => expect(within(picker).getAllByRole('radio')).toHaveLength(1));
    expect(within(picker).getByText('Ponto 2')).toBeTruthy();

    fireEvent.click(within(picker).getByRole('radio'));
    await waitFor(() => expect(screen.getByTestId('choice').textContent).toBe('2 point-token-2'));
  });

  it('a failing pontos-entrega says so with the spec text', async () => {
    localStorage.setItem('ex_cart', EXT);
    const ok = api();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) =>
        String(input).includes('pontos-entrega')
          ? Response.json({ message: 'x' }, { status: 500 })
          : ok(input),
      ),
    );
    renderCalculator();
    const picker = await screen.findByTestId('pickup-points');
    await within(picker).findByText('Erro ao buscar pontos de entrega.');
  });
});
