import { beforeAll, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildApiForTests,
  processEnv,
  productionApiEnv,
  runToExit,
  startApi,
  describeEmbedded,
} from './test/api-process';

/** The API process itself, started as production starts it: an unfit APP_SECRET stops it with one line. */
describeEmbedded('API start in production', () => {
  let main: string;
  beforeAll(() => {
    main = buildApiForTests();
  });

  it.each([
    ['unset', undefined, 'APP_SECRET is not set'],
    ['the old committed default', 'local-dev-secret-change-me', 'APP_SECRET is a known development value'],
    ['short', 'only-twenty-chars-xx', 'APP_SECRET is shorter than 32 characters'],
  ])(
    'refuses an APP_SECRET that is %s, with one line',
    async (_name, secret, expected) => {
      const { code, lines } = await runToExit(
        process.execPath,
        [main],
        processEnv({ NODE_ENV: 'production', APP_SECRET: secret, API_PORT: '0', PGLITE_DIR: 'memory://' }),
      );
      expect(code).not.toBe(0);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(expected);
      expect(lines[0]).toContain('randomBytes(32)');
    },
    60_000,
  );

  it('starts with a random base64 secret that happens to spell "deMo" (issue 32)', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'api-secret-'));
    // Made here, the same every run: a committed value must never start production.
    const random = createHash('sha256').update('issue-32/0').digest('base64');
    const api = await startApi(
      productionApiEnv(folder, { APP_SECRET: `${random.slice(0, 9)}deMo${random.slice(13)}` }),
    );
    try {
      expect((await fetch(`${api.url}/health/live`)).status).toBe(200);
      expect(api.output()).not.toContain('APP_SECRET');
    } finally {
      api.child.kill('SIGKILL');
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 240_000);

  it('starts outside production without any secret', async () => {
    const { code, lines } = await runToExit(
      process.execPath,
      [main],
      processEnv({ NODE_ENV: 'development', API_PORT: 'not-a-port' }),
    );
    // An invalid port shows the configuration was read and validated past the secret: no secret complaint.
    expect(code).not.toBe(0);
    expect(lines.join('\n')).toContain('API_PORT');
    expect(lines.join('\n')).not.toContain('APP_SECRET');
  }, 60_000);
});
