import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** API_WORKERS > 1 in production: the workers' rate limits must be shared (decision 0018), so Redis is required. */
const production = {
  NODE_ENV: 'production',
  APP_SECRET: randomBytes(32).toString('hex'),
  LOCAL_HTTP: 'on',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/unused',
  API_WORKERS: '2',
};
const load = (vars: Record<string, string>) =>
  loadConfig({ ...production, ...vars } as NodeJS.ProcessEnv, { loadFiles: false });

describe('API_WORKERS without REDIS_URL', () => {
  it('refuses to start in production, in one line that says what to set', () => {
    expect(() => load({})).toThrow(ConfigError);
    expect(() => load({})).toThrow(
      'API_WORKERS=2 in production needs REDIS_URL: without it each of the 2 workers counts rate limits on its own',
    );
    expect(() => load({})).not.toThrow(/\n/);
  });

  it('starts with REDIS_URL, with rate limits off (benchmarks), with one worker, or outside production', () => {
    expect(load({ REDIS_URL: 'redis://127.0.0.1:6379' }).apiWorkers).toBe(2);
    expect(load({ RATE_LIMIT: 'off' }).apiWorkers).toBe(2);
    expect(load({ API_WORKERS: '1' }).apiWorkers).toBe(1);
    expect(load({ NODE_ENV: 'development' }).apiWorkers).toBe(2);
  });
});

describe('production SITE_URL (issue 18 point 8)', () => {
  const base = { NODE_ENV: 'production', APP_SECRET: randomBytes(32).toString('hex') };
  const start = (vars: Record<string, string>) =>
    loadConfig({ ...base, ...vars } as NodeJS.ProcessEnv, { loadFiles: false });

  it('refuses to start without an https SITE_URL, in one line', () => {
    expect(() => start({})).toThrow('SITE_URL is not set');
    expect(() => start({ SITE_URL: 'http://loja.example' })).toThrow('SITE_URL must be https');
    expect(() => start({ SITE_URL: 'http://loja.example', LOCAL_HTTP: 'on' })).toThrow(
      'SITE_URL must be https',
    );
    expect(() => start({ SITE_URL: 'http://127.0.0.1:3000' })).toThrow('SITE_URL must be https');
  });

  it('starts with an https SITE_URL, or on loopback http with LOCAL_HTTP=on (test runs)', () => {
    expect(start({ SITE_URL: 'https://loja.example/' }).siteUrl).toBe('https://loja.example');
    expect(start({ SITE_URL: 'http://127.0.0.1:3400', LOCAL_HTTP: 'on' }).siteUrl).toBe(
      'http://127.0.0.1:3400',
    );
    expect(start({ LOCAL_HTTP: 'on', PORT: '3100' }).siteUrl).toBe('http://localhost:3100');
  });

  it('refuses a secret committed to the repository (the journeys’ old one)', () => {
    expect(() =>
      start({ SITE_URL: 'https://loja.example', APP_SECRET: 'journeys-only-secret-not-for-production-0001' }),
    ).toThrow('APP_SECRET looks written by hand');
  });
});
