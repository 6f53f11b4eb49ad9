import { isValidElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetail, ProductSummary, StartData } from '@/lib/contract';

/*
 * CART_ENABLED=false (spec §4: the cart can be disabled globally), through the storefront's real configuration:
 * each case sets the environment variable, reloads the modules (lib/env reads it once when the server loads) and
 * renders the server components that place the cart. The same render with the variable unset must show every
 * piece, so the test cannot pass by finding nothing.
 */

vi.mock('next-intl/server', () => ({
  getTranslations: async () => Object.assign((key: string) => key, { raw: (key: string) => key }),
}));
vi.mock('@/lib/i18n/messages', () => ({ loadMessages: async () => ({ Cart: {} }) }));
vi.mock('@/lib/i18n/server', () => ({
  shopContext: async () => ({ locale: 'pt-BR', segment: 'usd', currency: { id: 2 } }),
}));
vi.mock('@/lib/account/account-page', () => ({ requireSession: async () => undefined }));

type Element = { type: unknown; props: Record<string, unknown> };

/** Every element of a rendered tree whose component is `type` (props that hold elements included). */
function findAll(node: unknown, type: unknown, found: Element[] = []): Element[] {
  if (Array.isArray(node)) node.forEach((n) => findAll(n, type, found));
  else if (isValidElement(node)) {
    const el = node as unknown as Element;
    if (el.type === type) found.push(el);
    for (const value of Object.values(el.props)) findAll(value, type, found);
  }
  return found;
}

const product = {
  id: 7,
  nome: 'Perfume',
  slug: 'perfume',
  codigo: 'P7',
  imagens: [],
  mostrar_preco: true,
  preco_atual: { valor_venda: 10, formatado: 'U$ 10,00' },
  moeda: { id: 2, simbolo: 'U$', casas_decimais: 2 },
  tem_estoque: true,
  tem_estoque_fisico: true,
  tem_medida: true,
  qtde_disponivel: 3,
  brand: null,
} as unknown as ProductSummary & ProductDetail;
const start = {
  categories: [],
  categories_special: [],
  brands: [],
  exchange_rates: [],
} as unknown as StartData;
const params = Promise.resolve({ locale: 'pt-BR', currency: 'usd' }) as never;

/** Renders the cart's places with CART_ENABLED as given (undefined: unset). */
async function render(flag: string | undefined) {
  vi.resetModules();
  vi.stubEnv('CART_ENABLED', flag);
  const [
    { ProductCard },
    { PurchaseNote },
    { SiteHeader },
    { AddToCartButton },
    { CartButton },
    favorites,
    checkout,
  ] = await Promise.all([
    import('@/components/product/product-card'),
    import('@/components/product/purchase-note'),
    import('@/components/layout/site-header'),
    import('@/components/cart/add-to-cart-button'),
    import('@/components/cart/cart-button'),
    import('@/app/[locale]/[currency]/perfil/favoritos/page'),
    import('@/app/[locale]/[currency]/checkout/page'),
  ]);
  const { FavoritesList } = await import('@/components/wishlist/favorites-list');
  const [{ ProductGrid }, { ProductCardView }, { CardAddButton }] = await Promise.all([
    import('@/components/product/product-grid'),
    import('@/components/product/product-card-view'),
    import('@/components/cart/card-add-button'),
  ]);
  // ProductCard hands its props to ProductCardView, a plain function: render that too, where the button sits.
  const call = (el: Element) => (el.type as (props: Record<string, unknown>) => unknown)(el.props);
  const card = findAll(await ProductCard({ product, locale: 'pt-BR' }), ProductCardView).map(call);
  // Grids (listings, highlights) render ProductCardView themselves with one labels object for all cards.
  const grid = (await ProductGrid({ products: [product], locale: 'pt-BR' })) as ReactNode;
  const gridCards = findAll(grid, ProductCardView).map(call);
  const note = (await PurchaseNote({ product, locale: 'pt-BR' })) as ReactNode;
  const header = await SiteHeader({ locale: 'pt-BR', currency: 'usd', start });
  const favoritesPage = await favorites.default({ params });
  const checkoutPage = await checkout.default({ params }).then(
    () => 'rendered',
    (e: unknown) => ((e as { digest?: string }).digest?.includes('404') ? 'not found' : String(e)),
  );
  return {
    cardButtons: findAll(card, CardAddButton).length,
    gridCards: gridCards.length,
    gridButtons: findAll(gridCards, CardAddButton).length,
    pageButtons: findAll(note, AddToCartButton).length,
    headerCart: findAll(header, CartButton).length,
    favoritesLabels: findAll(favoritesPage, FavoritesList).map((el) => el.props.addLabels),
    checkoutPage,
  };
}

afterEach(() => vi.unstubAllEnvs());

describe('CART_ENABLED', () => {
  it('unset: add-to-cart on cards, the product page and favourites, the header cart, and /checkout', async () => {
    const on = await render(undefined);
    expect(on.cardButtons).toBe(1);
    expect(on.gridCards).toBe(1);
    expect(on.gridButtons).toBe(1);
    expect(on.pageButtons).toBe(1);
    expect(on.headerCart).toBe(1);
    expect(on.favoritesLabels).toHaveLength(1);
    expect(on.favoritesLabels[0]).toMatchObject({ add: 'add', unavailable: 'unavailable' });
    expect(on.checkoutPage).toBe('rendered');
  });

  it('false: no add-to-cart anywhere, no header cart button (and so no panel), /checkout is a 404', async () => {
    const off = await render('false');
    expect(off.cardButtons).toBe(0);
    expect(off.gridCards).toBe(1);
    expect(off.gridButtons).toBe(0);
    expect(off.pageButtons).toBe(0);
    expect(off.headerCart).toBe(0);
    expect(off.favoritesLabels).toEqual([null]);
    expect(off.checkoutPage).toBe('not found');
  });
});
