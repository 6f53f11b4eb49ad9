/**
 * Deterministic malformed inputs for the fuzz tests of the API (server/http/fuzz.test.ts) and the storefront
 * (tests/e2e/fuzz.spec.ts): the same seed always gives the same requests, so a failure is reproducible.
 */

/** mulberry32, the demo's one seeded generator: plenty for picking test inputs. */
export { mulberry32 as seededRandom } from '../../server/demo/random';

export type Pick = <T>(items: readonly T[]) => T;
export const picker =
  (random: () => number): Pick =>
  (items) =>
    items[Math.floor(random() * items.length)];

/** The storefront URLs measured answering 500 before (issue 11). */
export const MEASURED_500S = [
  '/produto/%FF',
  '/%',
  '/sitemap/%FF.xml',
  '/es-PY/%E0%A4%A',
  '/categoria/%C0%AF',
];

/** Raw (already URL-encoded) path segments and query values: bad encodings, traversal, injection, sizes. */
export const JUNK = [
  '%FF',
  '%',
  '%%',
  '%E0%A4%A',
  '%C0%AF',
  '%C0%80',
  '%ED%A0%80',
  '%00',
  '%0A%0D',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2F..%2F',
  '%252e%252e',
  '%27%20OR%201%3D1--',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '%F0%9F%98%80',
  '%EF%BF%BF',
  '-1',
  '0',
  '1e309',
  'NaN',
  '99999999999999999999999',
  '0x1F',
  '[]',
  '{}',
  ',,,',
  'a'.repeat(300),
  '%41'.repeat(120),
  '',
];

/** Header values that are odd but sendable over HTTP/1.1 (no raw CR/LF, no bytes outside latin-1). */
export const JUNK_HEADERS: Record<string, readonly string[]> = {
  'accept-language': ['', '*', 'es', 'es-PY;q=abc', 'x'.repeat(500), ',,,;;;', 'pt-BR,es;q=2', 'zz-ZZ'],
  cookie: [
    'locale=%FF',
    'currency=%',
    'locale=es-PY; currency=xxx',
    'a',
    '=;=;=',
    `currency=${'z'.repeat(3000)}`,
  ],
  'x-forwarded-for': ['%FF', 'not-an-ip', '1.2.3.4, <b>', '::::', '999.999.999.999', ', , ,'],
  'if-none-match': ['*', '"', 'W/', '"x", W/"y"'],
  accept: ['*/*', 'text/html', 'application/json', 'image/avif,image/webp', '%FF/%FF'],
  'x-storefront-key': ['', 'x', '0'.repeat(64)],
  'x-shopper-ip': ['', '1.1.1.1', 'localhost', '%FF'],
  'content-type': [
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'application/json; charset=utf-16',
    '%FF',
  ],
  range: ['bytes=0-0', 'bytes=-1', 'bytes=9999999999-', 'lines=1-2'],
};

/** Bodies for POST routes: broken JSON, wrong types, deep nesting, pollution attempts. */
export const JUNK_BODIES = [
  '',
  '{',
  'null',
  '[]',
  '"text"',
  '12',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '{"pais_id":"1","codigo":1}',
  '{"pais_id":1e309,"codigo":"3550308"}',
  '{"pais_id":-1,"codigo":"%00"}',
  `{"pais_id":1,"codigo":"${'9'.repeat(5000)}"}`,
  `${'['.repeat(2000)}${']'.repeat(2000)}`,
  '\u0000\u0001\u0002',
];

/** `count` random header sets of one to three junk headers. */
export function junkHeaderSets(pick: Pick, random: () => number, count: number): Record<string, string>[] {
  const names = Object.keys(JUNK_HEADERS);
  return Array.from({ length: count }, () => {
    const headers: Record<string, string> = {};
    const n = 1 + Math.floor(random() * 3);
    for (let i = 0; i < n; i++) {
      const name = pick(names);
      headers[name] = pick(JUNK_HEADERS[name]);
    }
    return headers;
  });
}

/** Fills each `:param` of a route template with a junk segment. */
export function fillTemplate(template: string, pick: Pick): string {
  return template.replace(/:[a-zA-Z_]+|\{[a-zA-Z_]+\}/g, () => pick(JUNK) || 'x');
}

/** A query string of one to three parameters, names from the route's own and junk ones, junk values. */
export function junkQuery(pick: Pick, random: () => number, names: readonly string[]): string {
  const n = 1 + Math.floor(random() * 3);
  const parts: string[] = [];
  for (let i = 0; i < n; i++)
    parts.push(`${pick([...names, '%FF', 'a[b]', '__proto__', 'lang'])}=${pick(JUNK)}`);
  return parts.join('&');
}

/** A stack trace or a server path in an answer: never allowed. */
export const STACK_TRACE =
  /\n\s+at [\w.<>]+ \(|node_modules\/|\/work\/|\/srv\/|webpack-internal|\.tsx?:\d+:\d+/;
