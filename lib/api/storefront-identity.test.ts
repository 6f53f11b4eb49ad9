import { afterEach, describe, expect, it, vi } from 'vitest';
import { deriveKey } from '@/lib/contract/secrets';
import { identityHeaders, shopperAddress } from './storefront-identity';

vi.mock('server-only', () => ({}));

const SECRET = 'identity-test-secret-of-32-characters-at-least';

describe('storefront identity', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('sends the key derived for this purpose (never APP_SECRET itself) and the shopper when given', () => {
    vi.stubEnv('APP_SECRET', SECRET);
    const key = deriveKey(SECRET, 'storefront-identity');
    expect(identityHeaders()).toEqual({ 'x-storefront-key': key });
    expect(identityHeaders('203.0.113.5')).toEqual({ 'x-storefront-key': key, 'x-shopper-ip': '203.0.113.5' });
    expect(key).not.toBe(deriveKey(SECRET, 'revalidation'));
  });

  it('sends nothing without APP_SECRET', () => {
    vi.stubEnv('APP_SECRET', '');
    expect(identityHeaders('203.0.113.5')).toEqual({});
  });

  it("takes the last X-Forwarded-For entry (the nearest proxy's or Next's own) and only a valid address", () => {
    const of = (xff?: string) => shopperAddress(new Headers(xff === undefined ? {} : { 'x-forwarded-for': xff }));
    expect(of('203.0.113.5')).toBe('203.0.113.5');
    expect(of('6.6.6.6, 198.51.100.2')).toBe('198.51.100.2');
    expect(of('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(of('2001:db8::1')).toBe('2001:db8::1');
    expect(of('not-an-ip')).toBeUndefined();
    expect(of('1.2.3.4, <script>')).toBeUndefined();
    expect(of('')).toBeUndefined();
    expect(of()).toBeUndefined();
  });
});
