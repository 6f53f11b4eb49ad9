/**
 * The download half of a feed's picture (issue 26 point 12): http/https only, public addresses only, a size cap,
 * a timeout, at most three redirects.
 *
 * The address checked is the address connected to: the request goes through an undici Agent whose `connect.lookup`
 * resolves the name itself and refuses the connection when any answer is not public, so a rebinding resolver (a
 * public answer for the check, 127.0.0.1 for the connection) gets nowhere. Literal addresses skip DNS, so they are
 * checked before the request; every redirect hop goes through both checks again.
 *
 * Every download failure reaches the manager as one reason: an answer that told "not public" from "refused" from
 * "HTTP 404" would map the store's internal network through the import report. The detail stays in `cause`
 * (tests read it).
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import { isPrivateAddress } from './public-address';

export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
export const PICTURE_TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 3;

export class PictureError extends Error {}

/** The one reason the manager reads for any download failure (messages.ts words it). */
export const NOT_DOWNLOADED = 'not downloaded';

/** A name's addresses, as dns.lookup({ all: true }) gives them; tests pass their own (never real DNS). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export interface PictureFetchOptions {
  timeoutMs?: number;
  maxBytes?: number;
  /** Tests fetch from 127.0.0.1; a store never should. */
  allowPrivate?: boolean;
  /** Name resolution for both the check and the connection (tests only). */
  resolve?: Resolver;
}

const fail = (cause: string) => new PictureError(NOT_DOWNLOADED, { cause });

/** The resolver's answers when every one is public; throws otherwise (an empty answer too). */
async function publicAnswers(hostname: string, resolve: Resolver): Promise<LookupAddress[]> {
  const answers = await resolve(hostname);
  if (answers.length === 0 || answers.some((a) => isPrivateAddress(a.address)))
    throw fail('address not public');
  return answers;
}

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/**
 * `lookup` for net/tls.connect: resolves at connect time and hands over only public answers, in the shape the
 * caller asked for (Node asks for `all` when it races address families).
 * @public (the tests call it directly to see a public answer pass without connecting anywhere)
 */
export function guardedLookup(resolve: Resolver) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    publicAnswers(hostname, resolve).then(
      (answers) =>
        options?.all ? callback(null, answers) : callback(null, answers[0].address, answers[0].family),
      (error: Error) => callback(error, ''),
    );
  };
}

async function checkBeforeConnect(url: URL, allowPrivate: boolean, resolve: Resolver): Promise<void> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PictureError('only http and https');
  if (allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    if (isPrivateAddress(host)) throw fail('address not public');
    return;
  }
  // Fails fast with no socket; the connection's own lookup is what makes it hold.
  await publicAnswers(host, resolve).catch((error: unknown) => {
    throw error instanceof PictureError ? error : fail('name not resolved');
  });
}

/** The bytes at a URL, following at most three redirects, each checked again; never more than maxBytes. */
export async function fetchPicture(raw: string, options: PictureFetchOptions = {}): Promise<Buffer> {
  const {
    timeoutMs = PICTURE_TIMEOUT_MS,
    maxBytes = PICTURE_MAX_BYTES,
    allowPrivate = false,
    resolve = systemResolver,
  } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  const dispatcher = new Agent(allowPrivate ? {} : { connect: { lookup: guardedLookup(resolve) } });
  try {
    let url = new URL(raw);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      await checkBeforeConnect(url, allowPrivate, resolve);
      let res: Awaited<ReturnType<typeof undiciFetch>>;
      try {
        res = await undiciFetch(url, {
          redirect: 'manual',
          signal,
          headers: { accept: 'image/*' },
          dispatcher,
        });
      } catch (error) {
        const refused = (error as Error).cause;
        if (refused instanceof PictureError) throw refused; // the connection's lookup said no
        throw fail(signal.aborted ? 'timeout' : `unreachable: ${String(refused ?? error)}`);
      }
      if (res.status >= 300 && res.status < 400 && res.headers.get('location')) {
        await res.body?.cancel();
        url = new URL(res.headers.get('location')!, url);
        continue;
      }
      if (!res.ok || Number(res.headers.get('content-length') ?? 0) > maxBytes) {
        await res.body?.cancel();
        throw fail(res.ok ? 'too large' : `HTTP ${res.status}`);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      try {
        for await (const chunk of (res.body ?? []) as AsyncIterable<Uint8Array>) {
          size += chunk.length;
          if (size > maxBytes) throw fail('too large');
          chunks.push(Buffer.from(chunk));
        }
      } catch (error) {
        if (error instanceof PictureError) throw error;
        throw fail(signal.aborted ? 'timeout' : 'download cut');
      }
      return Buffer.concat(chunks);
    }
    throw fail('too many redirects');
  } finally {
    void dispatcher.destroy().catch(() => {});
  }
}
