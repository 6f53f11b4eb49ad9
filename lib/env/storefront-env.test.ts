import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deriveKey } from '@/lib/contract/secrets';
import { parseStorefrontEnv, startupProblem } from './storefront-env';

/** Made per run: production refuses every committed secret (issue 18 point 8). */
const APP_SECRET = randomBytes(32).toString('hex');
/** What the storefront is given instead of APP_SECRET (scripts/storefront-keys.mjs). */
const KEYS = {
  STOREFRONT_IDENTITY_KEY: deriveKey(APP_SECRET, 'storefront-identity'),
  REVALIDATE_KEY: deriveKey(APP_SECRET, 'revalidation'),
};

describe('storefront configuration', () => {
  it('has working defaults and trims trailing slashes', () => {
    expect(parseStorefrontEnv({})).toEqual({
      production: false,
      apiUrl: 'http://127.0.0.1:4000',
      siteUrl: 'http://localhost:3000',
      identityKey: undefined,
      revalidateKey: undefined,
      cartEnabled: true,
      redisUrl: undefined,
      rateLimit: true,
      trustProxy: false,
      trustRequestId: false,
    });
    const env = parseStorefrontEnv({
      NODE_ENV: 'production',
      API_URL: 'http://api.internal:4000/',
      SITE_URL: 'https://loja.example/',
      ...KEYS,
    });
    expect(env).toEqual({
      production: true,
      apiUrl: 'http://api.internal:4000',
      siteUrl: 'https://loja.example',
      identityKey: KEYS.STOREFRONT_IDENTITY_KEY,
      revalidateKey: KEYS.REVALIDATE_KEY,
      cartEnabled: true,
      redisUrl: undefined,
      rateLimit: true,
      trustProxy: false,
      trustRequestId: false,
    });
    expect(parseStorefrontEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseStorefrontEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(parseStorefrontEnv({ CART_ENABLED: 'false' }).cartEnabled).toBe(false);
    expect(parseStorefrontEnv({ CART_ENABLED: 'FALSE ' }).cartEnabled).toBe(false);
    expect(parseStorefrontEnv({ NEXT_PUBLIC_SITE_URL: 'https://public.example' }).siteUrl).toBe(
      'https://public.example',
    );
    expect(parseStorefrontEnv({ PORT: '3110' }).siteUrl).toBe('http://localhost:3110');
    expect(parseStorefrontEnv({ REDIS_URL: 'redis://cache:6379', RATE_LIMIT: 'off' })).toMatchObject({
      redisUrl: 'redis://cache:6379',
      rateLimit: false,
    });
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
  const site = { NODE_ENV: 'production', SITE_URL: 'https://loja.example' };
  it.each([
    ['no keys', {}, 'STOREFRONT_IDENTITY_KEY is not set'],
    [
      'no revalidation key',
      { STOREFRONT_IDENTITY_KEY: KEYS.STOREFRONT_IDENTITY_KEY },
      'REVALIDATE_KEY is not set',
    ],
    [
      'a hand-written key',
      { ...KEYS, REVALIDATE_KEY: 'change-me-please-change-me-please-change-me' },
      'REVALIDATE_KEY is not a derived key',
    ],
    [
      'one key for both',
      { STOREFRONT_IDENTITY_KEY: KEYS.REVALIDATE_KEY, REVALIDATE_KEY: KEYS.REVALIDATE_KEY },
      'are the same value',
    ],
    [
      'the API’s APP_SECRET beside its keys',
      { ...KEYS, APP_SECRET },
      'APP_SECRET must not be given to the storefront',
    ],
    [
      'the API’s APP_SECRET alone (the old set-up)',
      { APP_SECRET },
      'APP_SECRET must not be given to the storefront',
    ],
  ])('refuses production with %s, in one line saying how to make the keys', (_name, keys, expected) => {
    const line = startupProblem({ ...site, ...keys });
    expect(line).toContain(expected);
    expect(line).toContain('npm run keys:storefront');
    expect(line).not.toContain('\n');
  });

  it('lets production start with the two derived keys, and development without any', () => {
    expect(startupProblem({ ...site, ...KEYS })).toBeNull();
    expect(startupProblem({ NODE_ENV: 'production', ...KEYS, LOCAL_HTTP: 'on' })).toBeNull();
    expect(startupProblem({ NODE_ENV: 'development' })).toBeNull();
    expect(startupProblem({})).toBeNull();
  });
});

describe('startupProblem: the public origin (issue 18 point 8)', () => {
  it('refuses a production start without an https SITE_URL, unless on loopback with LOCAL_HTTP=on', () => {
    expect(startupProblem({ NODE_ENV: 'production', ...KEYS })).toContain('SITE_URL is not set');
    expect(startupProblem({ NODE_ENV: 'production', ...KEYS, SITE_URL: 'http://loja.example' })).toContain(
      'SITE_URL must be https',
    );
    expect(
      startupProblem({ NODE_ENV: 'production', ...KEYS, SITE_URL: 'http://loja.example', LOCAL_HTTP: 'on' }),
    ).toContain('SITE_URL must be https');
    expect(
      startupProblem({ NODE_ENV: 'production', ...KEYS, NEXT_PUBLIC_SITE_URL: 'https://loja.example' }),
    ).toBeNull();
    expect(
      startupProblem({
        NODE_ENV: 'production',
        ...KEYS,
        SITE_URL: 'http://127.0.0.1:3400',
        LOCAL_HTTP: 'on',
      }),
    ).toBeNull();
  });
});

describe('instrumentation register()', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('stops a production server handed APP_SECRET with one line, and starts one with its two keys', async () => {
    const { register } = await import('@/instrumentation');
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('APP_SECRET', APP_SECRET);
    await register();
    expect(exit).toHaveBeenCalledWith(1);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0][0])).toMatch(/^APP_SECRET must not be given to the storefront/);

    exit.mockClear();
    vi.stubEnv('APP_SECRET', '');
    vi.stubEnv('STOREFRONT_IDENTITY_KEY', KEYS.STOREFRONT_IDENTITY_KEY);
    vi.stubEnv('REVALIDATE_KEY', KEYS.REVALIDATE_KEY);
    vi.stubEnv('SITE_URL', 'https://loja.example');
    await register();
    expect(exit).not.toHaveBeenCalled();
    exit.mockRestore();
    error.mockRestore();
  });
});
