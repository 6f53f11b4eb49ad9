import http from 'node:http';
import https from 'node:https';
import { ProviderUnavailable } from './types';

/** A provider's answer is a small JSON document; more than this is not one. */
const MAX_ANSWER_BYTES = 1_000_000;

/**
 * Kept-alive connections per provider: every remote checkout calls the provider inside its transaction, and a reused
 * connection skips the connect (and, in production, the TLS handshake). Idle sockets close after 4 s, before a
 * server's usual 5 s keep-alive ends them under a request.
 */
const agents = {
  'http:': new http.Agent({ keepAlive: true, timeout: 4_000 }),
  'https:': new https.Agent({ keepAlive: true, timeout: 4_000 }),
};

/**
 * node:http rather than fetch: measured here, fetch's WHATWG request and stream objects cost ~260–330 µs of CPU per
 * call against ~120–140 µs (decision 0036), and the API makes one such call per checkout.
 */
function post(url: URL, json: string, timeoutMs: number): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const lib = url.protocol === 'https:' ? https : http;
    const req = lib.request(
      url,
      {
        method: 'POST',
        agent: agents[url.protocol as keyof typeof agents],
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'content-length': Buffer.byteLength(json),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES)
            req.destroy(Object.assign(new Error('answer too large'), { name: 'TooLarge' }));
          else chunks.push(chunk);
        });
        res.on('end', () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    const timer = setTimeout(
      () => req.destroy(Object.assign(new Error('timed out'), { name: 'TimeoutError' })),
      timeoutMs,
    );
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end(json);
  });
}

/** The same call through an injected fetch (a test's or an embedder's). */
async function postWithFetch(
  fetchFn: typeof fetch,
  url: URL,
  json: string,
  timeoutMs: number,
): Promise<{ status: number; text: string }> {
  const res = await fetchFn(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: json,
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { status: res.status, text: await res.text() };
}

/**
 * POSTs a JSON body to a provider and reads its JSON answer. A timeout, a network error, a 5xx or a body that is not
 * JSON is ProviderUnavailable: the caller answers the shopper with a clear message and writes nothing.
 */
export async function postJson(
  fetchFn: typeof fetch | undefined,
  url: string,
  body: unknown,
  timeoutMs: number,
): Promise<unknown> {
  const target = new URL(url);
  let res: { status: number; text: string };
  try {
    const json = JSON.stringify(body);
    res = fetchFn
      ? await postWithFetch(fetchFn, target, json, timeoutMs)
      : await post(target, json, timeoutMs);
  } catch (error) {
    throw new ProviderUnavailable(`${target.host}: ${(error as Error).name}`);
  }
  if (res.status >= 500) throw new ProviderUnavailable(`${target.host} answered ${res.status}`);
  try {
    return JSON.parse(res.text) as unknown;
  } catch {
    throw new ProviderUnavailable(`${target.host} answered ${res.status} without JSON`);
  }
}
