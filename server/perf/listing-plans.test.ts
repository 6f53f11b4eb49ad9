import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductsResponse, StartData } from '../../lib/contract/catalog';
import { startTestApi, type TestApi } from '../test/harness';
import { StatementRecorder, type Statement } from '../test/statement-recorder';

/**
 * Which index a listing's page is read through, under the plan the API runs (generic: server/db/prepared.ts). A deep
 * page skips hundreds of rows; read through an index that lacks a column of the WHERE clause, each skipped row is a
 * visit to the table. The brand and whole-catalogue listings leave the XO line out by `products.special`, the last
 * key of their indexes (migration 0033), so their skipped rows come from the index alone (decision 0035, session 17).
 */
const recorder = new StatementRecorder();
let api: TestApi;
let start: StartData;

beforeAll(async () => {
  api = await startTestApi(undefined, { logger: recorder });
  // The visibility map an index-only scan relies on (a running store's autovacuum keeps it set).
  await api.database.db.execute(sql`VACUUM ANALYZE products`);
  start = (await api.get<StartData>('/api/public/start?lang=pt')).body;
});
afterAll(() => api?.close());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
}

const scans = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(scans)];

/** The statement's plan as a prepared statement forced generic, run once with the request's values. */
async function genericPlan({ sql: text, params }: Statement): Promise<PlanNode> {
  const literal = (v: unknown) => (v === null ? 'NULL' : `'${String(v).replace(/'/g, "''")}'`);
  let plan: PlanNode | undefined;
  await api.database.db.transaction(async (tx) => {
    await tx.execute(sql.raw('SET LOCAL plan_cache_mode = force_generic_plan'));
    await tx.execute(sql.raw(`PREPARE listing_plan AS ${text}`));
    const args = params.length ? `(${params.map(literal).join(', ')})` : '';
    const res = (await tx.execute(
      sql.raw(`EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE listing_plan${args}`),
    )) as unknown as { rows: Record<string, unknown>[] };
    await tx.execute(sql.raw('DEALLOCATE listing_plan'));
    const raw = res.rows[0]['QUERY PLAN'];
    plan = ((typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[])[0].Plan;
  });
  return plan!;
}

/** Asks for a listing (twice: the first call builds its statement) and returns the plan of what the second sent. */
async function pagePlan(query: string) {
  const url = `/api/public/products?lang=pt&moeda_id=2&per_page=4&${query}`;
  const first = await api.get<ProductsResponse>(url);
  expect(first.status, url).toBe(200);
  expect(first.body.data.length, `${url} has a page to read`).toBeGreaterThan(0);
  const statements = await recorder.measure(() => api.get(url));
  expect(statements, url).toHaveLength(1);
  return genericPlan(statements[0]);
}

describe('a listing page of a brand or of the whole catalogue', () => {
  it('reads the rows before its page from the listing index alone, never from the table', async () => {
    const brands = (
      await Promise.all(
        start.brands.map(async (b) => ({
          id: b.id,
          total: (await api.get<ProductsResponse>(`/api/public/products?brand_id=${b.id}&per_page=1`)).body
            .total,
        })),
      )
    )
      .filter((b) => b.total >= 12)
      .map((b) => b.id);
    expect(brands.length).toBeGreaterThanOrEqual(2);
    const [brand, other] = brands;
    const queries = [
      `brand_id=${brand}&page=3`,
      `brand_id=${brand}&page=2&order_by=tem_estoque,valor_venda&order=desc,desc`,
      `brand_id=${brand}&page=2&order_by=tem_estoque,nome&order=desc,asc`,
      `brand_id=${brand}&page=2&tem_estoque=1&order_by=ordem&order=asc`,
      `brand_ids=${brand},${other}&page=2&order_by=tem_estoque,valor_venda&order=desc,asc`,
      'page=5',
      'page=5&tem_estoque=1&order_by=tem_estoque,valor_venda&order=desc,desc',
    ];
    for (const query of queries) {
      const listingScans = scans(await pagePlan(query)).filter(
        (n) => n['Relation Name'] === 'products' && n['Index Name'] && n['Index Name'] !== 'products_pkey',
      );
      expect(listingScans.length, query).toBeGreaterThan(0);
      for (const scan of listingScans) {
        expect(`${query}: ${scan['Node Type']} using ${scan['Index Name']}`).toBe(
          `${query}: Index Only Scan using ${scan['Index Name']}`,
        );
        expect(scan['Heap Fetches'], `${query}: ${scan['Index Name']}`).toBe(0);
      }
    }
  });
});
