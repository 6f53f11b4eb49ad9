import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types (npm start, test:multi and the journeys import it)
import { storefrontEnv, storefrontKeys } from '../../scripts/storefront-keys.mjs';
import { deriveKey } from './secrets';

describe('scripts/storefront-keys.mjs (what npm start, the journeys and test:multi hand the storefront)', () => {
  const secret = randomBytes(32).toString('hex');

  it('derives exactly the keys the API derives for those two purposes, and nothing else', () => {
    expect(storefrontKeys(secret)).toEqual({
      STOREFRONT_IDENTITY_KEY: deriveKey(secret, 'storefront-identity'),
      REVALIDATE_KEY: deriveKey(secret, 'revalidation'),
    });
    const given = Object.values(storefrontKeys(secret));
    for (const purpose of [
      'operator',
      'totp-secret',
      'session',
      'webhook',
      'price-token',
      'shipping-token',
      'email-token',
    ] as const)
      expect(given).not.toContain(deriveKey(secret, purpose));
  });

  it('removes the API secret from a storefront environment, under every name given', () => {
    const env = storefrontEnv({ APP_SECRET: secret, E2E_APP_SECRET: secret, PORT: '3000' }, secret, [
      'APP_SECRET',
      'E2E_APP_SECRET',
    ]);
    expect(env).toEqual({ PORT: '3000', ...storefrontKeys(secret) });
    expect(Object.values(env)).not.toContain(secret);
  });
});
