import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORTS, local } from './support/ports';

// The ISR cache keeps real pages, never the 404 of a slug nobody sells (docs/decisions/0024-uncached-not-found.md).
// Without REDIS_URL (as the journeys run) that cache is files under the build's server folder.
const SERVER_DIR = path.resolve(process.env.NEXT_DIST_DIR ?? '.next-e2e', 'server');
const API = local(E2E_PORTS.api);

/** Every file of the build's server folder (prerendered and ISR pages included), relative paths. */
function serverFiles(): string[] {
  return readdirSync(SERVER_DIR, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(SERVER_DIR, path.join(e.parentPath, e.name)));
}

test('a crawler of random slugs does not grow the page cache, and real pages stay cached', async ({
  request,
}) => {
  // A token no catalogue slug holds, to find any file written for these requests even while other journeys run.
  const token = `zz404${Date.now().toString(36)}`;
  const paths = Array.from({ length: 8 }, (_, i) => [
    `/produto/${token}-${i}`,
    `/produtos/${token}-${i}`,
    `/marca/${token}-${i}`,
  ])
    .flat()
    .flatMap((p) => [p, `/es-PY${p}`]);
  const before = serverFiles().length;
  for (const p of paths) {
    const res = await request.get(p);
    expect(res.status(), p).toBe(404);
    // The store's not-found page in the path's language, not Next's bare one.
    expect(await res.text(), p).toContain(
      p.startsWith('/es-PY') ? 'Página no encontrada' : 'Página não encontrada',
    );
  }
  // Asked twice: still rendered, never answered from a cache.
  expect((await request.get(paths[0])).headers()['x-nextjs-cache']).not.toBe('HIT');
  expect(serverFiles().filter((f) => f.includes(token))).toEqual([]);

  // A real product page is still ISR: kept on disk and answered from the cache the second time.
  const listing = await (await request.get(`${API}/api/public/products?per_page=1`)).json();
  const slug: string = listing.data[0].slug;
  expect((await request.get(`/produto/${slug}`)).status()).toBe(200);
  const again = await request.get(`/produto/${slug}`);
  expect(again.status()).toBe(200);
  // HIT, or STALE when the page outlived its revalidate (an earlier run) and is being rendered again meanwhile.
  expect(['HIT', 'STALE']).toContain(again.headers()['x-nextjs-cache']);
  const files = serverFiles();
  expect(files.some((f) => f.endsWith(path.join('produto', `${slug}.html`)))).toBe(true);
  console.log(
    `${paths.length} unknown slugs: 0 files for them; server folder ${before} → ${files.length} files (other journeys may add real pages)`,
  );
});
