/**
 * Runs once when the storefront's server starts (never during `next build`): a production server with a
 * missing STOREFRONT_IDENTITY_KEY or REVALIDATE_KEY, handed APP_SECRET, or without an https SITE_URL, stops here with one line.
 * Then X-Forwarded-For is believed only as TRUST_PROXY says, before any request reaches Next.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { refuseUnsafeStart } = await import('./lib/env/refuse-unsafe-start');
  refuseUnsafeStart(process.env);
  const [{ believeForwardedOnlyFromTrustedProxies }, { parseTrustProxy }] = await Promise.all([
    import('./lib/http/client-address'),
    import('./lib/contract/trust-proxy'),
  ]);
  believeForwardedOnlyFromTrustedProxies(parseTrustProxy(process.env.TRUST_PROXY));
}
