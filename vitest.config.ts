import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Two projects: fast pure units (jsdom where a component needs it) and API integration on a real database.
export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // Next resolves 'server-only' to an empty module on the server; tests import server modules the same way.
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'lib/**/*.test.ts',
            'data/**/*.test.ts',
            'scripts/**/*.test.ts',
            'components/**/*.test.{ts,tsx}',
            'app/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          // One database per file, copied from one built per run (server/test/database-snapshot.ts); files run one
          // at a time so PGlite's memory stays bounded.
          fileParallelism: false,
          globalSetup: ['server/test/snapshot-setup.ts'],
          // One module graph for the suite's files (server code imported once, not per file: ~5 s a file under load);
          // every file still builds its own app and database, so no state crosses files.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
          env: { NODE_ENV: 'test' },
        },
      },
    ],
  },
});
