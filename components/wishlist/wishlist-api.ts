/**
 * The wishlist calls through the storefront's /api/ecom handlers (the session cookie rides along). Plain fetch,
 * not ecomFetch: the heart on every product card stays a few hundred bytes.
 */
const BASE = '/api/ecom/cliente/favoritos';

export class WishlistCallError extends Error {
  constructor(readonly status: number) {
    super(`wishlist ${status}`);
  }
}

async function call<T>(method: string, path = '', body?: unknown): Promise<T> {
  const res = await fetch(BASE + path, {
    method,
    credentials: 'same-origin',
    cache: 'no-store',
    headers:
      body === undefined
        ? { accept: 'application/json' }
        : { accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new WishlistCallError(res.status);
  return (res.status === 204 ? null : await res.json().catch(() => null)) as T;
}

export const fetchSavedIds = () => call<{ produto_ids: number[] }>('GET').then((r) => r?.produto_ids ?? []);
export const saveWish = (id: number) => call('PUT', `/${id}`);
export const removeWish = (id: number) => call('DELETE', `/${id}`);
export const importWishes = (ids: number[]) =>
  call<{ produto_ids: number[] }>('POST', '/importar', { produto_ids: ids });
