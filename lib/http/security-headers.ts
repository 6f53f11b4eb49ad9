/**
 * Security headers for every storefront response (next.config.ts `headers()`), decided in
 * docs/decisions/0010-edge-security.md. Catalogue pages are ISR-cached HTML shared by every shopper, so a
 * per-request nonce is impossible: scripts are 'self' plus inline (Next's RSC payload and bootstrap are inline
 * <script> tags whose content differs per page), and everything else is as tight as the pages allow.
 */
export interface SecurityHeaderOptions {
  /** HSTS only when built for production (`next build`); `next dev` also needs eval for fast refresh. */
  production: boolean;
}

export function contentSecurityPolicy({ production }: SecurityHeaderOptions): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${production ? '' : " 'unsafe-eval'"}`,
    // React and next/image write style attributes; swiper sets transforms inline.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Powerful features stay off everywhere; the back office's pickup counter (lib/http/admin-csp.ts) may use this
 * origin's camera, to read a shopper's ticket QR.
 */
export function permissionsPolicy({ camera = false }: { camera?: boolean } = {}): string {
  return [
    'accelerometer=()',
    'browsing-topics=()',
    camera ? 'camera=(self)' : 'camera=()',
    'display-capture=()',
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    'payment=()',
    'usb=()',
  ].join(', ');
}

/**
 * The storefront's document policies. Not the back office's: its proxy sends a nonce-based CSP and opens the camera
 * at the pickup counter only (lib/http/admin-csp.ts), so next.config.ts gives these to every other path.
 */
export function documentPolicies(options: SecurityHeaderOptions): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'Permissions-Policy', value: permissionsPolicy() },
  ];
}

/** Headers for every response; `documentPolicies` apart, as above. */
export function securityHeaders(options: SecurityHeaderOptions): { key: string; value: string }[] {
  const headers = [
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // WhatsApp and maps links open with noopener; nothing needs a handle on this window across origins.
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
  // Browsers ignore HSTS over plain http, so a local `npm start` (production build on http://localhost) is safe.
  if (options.production)
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  return headers;
}
