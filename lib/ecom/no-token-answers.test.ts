import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ADMIN_OPERATIONS } from '@/lib/admin/operations';
import { OPERATIONS } from './operations';

/*
 * The storefront's proxies (lib/session/forward.ts) drop a top-level `token` from every JSON answer, so a session
 * token never reaches the browser. An answer that means to give the browser a `token` therefore arrives without it:
 * the shared cart's link token did (issue 28, "send my cart to a seller" failed in every browser). No answer the
 * browser parses may need one.
 */
function topLevelKeys(schema: unknown): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

describe('answers passed through the storefront proxies', () => {
  it('never need a top-level token (the proxy removes it)', () => {
    const offenders = [
      ...Object.entries(OPERATIONS).map(([name, op]) => [`ecom ${name}`, op.response] as const),
      ...Object.entries(ADMIN_OPERATIONS).map(([name, op]) => [`admin ${name}`, op.response] as const),
    ]
      .filter(([, response]) => topLevelKeys(response).includes('token'))
      .map(([name]) => name);
    expect(offenders).toEqual([]);
  });
});
