import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** API_WORKERS > 1 in production: the workers' rate limits must be shared (decision 0018), so Redis is required. */
const production = {
  NODE_ENV: 'production',
  APP_SECRET: 'workers-test-only-secret-0123456789abcdef',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/unused',
  API_WORKERS: '2',
};
const load = (vars: Record<string, string>) => loadConfig({ ...production, ...vars } as NodeJS.ProcessEnv, { loadFiles: false });

describe('API_WORKERS without REDIS_URL', () => {
  it('refuses to start in production, in one line that says what to set', () => {
    expect(() => load({})).toThrow(ConfigError);
    expect(() => load({})).toThrow('API_WORKERS=2 in production needs REDIS_URL: without it each of the 2 workers counts rate limits on its own');
    expect(() => load({})).not.toThrow(/\n/);
  });

  it('starts with REDIS_URL, with rate limits off (benchmarks), with one worker, or outside production', () => {
    expect(load({ REDIS_URL: 'redis://127.0.0.1:6379' }).apiWorkers).toBe(2);
    expect(load({ RATE_LIMIT: 'off' }).apiWorkers).toBe(2);
    expect(load({ API_WORKERS: '1' }).apiWorkers).toBe(1);
    expect(load({ NODE_ENV: 'development' }).apiWorkers).toBe(2);
  });
});
