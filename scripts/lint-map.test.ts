/**
 * The map's rules hold: for each rule of eslint.config.mjs that draws docs/architecture.md, one forbidden import is
 * planted in a file that does not exist (ESLint's `lintText` with a `filePath`) and lint must refuse it; the same
 * file with an allowed import must pass, so a refusal is the rule's and not a broken setup. The import loop check
 * (madge, type imports included) gets a two-file loop in a temporary folder.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import madge from 'madge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
let eslint: ESLint;

beforeAll(() => {
  // Only the map's rules: the others (React, TypeScript style) are not what this test is about.
  eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId.startsWith('boundaries/') });
});

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

// [the rule, the file the import is planted in, a forbidden import, an allowed one from the same file]
const PLANTED: [string, string, string, string][] = [
  [
    'the browser data layer never imports the back office',
    'lib/ecom/planted.ts',
    "import { adminCall } from '@/lib/admin/client';",
    "import { cartSchema } from '@/lib/contract';",
  ],
  [
    'the browser data layer never imports the server-only API client',
    'lib/ecom/planted.ts',
    "import { apiGet } from '@/lib/api/client';",
    "import { ecom } from './client';",
  ],
  [
    'the browser data layer never imports the session cookies',
    'lib/ecom/planted.ts',
    "import * as s from '@/lib/session/cookies';",
    "import * as k from './keys';",
  ],
  [
    'the one operation table never imports a data layer above it',
    'lib/operations/planted.ts',
    "import { adminCall } from '@/lib/admin/client';",
    "import { cartSchema } from '@/lib/contract';",
  ],
  [
    'the one operation table never imports the shopper data layer',
    'lib/operations/planted.ts',
    "import { ecom } from '@/lib/ecom/client';",
    "import { OPERATIONS } from './table';",
  ],
  [
    'a shopper component never imports the back office',
    'components/cart/planted.tsx',
    "import { AdminShell } from '@/components/admin/admin-shell';",
    "import { useCart } from '@/lib/ecom/cart';",
  ],
  [
    'the contract imports nothing of the storefront',
    'lib/contract/planted.ts',
    "import { ecom } from '@/lib/ecom/client';",
    "import { formatMoney } from '@/lib/money';",
  ],
  [
    'a service never imports the API entry files',
    'server/services/planted.ts',
    "import { buildApp } from '../app';",
    "import { NotFoundError } from './errors';",
  ],
  [
    'a service never imports a route',
    'server/services/planted.ts',
    "import * as r from '../routes/operator';",
    "import * as m from '../metrics/metrics';",
  ],
  [
    'a service never imports HTTP',
    'server/services/planted.ts',
    "import * as h from '../http/request-lang';",
    "import * as o from '../mail/outbox';",
  ],
  [
    'metrics sit below the routes',
    'server/metrics/planted.ts',
    "import * as r from '../routes/operator';",
    "import type { Db } from '../db/client';",
  ],
  [
    'metrics sit below the services',
    'server/metrics/planted.ts',
    "import { createServices } from '../services';",
    "import { DomainError } from '../services/errors';",
  ],
  [
    'the media store sits below the services',
    'server/media/planted.ts',
    "import { createServices } from '../services';",
    "import { createDiskBudget } from './disk-budget';",
  ],
  [
    'routes never touch the database',
    'server/routes/planted.ts',
    "import type { Db } from '../db/client';",
    "import * as h from '../http/request-lang';",
  ],
  [
    'only the composition root builds an adapter',
    'server/services/planted.ts',
    "import { sandboxGateway } from '../adapters/payment-gateway/sandbox/sandbox-gateway';",
    "import type { PaymentGateway } from '../adapters/payment-gateway/types';",
  ],
  [
    'the cache never imports the services',
    'server/cache/planted.ts',
    "import { createServices } from '../services';",
    "import * as m from '../metrics/metrics';",
  ],
  [
    'mail never imports the services',
    'server/mail/planted.ts',
    "import { createServices } from '../services';",
    "import type { Db } from '../db/client';",
  ],
  [
    'data imports no API layer',
    'server/db/planted.ts',
    "import { createServices } from '../services';",
    "import * as s from './schema';",
  ],
  [
    'the API never imports the storefront',
    'server/services/planted.ts',
    "import { ecom } from '../../lib/ecom/client';",
    "import { slugify } from '../../lib/slug';",
  ],
];

describe('npm run lint refuses what docs/architecture.md forbids', () => {
  it.each(PLANTED)(
    '%s',
    async (_rule, file, forbidden, allowed) => {
      const refused = await problems(file, `${forbidden}\nexport const planted = 1;\n`);
      expect(refused.some((p) => p.startsWith('boundaries/dependencies'))).toBe(true);
      expect(await problems(file, `${allowed}\nexport const planted = 1;\n`)).toEqual([]);
    },
    60_000,
  );

  it('every file belongs to a room (no unknown files)', async () => {
    expect(
      (await problems('lib/planted.ts', 'export const planted = 1;\n')).some((p) =>
        p.startsWith('boundaries/no-unknown-files'),
      ),
    ).toBe(true);
    expect(await problems('lib/slug.ts', 'export const planted = 1;\n')).toEqual([]);
  }, 60_000);
});

describe('the import loop check counts type-only imports', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'lint-map-'));
    writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b';\nexport type A = { b?: B };\n");
    writeFileSync(path.join(dir, 'b.ts'), "import type { A } from './a';\nexport type B = { a?: A };\n");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds a loop closed only by type imports', async () => {
    const graph = await madge(dir, { fileExtensions: ['ts'] });
    expect(graph.circular()).toEqual([['a.ts', 'b.ts']]);
  });
});
