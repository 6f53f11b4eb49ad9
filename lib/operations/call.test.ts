// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminCall } from '@/lib/admin/client';
import { ecom } from '@/lib/ecom/client';
import { callIn } from './call';
import { STAFF_ROWS } from './staff';
import { AdminCallError, EcomError } from './errors';

/** The one client serves both audiences: each gets its own proxy, its error and the 429's wait. */
describe('call(), for shoppers and staff', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'admin_lang=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    document.documentElement.lang = '';
  });

  it('sends a staff row to /api/admin with the chosen language, the body as JSON and no empty filter', async () => {
    const fetchMock = vi.fn(async () => Response.json({ message: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'admin_lang=es';
    await adminCall('logout', { query: { a: '', b: 'x' }, body: { y: 1 } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/session/logout?b=x');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"y":1}');
    expect((init.headers as Record<string, string>)['accept-language']).toBe('es-PY');
    await callIn(STAFF_ROWS)('admin.order', { params: { number: 12 } }).catch(() => null);
    expect((fetchMock.mock.calls[1] as unknown as [string])[0]).toBe('/api/admin/orders/12');
  });

  it("hands each audience its own error, with the API's Retry-After", async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ message: 'Devagar.' }, { status: 429, headers: { 'retry-after': '42' } }),
    );
    const staff = await adminCall('audit').catch((e: unknown) => e);
    expect(staff).toBeInstanceOf(AdminCallError);
    expect(staff).toMatchObject({ status: 429, retryAfter: 42, body: { message: 'Devagar.' } });
    const shopper = await ecom('me').catch((e: unknown) => e);
    expect(shopper).toBeInstanceOf(EcomError);
    expect(shopper).toMatchObject({ status: 429, retryAfter: 42, message: 'Devagar.' });
  });

  it('answers a staff 404 for a parameter outside the rule without sending, and no answer as status 0', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('offline');
    });
    vi.stubGlobal('fetch', fetchMock);
    const bad = await adminCall('order', { params: { number: '../staff' } }).catch((e: unknown) => e);
    expect(bad).toMatchObject({ status: 404 });
    expect(fetchMock).not.toHaveBeenCalled();
    const offline = await adminCall('audit').catch((e: unknown) => e);
    expect(offline).toBeInstanceOf(AdminCallError);
    expect(offline).toMatchObject({ status: 0, body: {} });
  });
});
