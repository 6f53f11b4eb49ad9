/**
 * TRUST_PROXY, read the same way by the API and the storefront (issue 18 point 5): `off` (default: the socket's
 * address is the client, X-Forwarded-For is ignored), a hop count (exactly that many proxies stand in front), or
 * a comma list of proxy addresses/CIDRs whose X-Forwarded-For is believed.
 */
export type TrustProxy = false | number | string[];

export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const v = (raw ?? '').trim();
  if (v === '' || v === 'off' || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The form @fastify/proxy-addr (what Fastify uses for req.ip) takes. Fastify 5.12 ignores a numeric trustProxy
 * (a hop count cannot check the peer); TRUST_PROXY=N means the server is reachable only through N proxies, so
 * trust exactly the N nearest hops.
 */
export function proxyTrust(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
