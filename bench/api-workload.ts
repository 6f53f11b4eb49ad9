/**
 * bench:api's traffic: distinct URLs shaped like what shoppers send, built from the running API's own taxonomy
 * and product names (so the same code drives PGlite and PostgreSQL, 1k or 100k products).
 */
import { mulberry32 } from '../server/demo/random';
import type { ProductsResponse, StartData } from '../lib/contract/catalog';

/** A small deterministic generator: the same seed gives the same URLs on every run. */
function random(seed: number) {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  return { next, int, pick };
}

/** Every sort the storefront sends (lib/catalog/sort.ts) and the default. */
const SORTS = [
  '',
  'order_by=tem_estoque,valor_venda&order=desc,asc',
  'order_by=tem_estoque,valor_venda&order=desc,desc',
  'order_by=tem_estoque,nome&order=desc,asc',
  'order_by=tem_estoque,nome&order=desc,desc',
  'order_by=tem_estoque,id&order=desc,desc',
];
/** The home's highlights (spec §7): in stock, manual order, one brand or one category. */
const HIGHLIGHTS = 'order_by=ordem&order=asc';
const CURRENCIES = [1, 2, 3, 4];
const LANGS = ['pt', 'es'];

async function getJson<T>(base: string, path: string): Promise<T> {
  const res = await fetch(base + path);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/**
 * `count` distinct listings: a category, a department, a set of one to three brands, the special line or
 * everything; both stock filters; every sort (and the highlights' manual order, in stock, per brand or
 * category); a page from 1 to 40 within the listing's last page; four currencies, two languages.
 */
export async function listingUrls(base: string, count: number): Promise<string[]> {
  const start = await getJson<StartData>(base, '/api/public/start?lang=pt');
  const rnd = random(9);
  const departments = start.categories.flatMap((c) => c.departments.map((d) => d.id));
  const scopes = () => {
    const roll = rnd.next();
    if (roll < 0.35) return `category_id=${rnd.pick(start.categories).id}`;
    if (roll < 0.6 && departments.length) return `department_id=${rnd.pick(departments)}`;
    if (roll < 0.85) {
      const ids = new Set(Array.from({ length: rnd.int(1, 3) }, () => rnd.pick(start.brands).id));
      return ids.size === 1 ? `brand_id=${[...ids][0]}` : `brand_ids=${[...ids].join(',')}`;
    }
    return rnd.next() < 0.5 ? 'special=only' : '';
  };
  const lastPage = new Map<string, number>();
  const urls = new Set<string>();
  for (let tries = 0; urls.size < count && tries < count * 20; tries++) {
    const highlights = rnd.next() < 1 / (SORTS.length + 1);
    const filter = highlights
      ? `${rnd.next() < 0.5 ? `category_id=${rnd.pick(start.categories).id}` : `brand_id=${rnd.pick(start.brands).id}`}&tem_estoque=1`
      : [scopes(), rnd.next() < 0.5 ? 'tem_estoque=1' : ''].filter(Boolean).join('&');
    if (!lastPage.has(filter)) {
      const first = await getJson<ProductsResponse>(base, `/api/public/products?${filter}&per_page=20`);
      lastPage.set(filter, Math.max(1, Math.min(40, first.last_page)));
    }
    const sort = highlights ? HIGHLIGHTS : rnd.pick(SORTS);
    const parts = [
      filter,
      sort,
      `page=${rnd.int(1, lastPage.get(filter)!)}`,
      `moeda_id=${rnd.pick(CURRENCIES)}`,
      `lang=${rnd.pick(LANGS)}`,
    ];
    urls.add(`/api/public/products?${parts.filter(Boolean).join('&')}`);
  }
  return [...urls];
}

/**
 * `count` distinct autocomplete requests (spec §9: in stock, all lines, by name, four suggestions): what a
 * shopper has typed so far of a real product's name, 2 to 6 letters of a word, now and then after a whole
 * first word ("maison al"), accents and capitals as in the name.
 */
export async function searchUrls(base: string, count: number): Promise<string[]> {
  const rnd = random(17);
  const first = await getJson<ProductsResponse>(base, '/api/public/products?all_products=1&per_page=100');
  const names: string[] = first.data.map((p) => p.nome);
  for (let i = 0; i < 30 && first.last_page > 1; i++) {
    const page = await getJson<ProductsResponse>(
      base,
      `/api/public/products?all_products=1&per_page=100&page=${rnd.int(2, first.last_page)}&lang=${rnd.pick(LANGS)}`,
    );
    names.push(...page.data.map((p) => p.nome));
  }
  const words = (name: string) => name.split(/\s+/).filter((w) => /^\p{L}{2,}/u.test(w));
  const fragments = new Set<string>();
  for (let tries = 0; fragments.size < count && tries < count * 50; tries++) {
    const ws = words(rnd.pick(names));
    if (!ws.length) continue;
    const i = rnd.int(0, ws.length - 1);
    const typed = ws[i].slice(0, rnd.int(2, Math.min(6, ws[i].length)));
    fragments.add(i > 0 && rnd.next() < 0.2 ? `${ws[i - 1]} ${typed}` : typed);
  }
  return [...fragments].map(
    (text) =>
      `/api/public/products?text=${encodeURIComponent(text)}&tem_estoque=1&all_products=1&order_by=p_text&order=asc&per_page=4&moeda_id=${rnd.pick(CURRENCIES)}&lang=${rnd.pick(LANGS)}`,
  );
}
