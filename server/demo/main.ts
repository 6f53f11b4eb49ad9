import { demoRequested, runApi } from '../entry';
import { demoRenderer } from './media/demo-renderer';
import { ensureSeeded } from './seed/ensure-seeded';
import { loadConfig } from '../config';

/**
 * The demo API: the store's API plus a generated catalogue of fictional products on an empty database and the
 * drawings of their pictures. For `npm start` outside production, the browser journeys, test:multi and the
 * benchmarks. It needs DEMO_SEED=on, an explicit opt-in, so that no deployment gets fictional products by
 * starting the wrong file (decision 0030).
 */
if (!demoRequested()) {
  console.error(
    'The demo API seeds fictional products: set DEMO_SEED=on to run it, or run the store API (dist/server/main.js).',
  );
  process.exit(1);
}
runApi({
  seed: (database) => ensureSeeded(database, loadConfig()),
  mediaRenderer: demoRenderer,
});
