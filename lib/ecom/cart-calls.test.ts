// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartResponse } from '@/lib/contract/cart';
import { addToCart, bindCart, loadCart } from './cart-calls';
import { clearLocalSession } from '@/lib/ecom/session';
import { forgetCartExternalId, rememberNoOpenCart } from './cart-storage';

/*
 * Decision 0013 "One cart across devices": a browser without `ex_cart` asks for the signed-in customer's current
 * cart and keeps its external id; anonymous browsers never ask.
 */

const MINE = '0b6f3c1e-8d2a-4c4e-9f1a-2b3c4d5e6f70';
const STALE = '11111111-2222-4333-8444-555555555555';

const cartBody = (external_id: string): CartResponse => ({
  id: 9,
  external_id,
  filial_id: 1,
  moeda_id: 3,
  moeda: { id: 3, nome: 'Guaraní', simbolo: 'G$', casas_decimais: 0 } as CartResponse['moeda'],
  itens: [],
  valor_total: 0,
  valor_total_formatado: 'G$ 0',
  quantidade_itens: 2,
  cliente_endereco_id: null,
  vinculado: true,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const NOT_FOUND = { message: 'O Recurso que está tentando acessar não existe' };

/** The API behind /api/ecom: the customer's current cart is MINE (or none), the stale one is gone. */
function api(current: 'mine' | 'none') {
  return vi.fn(async (input: string) => {
    const url = String(input);
    if (url.startsWith('/api/ecom/venda/carrinho/atual'))
      return current === 'mine' ? json(200, cartBody(MINE)) : json(404, NOT_FOUND);
    if (url.startsWith(`/api/ecom/venda/carrinho/${STALE}`)) return json(404, NOT_FOUND);
    if (url.startsWith(`/api/ecom/venda/carrinho/${MINE}`)) return json(200, cartBody(MINE));
    return json(404, NOT_FOUND);
  });
}
const urls = (mock: ReturnType<typeof api>) => mock.mock.calls.map((c) => String(c[0]));
const signIn = () => (document.cookie = 'signed_in=1; path=/');

beforeEach(() => {
  localStorage.clear();
  forgetCartExternalId();
  rememberNoOpenCart(false);
  document.cookie = 'signed_in=; path=/; max-age=0';
});
afterEach(() => vi.unstubAllGlobals());

describe("the customer's cart on a browser that keeps none", () => {
  it('an anonymous browser without a cart asks for nothing', async () => {
    const fetchMock = api('mine');
    vi.stubGlobal('fetch', fetchMock);
    expect(await loadCart(3)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a signed-in browser without a cart loads the current one and keeps its external id', async () => {
    const fetchMock = api('mine');
    vi.stubGlobal('fetch', fetchMock);
    signIn();
    const cart = await loadCart(3);
    expect(cart?.externalId).toBe(MINE);
    expect(urls(fetchMock)).toEqual(['/api/ecom/venda/carrinho/atual?moeda_id=3']);
    expect(localStorage.getItem('ex_cart')).toBe(MINE);
    // From now on the browser reads it by its id.
    await loadCart(3);
    expect(urls(fetchMock).at(-1)).toBe(`/api/ecom/venda/carrinho/${MINE}?moeda_id=3`);
  });

  it('a customer with no open cart gets none, and no id is made up', async () => {
    vi.stubGlobal('fetch', api('none'));
    signIn();
    expect(await loadCart(3)).toBeNull();
    expect(localStorage.getItem('ex_cart')).toBeNull();
  });

  it("a stored cart merged away at another device's login is followed to the customer's current one", async () => {
    const fetchMock = api('mine');
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('ex_cart', STALE);
    signIn();
    expect((await loadCart(3))?.externalId).toBe(MINE);
    expect(urls(fetchMock)).toEqual([
      `/api/ecom/venda/carrinho/${STALE}?moeda_id=3`,
      '/api/ecom/venda/carrinho/atual?moeda_id=3',
    ]);
    expect(localStorage.getItem('ex_cart')).toBe(MINE);
  });

  it("at login: binds the browser's cart when there is one, else takes the current one", async () => {
    const fetchMock = api('mine');
    vi.stubGlobal('fetch', fetchMock);
    expect((await bindCart(3))?.externalId).toBe(MINE);
    expect(urls(fetchMock)).toEqual(['/api/ecom/venda/carrinho/atual?moeda_id=3']);

    fetchMock.mockClear();
    await bindCart(3);
    expect(urls(fetchMock)).toEqual([`/api/ecom/venda/carrinho/${MINE}/vincular?moeda_id=3`]);
  });
});

describe("a first add racing the page's first cart read", () => {
  it("keeps the new cart's external id when the read gets 404 while the cart is being made", async () => {
    let created: string | null = null;
    let release!: () => void;
    const creating = new Promise<void>((r) => (release = r));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        const url = String(input);
        if (url === '/api/ecom/venda/carrinho' && init?.method === 'POST') {
          await creating; // the create is slow: the island's delayed read arrives first
          created = JSON.parse(String(init.body)).external_id;
          return json(201, cartBody(created!));
        }
        const id = /carrinho\/([0-9a-f-]{36})/.exec(url)?.[1];
        if (id && id === created) return json(200, cartBody(id));
        return json(404, NOT_FOUND);
      }),
    );
    const adding = addToCart(7, 3, false);
    await vi.waitFor(() => expect(localStorage.getItem('ex_cart')).not.toBeNull());
    const id = localStorage.getItem('ex_cart');
    expect(await loadCart(3)).toBeNull(); // 404: not made yet
    release();
    expect((await adding).externalId).toBe(id);
    // The next page reads the same cart instead of starting an empty one.
    expect(localStorage.getItem('ex_cart')).toBe(id);
    expect((await loadCart(3))?.externalId).toBe(id);
  });
});

