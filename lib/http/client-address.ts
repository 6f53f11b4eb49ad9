import http, { type IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import proxyaddr from '@fastify/proxy-addr';
import { proxyTrust, type TrustProxy } from '@/lib/contract/trust-proxy';

/**
 * The storefront believes X-Forwarded-For only as far as TRUST_PROXY allows, exactly as the API does (issue 18
 * point 5). `next start` hands pages and route handlers no socket address, and leaves a client's own
 * X-Forwarded-For in place (it fills the header only when absent), so any client could name any address. Here,
 * before Next sees a request, the header is replaced by the one address the rule gives: the socket's with
 * TRUST_PROXY off (the default), else the nearest untrusted hop; a malformed value gives the socket's address.
 * Everything downstream (lib/api/storefront-identity.ts's shopperAddress) then reads a value no client chose.
 */
export function clientAddress(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  trust: TrustProxy,
): string | undefined {
  const socketAddress = req.socket?.remoteAddress;
  const rule = proxyTrust(trust);
  const address =
    rule === false ? socketAddress : proxyaddr(req as IncomingMessage, rule === true ? () => true : rule);
  return address && isIP(address) ? address : socketAddress;
}

let installed: TrustProxy | undefined;

/** Rewrites X-Forwarded-For on every request this process's HTTP servers receive (called once, at start). */
export function believeForwardedOnlyFromTrustedProxies(trust: TrustProxy): void {
  if (installed !== undefined) return;
  installed = trust;
  const emit = http.Server.prototype.emit as (
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) => boolean;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const req = args[0] as IncomingMessage;
      const address = clientAddress(req, trust);
      if (address) req.headers['x-forwarded-for'] = address;
      else delete req.headers['x-forwarded-for'];
    }
    return emit.call(this, event, ...args);
  } as typeof http.Server.prototype.emit;
}
