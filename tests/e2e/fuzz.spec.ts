import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  fillTemplate,
  JUNK,
  junkHeaderSets,
  junkQuery,
  MEASURED_500S,
  picker,
  seededRandom,
  STACK_TRACE,
} from '../fuzz/malformed-inputs';

/**
 * Storefront fuzz: a few hundred seeded malformed paths, queries and headers over every kind of storefront URL
 * (pages in both languages, route handlers, media, sitemaps, the image optimizer) → no answer ≥ 500 and no stack
 * trace in any body. Requests only (no page): the pages' own behaviour is the other journeys' business.
 */
const SEED = 20261123;

const PAGES = [
  '/',
  '/produto/:slug',
  '/produtos/:a',
  '/produtos/:a/:b',
  '/marca/:a',
  '/especial/:a',
  '/categoria/:a',
  '/vendedores',
  '/sobre-nos',
  '/busca/:a',
  '/:a',
  '/:a/:b/:c',
];
const PAGE_QUERY = [
  'text',
  'page',
  'sort',
  'availability',
  'brandSlug',
  'categoryId',
  'departmentId',
  'category_id',
  'brand_id',
  'department_id',
];
const HANDLERS: [string, string[]][] = [
  ['/api/search', ['text', 'locale', 'currency']],
  ['/api/team', []],
  ['/media/:kind/:file', []],
  ['/media/products/:file', []],
  ['/sitemap/:file', []],
  ['/sitemap.xml', []],
  ['/robots.txt', []],
  ['/_next/image', ['url', 'w', 'q']],
  ['/api/revalidate', []],
];

interface FuzzRequest {
  method: 'GET' | 'POST' | 'HEAD';
  url: string;
  headers: Record<string, string>;
}

function requests(): FuzzRequest[] {
  const random = seededRandom(SEED);
  const pick = picker(random);
  const out: FuzzRequest[] = [];
  let shopper = 0;
  const push = (method: FuzzRequest['method'], url: string, headers: Record<string, string> = {}) => {
    // A shopper address of the fuzz's own as the last X-Forwarded-For hop (the one the storefront believes):
    // the junk stays in front, and the journeys running beside this one keep their own rate-limit budget.
    const own = `198.18.${100 + ((shopper >> 8) & 63)}.${shopper++ & 255}`;
    headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${own}` : own;
    out.push({ method, url, headers });
  };
  for (const template of PAGES) {
    const headerSets = junkHeaderSets(pick, random, 16);
    for (let i = 0; i < 16; i++) {
      const prefix = random() < 0.4 ? '/es-PY' : '';
      const query = random() < 0.6 ? `?${junkQuery(pick, random, PAGE_QUERY)}` : '';
      push('GET', `${prefix}${fillTemplate(template, pick)}${query}` || '/', headerSets[i]);
    }
  }
  for (const [template, names] of HANDLERS) {
    const headerSets = junkHeaderSets(pick, random, 10);
    for (let i = 0; i < 10; i++) {
      const query = names.length ? `?${junkQuery(pick, random, names)}` : '';
      push(
        template === '/api/revalidate' ? 'POST' : 'GET',
        `${fillTemplate(template, pick)}${query}`,
        headerSets[i],
      );
    }
  }
  // Price lists: junk filters on a valid language and currency read the whole catalogue, so only a few.
  for (let i = 0; i < 6; i++)
    push(
      'GET',
      `/api/print?locale=${pick(['pt-BR', 'es-PY', '%FF', ''])}&currency=${pick(['usd', 'pyg', 'x'])}&${junkQuery(pick, random, ['category_id', 'brand_ids', 'text', 'sort', 'special'])}`,
    );
  for (const url of MEASURED_500S) push('GET', url);
  for (let i = 0; i < 20; i++) push(pick(['HEAD', 'POST'] as const), `/${pick(JUNK) || 'x'}/${pick(JUNK)}`);
  return out;
}

async function send(request: APIRequestContext, r: FuzzRequest) {
  const res = await request.fetch(r.url, {
    method: r.method,
    headers: r.headers,
    maxRedirects: 0,
    failOnStatusCode: false,
    timeout: 60_000,
  });
  const type = res.headers()['content-type'] ?? '';
  const body = r.method === 'HEAD' || type.startsWith('image/') ? '' : await res.text();
  return { status: res.status(), body };
}

test('the five URLs measured at 500 answer a 400 in the path language', async ({ request }) => {
  for (const url of MEASURED_500S) {
    const res = await request.get(url, { maxRedirects: 0 });
    expect(res.status(), url).toBe(400);
    const body = await res.text();
    expect(body, url).not.toMatch(STACK_TRACE);
    expect(body, url).toContain(url.startsWith('/es-PY') ? 'Solicitud inválida.' : 'Requisição inválida.');
  }
});

test('a few hundred malformed requests: no answer ≥ 500, no stack trace', async ({ request }) => {
  test.setTimeout(300_000);
  const all = requests();
  expect(all.length).toBeGreaterThan(250);
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  // Four at a time: enough to finish in time without starving the journeys running beside this one.
  const queue = [...all];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let r = queue.shift(); r; r = queue.shift()) {
        const label = `${r.method} ${r.url} ${JSON.stringify(r.headers)}`;
        try {
          const { status, body } = await send(request, r);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 500) failures.push(`${label} → ${status} ${body.slice(0, 120)}`);
          if (STACK_TRACE.test(body)) failures.push(`${label} → stack trace`);
        } catch (err) {
          failures.push(`${label} → ${(err as Error).message.split('\n')[0]}`);
        }
      }
    }),
  );
  console.log(
    `storefront fuzz: ${all.length} requests, statuses ${JSON.stringify([...statuses].sort((a, b) => a[0] - b[0]))}`,
  );
  expect([...statuses.keys()].some((s) => s < 300)).toBe(true);
  expect(failures).toEqual([]);
});
