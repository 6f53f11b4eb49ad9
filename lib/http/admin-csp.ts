import { permissionsPolicy } from './security-headers';

/**
 * The back office's own Content-Security-Policy (issue 19; docs/decisions/0037-admin-csp.md). Its pages are rendered
 * per request anyway (never cached), so unlike the storefront's ISR pages they can carry a fresh nonce: Next 16
 * reads it from the request's CSP header and stamps it on its own scripts, and 'strict-dynamic' lets those load
 * their chunks. No 'unsafe-inline' for scripts: an injected <script> (a product name, a note, an audit entry) does
 * not run. Styles stay 'unsafe-inline' (React style attributes); a nonce there would switch that off.
 */
export const NONCE_HEADER = 'x-nonce';

/** The camera is the pickup counter's alone: it reads the shopper's ticket QR there (decision 0028). */
export const CAMERA_PAGE = '/admin/balcao';

export const isAdminPage = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');
export const isCameraPage = (pathname: string) =>
  pathname === CAMERA_PAGE || pathname.startsWith(`${CAMERA_PAGE}/`);

/** 128 random bits, base64: unguessable and new for every response. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function adminContentSecurityPolicy({
  nonce,
  production,
}: {
  nonce: string;
  production: boolean;
}): string {
  return [
    "default-src 'self'",
    // 'self' is ignored beside 'strict-dynamic' by browsers that know it; it is the fallback for those that do not.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${production ? '' : " 'unsafe-eval'"}`,
    "style-src 'self' 'unsafe-inline'",
    // Product pictures come through /media; the setup page's TOTP QR is a data: URL; a chosen upload previews as blob:.
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // The BFF (/api/admin) only: uploads go there as multipart, same origin.
    "connect-src 'self'",
    // The counter's camera is a MediaStream on a <video>; blob: for a decoder that draws frames through one.
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers a back-office page is answered with (the rest come from next.config.ts, as for every path). */
export function adminPageHeaders(
  pathname: string,
  nonce: string,
  production: boolean,
): Record<string, string> {
  return {
    'Content-Security-Policy': adminContentSecurityPolicy({ nonce, production }),
    'Permissions-Policy': permissionsPolicy({ camera: isCameraPage(pathname) }),
  };
}
