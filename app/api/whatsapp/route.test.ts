import { NextRequest } from 'next/server';
import { createTranslator } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import es from '@/messages/es-PY.json';
import pt from '@/messages/pt-BR.json';

vi.mock('@/lib/env/server-env', () => ({
  serverEnv: { siteUrl: 'https://loja.test' },
}));
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'es-PY' | 'pt-BR'; namespace: 'WhatsApp' }) =>
    createTranslator({ locale, messages: locale === 'es-PY' ? es : pt, namespace }),
}));
const product = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/product', () => ({ getProductBySlug: product }));
const seller = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/whatsapp', () => ({ nextDutySeller: seller }));
const apiGet = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/client', () => ({ apiGet }));
const { GET } = await import('./route');

const PERFUME = {
  nome: 'Perfume Âmbar 100 ml',
  codigo: 'PA-100',
  mostrar_preco: true,
  preco_atual: { valor_venda: 125000 },
  moeda: { id: 3 },
};

async function open(query: string, headers: Record<string, string> = {}) {
  const res = await GET(
    new NextRequest(`https://loja.test/api/whatsapp${query}`, { headers: { host: 'loja.test', ...headers } }),
  );
  expect(res.status).toBe(303);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const to = new URL(res.headers.get('location')!);
  return { host: to.host, number: to.pathname.slice(1), text: to.searchParams.get('text') ?? '' };
}

describe('GET /api/whatsapp: the chat says what the shopper is looking at', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T14:00:00Z')); // Wednesday 11:00 in Ciudad del Este: open
    product.mockResolvedValue(PERFUME);
    seller.mockResolvedValue({ nome: null, whatsapp: null });
  });
  afterEach(() => vi.useRealTimers());

  it('a product page: name, code, price in the chosen currency and the tagged link, in Spanish', async () => {
    const { host, number, text } = await open('?p=/es-PY/produto/perfume-ambar', { cookie: 'currency=pyg' });
    expect(host).toBe('wa.me');
    expect(number).toBe('59561500000');
    expect(product).toHaveBeenCalledWith('es-PY', 3, 'perfume-ambar');
    expect(text).toMatch(
      /^¡Hola! Me interesa Perfume Âmbar 100 ml \(cód\. PA-100\), .*125\.000.*: https:\/\/loja\.test\/es-PY\/produto\/perfume-ambar\?utm_source=whatsapp&utm_medium=chat&utm_content=product$/,
    );
  });

  it('without a currency cookie a Portuguese shopper is quoted in dollars', async () => {
    const { text } = await open('?p=/produto/perfume-ambar');
    expect(product).toHaveBeenCalledWith('pt-BR', 2, 'perfume-ambar');
    expect(text).toMatch(/^Olá! Tenho interesse no produto Perfume Âmbar 100 ml \(cód\. PA-100\)/);
  });

  it('a hidden price asks for it, never shows one', async () => {
    product.mockResolvedValue({ ...PERFUME, mostrar_preco: false });
    expect((await open('?p=/produto/perfume-ambar')).text).toMatch(
      /^Olá! Gostaria de saber o preço do produto Perfume Âmbar 100 ml \(cód\. PA-100\): https/,
    );
  });

  it('the floating button follows the page through the Referer: a brand listing sends its link', async () => {
    const { text } = await open('?l=pt-BR', { referer: 'https://loja.test/es-PY/marca/natura?page=2' });
    expect(text).toBe(
      '¡Hola! Estoy viendo esta página de la tienda: https://loja.test/es-PY/marca/natura?page=2&utm_source=whatsapp&utm_medium=chat&utm_content=page',
    );
  });

  it("another site's Referer, or none, gives the greeting in the asked language", async () => {
    expect((await open('?l=es-PY', { referer: 'https://evil.test/produto/x' })).text).toBe(
      '¡Hola! Vengo del sitio web y quisiera más información.',
    );
    expect((await open('')).text).toBe('Olá! Vim pelo site e gostaria de mais informações.');
  });

  it('goes to the seller on duty whose turn it is', async () => {
    seller.mockResolvedValue({ nome: 'Ana', whatsapp: '+55 45 99876-5432' });
    expect((await open('?p=/produtos')).number).toBe('5545998765432');
  });

  it('outside store hours the message says when the store answers', async () => {
    vi.setSystemTime(new Date('2026-11-28T22:00:00Z')); // Saturday 19:00
    expect((await open('?p=/produtos')).text).toMatch(
      /\n\n\(Escrevo fora do horário de atendimento: sei que a loja responde na segunda-feira a partir das 08:00\.\)$/,
    );
    vi.setSystemTime(new Date('2026-11-25T23:00:00Z')); // Wednesday 20:00
    expect((await open('?p=/es-PY/produtos')).text).toMatch(/la tienda responde mañana desde las 08:00\.\)$/);
  });

  it('an unreadable product still opens the chat with the page link', async () => {
    product.mockRejectedValue(new Error('API down'));
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await open('?p=/produto/perfume-ambar')).text).toMatch(
      /^Olá! Estou vendo esta página da loja: https:\/\/loja\.test\/produto\/perfume-ambar\?utm_source=whatsapp/,
    );
    err.mockRestore();
  });

  it('a shared cart: every line with its units, the units and total, and the /c link, to the seller on duty', async () => {
    const token = 'A'.repeat(16) + 'b'.repeat(16);
    apiGet.mockResolvedValue({
      chave: token,
      moeda_id: 3,
      itens: [
        {
          produto_id: 1,
          nome: 'Perfume Âmbar',
          slug: 'perfume-ambar',
          codigo: 'PA-100',
          imagem: null,
          qtde: 2,
          estoque: 5,
          disponivel: true,
          preco: 125000,
        },
        {
          produto_id: 2,
          nome: 'Creme',
          slug: 'creme',
          codigo: 'CR-1',
          imagem: null,
          qtde: 1,
          estoque: 5,
          disponivel: true,
          preco: 50000,
        },
      ],
      unidades: 3,
      total_compartilhado: 300000,
      total_atual: 300000,
      expira_em: '2026-12-02T12:00:00.000Z',
    });
    seller.mockResolvedValue({ nome: 'Ana', whatsapp: '+595981000001' });
    const { number, text } = await open(`?l=es-PY&p=/es-PY/c/${token}&cart=${token}`, {
      cookie: 'currency=pyg',
    });
    expect(number).toBe('595981000001');
    expect(apiGet.mock.calls[0][0]).toBe(`/ecom/venda/carrinho-compartilhado/${token}`);
    expect(text).toBe(
      `¡Hola! Quiero comprar este carrito:\n• 2 × Perfume Âmbar (cód. PA-100)\n• 1 × Creme (cód. CR-1)\n3 unidades, total G$ 300.000.\nhttps://loja.test/es-PY/c/${token}?utm_source=whatsapp&utm_medium=chat&utm_content=cart`,
    );
    // The seller on duty is credited on the cart's link (issue 28 point 6).
    seller.mockResolvedValue({ nome: 'Ana', whatsapp: '+595981000001', id: 7 });
    const credited = await open(`?l=es-PY&p=/es-PY/c/${token}&cart=${token}`, { cookie: 'currency=pyg' });
    expect(
      credited.text.endsWith(
        `/es-PY/c/${token}?utm_source=whatsapp&utm_medium=chat&utm_content=cart&vendedor=7`,
      ),
    ).toBe(true);
  });
});
