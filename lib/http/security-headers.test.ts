import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  documentPolicies,
  permissionsPolicy,
  securityHeaders,
} from './security-headers';

const byKey = (production: boolean) =>
  Object.fromEntries(
    [...securityHeaders({ production }), ...documentPolicies({ production })].map((h) => [h.key, h.value]),
  );

describe('storefront security headers', () => {
  it('forbid framing, sniffing, powerful features and foreign sources', () => {
    const h = byKey(true);
    expect(h['X-Frame-Options']).toBe('DENY');
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    expect(h['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment'])
      expect(h['Permissions-Policy']).toContain(`${feature}=()`);
    const csp = h['Content-Security-Policy'];
    for (const directive of [
      "default-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "connect-src 'self'",
      "img-src 'self' data: blob:",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/\*|https?:/);
  });

  it('sends HSTS and refuses eval only in production', () => {
    expect(byKey(true)['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(byKey(false)['Strict-Transport-Security']).toBeUndefined();
    expect(contentSecurityPolicy({ production: true })).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy({ production: false })).toContain('unsafe-eval');
  });

  it("lets the back office use this origin's camera for the counter, and nothing else more", () => {
    const everywhere = byKey(true)['Permissions-Policy'];
    const counter = permissionsPolicy({ camera: true });
    expect(counter).toContain('camera=(self)');
    expect(everywhere).not.toContain('camera=(self)');
    expect(counter.replace('camera=(self)', 'camera=()')).toBe(everywhere);
  });
});
