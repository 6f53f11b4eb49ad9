import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { productToken } from './product-token';

describe('productToken', () => {
  const secret = 'a-secret-of-the-store-ñ';

  it("is the HMAC-SHA256 of the product, currency and price under the store's secret", () => {
    const expected = createHmac('sha256', secret).update('42:3:430854').digest('base64url').slice(0, 22);
    expect(productToken(secret, 42, 3, 430854)).toBe(expected);
    // Asked again (from the cache), the same token.
    expect(productToken(secret, 42, 3, 430854)).toBe(expected);
  });

  it('changes with the price, the currency and the secret', () => {
    const token = productToken(secret, 42, 3, 430854);
    expect(productToken(secret, 42, 3, 430855)).not.toBe(token);
    expect(productToken(secret, 42, 2, 430854)).not.toBe(token);
    expect(productToken(`${secret}x`, 42, 3, 430854)).not.toBe(token);
  });
});
