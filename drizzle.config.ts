import { defineConfig } from 'drizzle-kit';

// One schema, one set of migrations for PGlite and PostgreSQL; applied from code at API start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
