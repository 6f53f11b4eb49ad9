import { demoRequested, runApi } from './entry';

/**
 * The store's API, as deployed. An empty database gets the reference data an empty store needs and nothing
 * else: products come from the ERP (npm run catalog:import). This bundle holds no demo code; the demo catalogue
 * is served only by server/demo/main.ts (dist/server/demo-main.js), so DEMO_SEED=on is refused here in one line
 * rather than silently ignored.
 */
if (demoRequested()) {
  console.error(
    'DEMO_SEED=on: this is the production API, which never seeds demo data. Run the demo API (dist/server/demo-main.js, as npm start does outside production) or unset DEMO_SEED.',
  );
  process.exit(1);
}
runApi();
