import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

/** The metrics settings never expose /metrics beyond the machine without a token. */
/** Made per run: production refuses any committed or hand-written secret (decision 0026). */
const SECRET = randomBytes(32).toString('hex');
const load = (env: Record<string, string>) =>
  loadConfig(
    { NODE_ENV: 'production', APP_SECRET: SECRET, SITE_URL: 'https://loja.example', ...env },
    { loadFiles: false },
  );

describe('metrics configuration', () => {
  it('has no metrics listener and no token by default; the listener binds to loopback', () => {
    expect(load({})).toMatchObject({
      metricsPort: undefined,
      metricsHost: '127.0.0.1',
      metricsToken: undefined,
    });
    expect(load({ METRICS_PORT: '', METRICS_TOKEN: '' })).toMatchObject({
      metricsPort: undefined,
      metricsToken: undefined,
    });
    expect(load({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    expect(load({ METRICS_PORT: '0' }).metricsPort).toBe(0);
  });

  it('refuses a short token and, in production, a listener beyond loopback without one', () => {
    expect(() => load({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN');
    expect(() => load({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toThrow(
      /METRICS_HOST=0\.0\.0\.0.*METRICS_TOKEN/,
    );
    expect(
      load({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: 'x'.repeat(32) }).metricsHost,
    ).toBe('0.0.0.0');
    expect(() => load({ METRICS_PORT: '70000' })).toThrow('METRICS_PORT');
  });
});
