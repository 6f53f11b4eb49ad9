import { afterEach, describe, expect, it, vi } from 'vitest';
import { deriveKey } from '@/lib/contract/secrets';
import { identityHeaders, shopperAddress } from './storefront-identity';

vi.mock('server-only', () => ({}));
/** The storefront's configuration (lib/env/server-env.ts), mutable per test. */
const env = vi.hoisted(() => ({ identityKey: undefined as string | undefined }));
vi.mock('@/lib/env/server-env', () => ({ serverEnv: env }));

const SECRET = 'identity-test-secret-of-32-characters-at-least';

describe('storefront identity', () => {
  afterEach(() => {
    env.identityKey = undefined;
  });

  it('sends STOREFRONT_IDENTITY_KEY (the key the API derives for this purpose) and the shopper when given', () => {
    const key = deriveKey(SECRET, 'storefront-identity');
    env.identityKey = key;
    expect(identityHeaders()).toEqual({ 'x-storefront-key': key });
    expect(identityHeaders('203.0.113.5')).toEqual({
      'x-storefront-key': key,
      'x-shopper-ip': '203.0.113.5',
    });
    expect(key).not.toBe(deriveKey(SECRET, 'revalidation'));
  });

  it('sends nothing without the key', () => {
    env.identityKey = undefined;
    expect(identityHeaders('203.0.113.5')).toEqual({});
  });

  it("takes the last X-Forwarded-For entry (the nearest proxy's or Next's own) and only a valid address", () => {
    const of = (xff?: string) =>
      shopperAddress(new Headers(xff === undefined ? {} : { 'x-forwarded-for': xff }));
    expect(of('203.0.113.5')).toBe('203.0.113.5');
    expect(of('6.6.6.6, 198.51.100.2')).toBe('198.51.100.2');
    expect(of('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(of('2001:db8::1')).toBe('2001:db8::1');
    // Never "no shopper" (which the API would take for the storefront's own render): an address it counts.
    expect(of('not-an-ip')).toBe('unknown');
    expect(of('1.2.3.4, <script>')).toBe('unknown');
    expect(of('')).toBe('unknown');
    expect(of()).toBe('unknown');
  });
});