describe('issue 21: a first add after sign-up racing the customer\'s "no open cart" read', () => {
  it("does not let the read's late 404 hide the cart the add made from the tab's later pages", async () => {
    let created: string | null = null;
    let answerNone!: () => void;
    const noneYet = new Promise<void>((r) => (answerNone = r));
    const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      // The customer's current cart, asked before the add: its "none" answer arrives after the add.
      if (url.startsWith('/api/ecom/venda/carrinho/atual')) {
        await noneYet;
        return json(404, NOT_FOUND);
      }
      if (url === '/api/ecom/venda/carrinho' && init?.method === 'POST') {
        created = JSON.parse(String(init.body)).external_id;
        return json(201, cartBody(created!));
      }
      const id = /carrinho\/([0-9a-f-]{36})/.exec(url)?.[1];
      return id && id === created ? json(200, cartBody(id)) : json(404, NOT_FOUND);
    });
    vi.stubGlobal('fetch', fetchMock);
    signIn();
    const firstRead = loadCart(3);
    const added = await addToCart(7, 3, undefined);
    answerNone();
    await firstRead;
    expect(localStorage.getItem('ex_cart')).toBe(added.externalId);
    // Without the guard the tab remembered "none open" for a customer who has one: a later page that lost the id
    // (a 404 on a merged cart, storage cleared) would show an empty cart without asking the server.
    expect(sessionStorage.getItem('cart_none_open')).toBeNull();
  });
});

describe('a signed-in customer with no open cart', () => {
  it('is asked once per session, not on every page view, until an add, a login or a logout', async () => {
    const fetchMock = api('none');
    vi.stubGlobal('fetch', fetchMock);
    signIn();
    expect(await loadCart(3)).toBeNull();
    // The next page views (each reads the cart once) know there is none.
    expect(await loadCart(3)).toBeNull();
    expect(await loadCart(2)).toBeNull();
    expect(urls(fetchMock)).toEqual(['/api/ecom/venda/carrinho/atual?moeda_id=3']);

    // Logging in again asks afresh (the customer may have filled a cart elsewhere).
    await bindCart(3);
    expect(urls(fetchMock).filter((u) => u.includes('/atual'))).toHaveLength(2);

    // Logout forgets it too: the next customer signing in on this tab is asked about.
    clearLocalSession();
    signIn();
    await loadCart(3);
    expect(urls(fetchMock).filter((u) => u.includes('/atual'))).toHaveLength(3);
  });
});

