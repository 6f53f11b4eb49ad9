import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../project-root';

describe('npm run order:refund', () => {
  it('refuses anything but an order external id, with its usage, before touching a database', () => {
    const run = spawnSync(
      path.join(PROJECT_ROOT, 'node_modules/.bin/tsx'),
      ['server/cli/refund-order.ts', '12; drop table orders'],
      {
        cwd: PROJECT_ROOT,
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('usage: npm run order:refund -- <order external_id> [--by <operator>]');
  });
});
