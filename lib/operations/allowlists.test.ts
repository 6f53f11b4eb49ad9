import { describe, expect, it } from 'vitest';
import { allowedAdminPath } from '@/lib/admin/operations';
import { allowedEcomPath } from '@/lib/ecom/allowlist';
import { pathPattern } from './path-rule';
import { SHOPPER_OPERATIONS, type ShopperOperation } from './shopper';
import { ADMIN_OPERATIONS, type AdminOperation, type StaffOperation } from './staff';
import { OPERATIONS } from './table';

/*
 * Both proxies' allowlists are now derived from the one table (./table.ts). The two functions they replaced are
 * kept here as they were (each over its own audience's rows), and every call either browser can build, every
 * method, and paths that try to climb, smuggle or cross to the other proxy must get the same answer from both.
 */
const ecomBefore = (method: string, segments: readonly string[]): string | null => {
  if (segments.length === 0 || segments.some((s) => !/^[\w.-]{1,300}$/.test(s) || s === '.' || s === '..'))
    return null;
  const path = segments.join('/');
  const rows = Object.values(SHOPPER_OPERATIONS as Record<string, ShopperOperation>).filter(
    (op) => op.handler !== 'own',
  );
  return rows.some((op) => op.method === method && pathPattern(op.path).test(path)) ? `/ecom/${path}` : null;
};

const adminBefore = (method: string, segments: readonly string[]) => {
  if (segments.length === 0 || segments.some((s) => !/^[\w-]{1,100}$/.test(s))) return null;
  const joined = segments.join('/');
  const route = (Object.entries(ADMIN_OPERATIONS) as [AdminOperation, StaffOperation][]).find(
    ([, def]) => def.method === method && pathPattern(def.path.slice('/admin/'.length)).test(joined),
  );
  return route ? { op: route[0], path: `/admin/${joined}`, access: route[1].access } : null;
};

const UUID = '3f1c9a52-7b1e-4c3a-9d2f-0a1b2c3d4e5f';
const SAMPLE: Record<string, string> = {
  externalId: UUID,
  orderId: UUID,
  cartId: '12',
  productId: '345',
  addressId: '9',
  side: 'frente',
  cep: '01310-100',
  uid: 'abc',
  token: 'x.y',
  number: '1042',
  id: '7',
  code: 'AB12-CD',
  kind: 'banners',
  arquivo: 'a'.repeat(64),
};
const fill = (path: string) => path.replace(/:(\w+)/g, (_, k: string) => SAMPLE[k]);
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Every row's path as each proxy sees it (after /api/ecom/ or /api/admin/), and a few a browser should never send. */
const CANDIDATES: string[][] = [
  ...Object.values(SHOPPER_OPERATIONS).map((op) => fill(op.path).split('/')),
  ...Object.values(ADMIN_OPERATIONS).map((op) => fill(op.path.slice('/admin/'.length)).split('/')),
  // A staff path under /api/ecom and a shopper's under /api/admin, with and without the other's prefix.
  ['admin', 'orders', '1042'],
  ['ecom', 'venda', 'pedidos'],
  [],
  ['venda', 'pedidos', 'not-a-uuid'],
  ['venda', 'carrinho', '..', 'pedidos'],
  ['cliente', 'address', '1e3'],
  ['content', '..'],
  ['content', 'banners%2F..'],
  ['orders', '1042.json'],
  ['staff', '1'],
  ['pickup', 'ab'],
];

describe('the two proxies, derived from the one table', () => {
  it('answer every call, method and odd path exactly as the two tables did', () => {
    let compared = 0;
    for (const segments of CANDIDATES)
      for (const method of METHODS) {
        expect(allowedEcomPath(method, segments), `ecom ${method} ${segments.join('/')}`).toEqual(
          ecomBefore(method, segments),
        );
        expect(allowedAdminPath(method, segments), `admin ${method} ${segments.join('/')}`).toEqual(
          adminBefore(method, segments),
        );
        compared += 2;
      }
    expect(compared).toBeGreaterThan(1000);
  });

  it('refuse a staff path through /api/ecom and a shopper path through /api/admin', () => {
    expect(allowedAdminPath('POST', ['refunds', '1042'])).toMatchObject({
      op: 'refund',
      access: ['owner', 'manager'],
    });
    expect(allowedEcomPath('POST', ['refunds', '1042'])).toBeNull();
    expect(allowedEcomPath('GET', ['admin', 'orders', '1042'])).toBeNull();
    expect(allowedEcomPath('GET', ['venda', 'pedidos'])).toBe('/ecom/venda/pedidos');
    expect(allowedAdminPath('GET', ['venda', 'pedidos'])).toBeNull();
    // Both audiences have a `me`: each proxy finds only its own.
    expect(allowedEcomPath('POST', ['me'])).toBe('/ecom/me');
    expect(allowedAdminPath('POST', ['me'])).toBeNull();
    expect(allowedAdminPath('GET', ['session', 'me'])).toMatchObject({ op: 'me' });
    expect(allowedEcomPath('GET', ['session', 'me'])).toBeNull();
  });

  it('holds one row per call, each with its base, access and the API path', () => {
    const rows = Object.values(OPERATIONS);
    expect(rows).toHaveLength(Object.keys(SHOPPER_OPERATIONS).length + Object.keys(ADMIN_OPERATIONS).length);
    for (const row of rows) expect(row.path.startsWith(`/${row.base}/`)).toBe(true);
    expect(OPERATIONS['admin.refund']).toMatchObject({ base: 'admin', path: '/admin/refunds/:number' });
    expect(OPERATIONS.addLine).toMatchObject({ base: 'ecom', access: 'public', keepalive: true });
    expect(OPERATIONS.startCheckout.access).toBe('customer');
  });
});