/** Every call's method, path and whether the browser keeps it alive past the page. */
function recorder(answer: (url: string, init: RequestInit) => Response) {
  const calls: Array<{ method: string; url: string; keepalive: boolean; body: unknown }> = [];
  const mock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({
      method: init.method ?? 'GET',
      url,
      keepalive: init.keepalive === true,
      body: init.body ? JSON.parse(String(init.body)) : null,
    });
    return answer(url, init);
  });
  return { calls, mock };
}

describe('a first add the shopper may leave at once (a full page load right after the click)', () => {
  it('makes the cart with its line in one keepalive call', async () => {
    const { calls, mock } = recorder((_url, init) =>
      json(201, cartBody(JSON.parse(String(init.body)).external_id)),
    );
    vi.stubGlobal('fetch', mock);
    const cart = await addToCart(7, 3, false);
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/ecom/venda/carrinho',
        keepalive: true,
        body: {
          external_id: cart.externalId,
          filial_id: 1,
          moeda_id: 3,
          itens: [{ produto_id: '7', qtde: '1', armazem_id: '1', ativo: 'true' }],
        },
      },
    ]);
    expect(localStorage.getItem('ex_cart')).toBe(cart.externalId);
  });

  it('adds to the cart instead when its external id is already used (spec §7/§8)', async () => {
    const { calls, mock } = recorder((url, init) => {
      if (url === '/api/ecom/venda/carrinho')
        return json(422, { message: 'em uso', errors: { external_id: ['em uso'] } });
      return json(200, cartBody(JSON.parse(String(init.body)).external_id ?? MINE));
    });
    vi.stubGlobal('fetch', mock);
    localStorage.setItem('ex_cart', MINE);
    await addToCart(7, 3, false);
    expect(calls.map((c) => `${c.method} ${c.url} ${c.keepalive}`)).toEqual([
      'POST /api/ecom/venda/carrinho true',
      `POST /api/ecom/venda/carrinho/${MINE}/itens true`,
    ]);
  });

  it("before the page's first read answered, a browser that keeps a cart id adds to it in one call", async () => {
    const { calls, mock } = recorder(() => json(200, cartBody(MINE)));
    vi.stubGlobal('fetch', mock);
    localStorage.setItem('ex_cart', MINE);
    await addToCart(7, 3, undefined);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`POST /api/ecom/venda/carrinho/${MINE}/itens`]);
  });

  it('a kept id whose cart is gone is made anew with the line, in one more call', async () => {
    const { calls, mock } = recorder((url, init) =>
      url.endsWith('/itens')
        ? json(404, NOT_FOUND)
        : json(201, cartBody(JSON.parse(String(init.body)).external_id)),
    );
    vi.stubGlobal('fetch', mock);
    localStorage.setItem('ex_cart', STALE);
    const cart = await addToCart(7, 3, undefined);
    expect(cart.externalId).not.toBe(STALE);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `POST /api/ecom/venda/carrinho/${STALE}/itens`,
      'POST /api/ecom/venda/carrinho',
    ]);
    expect(calls[1].body).toMatchObject({
      external_id: cart.externalId,
      itens: [{ produto_id: '7', qtde: '1' }],
    });
  });

  it("the next page keeps the id while the left page's create may still be on its way, and not after", async () => {
    let answer!: (r: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) =>
        String(input) === '/api/ecom/venda/carrinho'
          ? new Promise<Response>((r) => (answer = r))
          : Promise.resolve(json(404, NOT_FOUND)),
      ),
    );
    void addToCart(7, 3, false); // the page is left now: its create's answer never reaches it
    await vi.waitFor(() => expect(answer).toBeDefined());
    const id = localStorage.getItem('ex_cart');
    // A new page: its own modules, nothing in flight there; only the browser's storage is shared.
    vi.resetModules();
    const next = await import('./cart-calls');
    // It reads before the cart is made: 404, the id stays.
    expect(await next.loadCart(3)).toBeNull();
    expect(localStorage.getItem('ex_cart')).toBe(id);
    // Long after, a 404 means the cart is gone (spec §4: the identity resets).
    vi.useFakeTimers({ now: Date.now() + 11_000, toFake: ['Date'] });
    try {
      expect(await next.loadCart(3)).toBeNull();
      expect(localStorage.getItem('ex_cart')).toBeNull();
    } finally {
      vi.useRealTimers();
      answer(json(201, cartBody(id!)));
    }
  });
});
