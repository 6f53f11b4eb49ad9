import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseStorefrontEnv, startupProblem } from './storefront-env';

/** Made per run: production refuses every committed secret (issue 18 point 8). */
const LONG = randomBytes(24).toString('hex');

describe('storefront configuration', () => {
  it('has working defaults and trims trailing slashes', () => {
    expect(parseStorefrontEnv({})).toEqual({ production: false, apiUrl: 'http://127.0.0.1:4000', siteUrl: 'http://localhost:3000', appSecret: undefined, cartEnabled: true, redisUrl: undefined, rateLimit: true, trustProxy: false, trustRequestId: false });
    const env = parseStorefrontEnv({ NODE_ENV: 'production', API_URL: 'http://api.internal:4000/', SITE_URL: 'https://loja.example/', APP_SECRET: LONG });
    expect(env).toEqual({ production: true, apiUrl: 'http://api.internal:4000', siteUrl: 'https://loja.example', appSecret: LONG, cartEnabled: true, redisUrl: undefined, rateLimit: true, trustProxy: false, trustRequestId: false });
    expect(parseStorefrontEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseStorefrontEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(parseStorefrontEnv({ CART_ENABLED: 'false' }).cartEnabled).toBe(false);
    expect(parseStorefrontEnv({ CART_ENABLED: 'FALSE ' }).cartEnabled).toBe(false);
    expect(parseStorefrontEnv({ NEXT_PUBLIC_SITE_URL: 'https://public.example' }).siteUrl).toBe('https://public.example');
    expect(parseStorefrontEnv({ PORT: '3110' }).siteUrl).toBe('http://localhost:3110');
    expect(parseStorefrontEnv({ REDIS_URL: 'redis://cache:6379', RATE_LIMIT: 'off' })).toMatchObject({ redisUrl: 'redis://cache:6379', rateLimit: false });
    expect(parseStorefrontEnv({ TRUST_REQUEST_ID: 'on' }).trustRequestId).toBe(true);
    expect(Object.isFrozen(env)).toBe(true);
  });

  it('refuses a malformed URL, naming the variable', () => {
    expect(() => parseStorefrontEnv({ API_URL: 'not a url' })).toThrow('API_URL');
    expect(() => parseStorefrontEnv({ SITE_URL: 'loja' })).toThrow(/URL/);
    expect(() => parseStorefrontEnv({ PORT: 'eighty' })).toThrow('PORT');
    expect(() => parseStorefrontEnv({ RATE_LIMIT: 'no' })).toThrow('RATE_LIMIT');
    expect(() => parseStorefrontEnv({ TRUST_REQUEST_ID: 'yes' })).toThrow('TRUST_REQUEST_ID');
  });
});

describe('startupProblem (the storefront server refusing to start)', () => {
  it.each([
    ['unset', undefined, 'APP_SECRET is not set'],
    ['the old committed default', 'local-dev-secret-change-me', 'APP_SECRET is a known development value'],
    ['short', 'short-secret', 'APP_SECRET is shorter than 32 characters'],
  ])('refuses a production APP_SECRET that is %s, in the API’s words', (_name, secret, expected) => {
    const line = startupProblem({ NODE_ENV: 'production', APP_SECRET: secret });
    expect(line).toContain(expected);
    expect(line).toContain('randomBytes(32)');
    expect(line).not.toContain('\n');
  });

  it('lets production start with a real secret, and development without any', () => {
    expect(startupProblem({ NODE_ENV: 'production', APP_SECRET: LONG, SITE_URL: 'https://loja.example' })).toBeNull();
    expect(startupProblem({ NODE_ENV: 'production', APP_SECRET: LONG, LOCAL_HTTP: 'on' })).toBeNull();
    expect(startupProblem({ NODE_ENV: 'development' })).toBeNull();
    expect(startupProblem({})).toBeNull();
  });
});

describe('startupProblem: the public origin (issue 18 point 8)', () => {
  it('refuses a production start without an https SITE_URL, unless on loopback with LOCAL_HTTP=on', () => {
    expect(startupProblem({ NODE_ENV: 'production', APP_SECRET: LONG })).toContain('SITE_URL is not set');
    expect(startupProblem({ NODE_ENV: 'production', APP_SECRET: LONG, SITE_URL: 'http://loja.example' })).toContain('SITE_URL must be https');
    expect(startupProblem({ NODE_ENV: 'production', APP_SECRET: LONG, SITE_URL: 'http://loja.example', LOCAL_HTTP: 'on' })).toContain('SITE_URL must be https');
    expect(startupProblem({ NODE_ENV: 'production', APP_SECRET: LONG, NEXT_PUBLIC_SITE_URL: 'https://loja.example' })).toBeNull();
    expect(startupProblem({ NODE_ENV: 'production', APP_SECRET: LONG, SITE_URL: 'http://127.0.0.1:3400', LOCAL_HTTP: 'on' })).toBeNull();
  });
});

describe('instrumentation register()', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('stops a production server with an unfit secret with one line, and leaves a good one alone', async () => {
    const { register } = await import('@/instrumentation');
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('APP_SECRET', 'local-dev-secret-change-me');
    await register();
    expect(exit).toHaveBeenCalledWith(1);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0][0])).toMatch(/^APP_SECRET is a known development value/);

    exit.mockClear();
    vi.stubEnv('APP_SECRET', LONG);
    vi.stubEnv('SITE_URL', 'https://loja.example');
    await register();
    expect(exit).not.toHaveBeenCalled();
    exit.mockRestore();
    error.mockRestore();
  });
});
