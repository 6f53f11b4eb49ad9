import js from '@eslint/js';
import nextVitals from 'eslint-config-next/core-web-vitals';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

// Production code never imports the demo catalogue, its seed or its drawings (server/demo/, decision 0030): the store's
// API bundle must not be able to seed or draw fictional products. Tests, benchmarks, scripts and the demo itself may.
const DEMO_MESSAGE =
  'Production code never imports the demo (server/demo/, decision 0030); take what you need as a parameter instead.';
const NO_DEMO = {
  group: ['**/demo', '**/demo/**', '@/server/demo', '@/server/demo/**'],
  message: DEMO_MESSAGE,
};
const NO_DEMO_DYNAMIC = {
  selector: 'ImportExpression[source.value=/(^|\\/)demo(\\/|$)/]',
  message: DEMO_MESSAGE,
};
const NO_STOREFRONT = {
  group: ['**/app/**', '**/components/**', '@/app/*', '@/components/*'],
  message: 'The API never imports the storefront.',
};
const PRODUCTION_IGNORES = ['server/demo/**', 'server/test/**', '**/*.test.ts', '**/*.test.tsx'];
// The media store is built once, in the composition root (decision 0034); its path helpers are free to use.
const NO_MEDIA_STORE = {
  group: ['**/media/media-store'],
  importNames: ['createMediaStore'],
  message: 'Only the composition root (server/composition/) builds the media store (decision 0034).',
};
// An adapter's port: the interfaces and the error classes callers catch, and the webhook signature helper (pure
// HMAC, no outside connection) the operator route and the refund command line share with the sandbox.
const ADAPTER_PORTS = [
  'server/adapters/payment-gateway/types.ts',
  'server/adapters/payment-gateway/webhook-signature.ts',
];

// The map's rooms as eslint-plugin-boundaries elements (docs/architecture.md draws the same picture).
const ELEMENTS = [
  // Contract: shared by both programs (schemas, messages, money, document validators).
  { type: 'contract', pattern: ['lib/contract', 'lib/money', 'lib/validators'] },
  // Small helpers both programs use (the revalidation signature, environment checks, slugs): no storefront, no server.
  { type: 'shared', pattern: ['lib/revalidate', 'lib/env'] },
  { type: 'shared', pattern: 'lib/slug.ts', mode: 'file' },
  { type: 'data', pattern: ['server/db', 'data'] },
  // The store API, top to bottom. Programs: the server's entry files, the command lines, the demo.
  {
    type: 'api-config',
    pattern: [
      'server/config.ts',
      'server/config-sifen.ts',
      'server/config-whatsapp.ts',
      'server/project-root.ts',
      'server/env-files.ts',
    ],
    mode: 'file',
  },
  { type: 'api-app', pattern: 'server/*.ts', mode: 'file' },
  { type: 'api-cli', pattern: 'server/cli' },
  { type: 'api-demo', pattern: 'server/demo' },
  { type: 'api-composition', pattern: 'server/composition' },
  { type: 'api-workers', pattern: 'server/workers' },
  { type: 'api-routes', pattern: 'server/routes' },
  { type: 'api-http', pattern: 'server/http' },
  // The domain errors every layer throws or maps sit under every layer (they import only the contract).
  { type: 'api-errors', pattern: 'server/services/errors.ts', mode: 'file' },
  { type: 'api-services', pattern: 'server/services' },
  // Below the services: what they use without knowing HTTP.
  { type: 'api-mail', pattern: 'server/mail' },
  { type: 'api-media', pattern: 'server/media' },
  { type: 'api-cache', pattern: 'server/cache' },
  { type: 'api-metrics', pattern: 'server/metrics' },
  { type: 'api-adapters', pattern: 'server/adapters' },
  { type: 'api-lib', pattern: 'server/lib' },
  // The storefront. The back office is one element (its data layer, its components); the shopper's browser data
  // layer, the server-only API client and the session's route-handler code are each their own.
  { type: 'admin', pattern: ['lib/admin', 'components/admin'] },
  // The one operation table and browser client, shopper's and staff's (decision 0045): under both data layers.
  { type: 'operations', pattern: 'lib/operations' },
  { type: 'ecom', pattern: 'lib/ecom' },
  { type: 'api-client', pattern: 'lib/api' },
  { type: 'session', pattern: 'lib/session' },
  { type: 'storefront-lib', pattern: 'lib/store-info.ts', mode: 'file' },
  { type: 'storefront-lib', pattern: 'lib/*' },
  { type: 'edge', pattern: ['proxy.ts', 'instrumentation.ts'], mode: 'file' },
  { type: 'app', pattern: 'app' },
  { type: 'components', pattern: 'components' },
];

/** A policy: `from` may import the listed element types. */
const may = (from, to) => ({
  from: { element: { types: { anyOf: [from].flat() } } },
  allow: { to: { element: { types: { anyOf: to } } } },
});
const BASE = ['contract', 'shared'];
// What every API layer may use underneath it.
const API_FLOOR = ['api-errors', 'api-lib', 'api-config', ...BASE];
const API_LAYERS = [
  'api-app',
  'api-cli',
  'api-demo',
  'api-composition',
  'api-workers',
  'api-routes',
  'api-http',
  'api-services',
  'api-mail',
  'api-media',
  'api-cache',
  'api-metrics',
  'api-adapters',
  'api-lib',
  'api-errors',
  'api-config',
];

const POLICIES = [
  may('contract', ['contract']),
  may('shared', BASE),
  may('data', ['data', ...BASE]),
  // The API. Programs sit on top: the entry files start everything; the command lines and the demo are programs of
  // their own, each its own small composition root (they may build adapters).
  may('api-app', [
    'api-app',
    'api-composition',
    'api-workers',
    'api-routes',
    'api-http',
    'api-services',
    'api-mail',
    'api-media',
    'api-cache',
    'api-metrics',
    'data',
    ...API_FLOOR,
  ]),
  may('api-cli', [
    'api-cli',
    'api-composition',
    'api-routes',
    'api-services',
    'api-mail',
    'api-media',
    'api-cache',
    'api-adapters',
    'data',
    ...API_FLOOR,
  ]),
  // The demo starts the API with its drawings and seed (server/demo/main.ts): a program above the entry files.
  may('api-demo', [
    'api-demo',
    'api-app',
    'api-composition',
    'api-services',
    'api-mail',
    'api-media',
    'api-cache',
    'api-adapters',
    'data',
    ...API_FLOOR,
  ]),
  // Only the composition root builds adapters and hands them to the services.
  may('api-composition', [
    'api-composition',
    'api-adapters',
    'api-services',
    'api-mail',
    'api-media',
    'api-cache',
    'api-metrics',
    'data',
    ...API_FLOOR,
  ]),
  may('api-workers', ['api-workers', 'api-services', 'api-mail', 'api-metrics', 'data', ...API_FLOOR]),
  // Routes know HTTP and call services; they never reach the database (server/db) or an adapter's implementation.
  may('api-routes', ['api-routes', 'api-http', 'api-services', 'api-media', 'api-metrics', ...API_FLOOR]),
  may('api-http', ['api-http', 'api-services', 'api-cache', 'api-metrics', ...API_FLOOR]),
  // Services know neither routes, HTTP nor the entry files; what they need from below they import.
  may('api-services', [
    'api-services',
    'api-mail',
    'api-media',
    'api-cache',
    'api-metrics',
    'data',
    ...API_FLOOR,
  ]),
  may('api-mail', ['api-mail', 'data', ...API_FLOOR]),
  may('api-media', ['api-media', 'data', ...API_FLOOR]),
  may('api-cache', ['api-cache', 'api-metrics', ...API_FLOOR]),
  may('api-metrics', ['api-metrics', 'data', ...API_FLOOR]),
  may('api-adapters', ['api-adapters', 'api-cache', 'data', ...API_FLOOR]),
  may('api-lib', ['api-lib', ...BASE]),
  may('api-errors', ['contract']),
  may('api-config', ['api-config', ...BASE]),
  // Everyone in the API may name an adapter's types (the ports), and the gateway port's files.
  {
    from: { element: { types: { anyOf: API_LAYERS } } },
    allow: { to: { element: { type: 'api-adapters' } }, dependency: { kind: ['type', 'typeof'] } },
  },
  { from: { element: { types: { anyOf: API_LAYERS } } }, allow: { to: { file: { path: ADAPTER_PORTS } } } },
  // Known exceptions, named in docs/decisions/0001: the migration command line reads the API's configuration, and
  // the reference data finds data/geo through the project root.
  {
    from: { file: { path: ['server/db/migrate*.ts', 'server/db/reference/*.ts'] } },
    allow: { to: { element: { type: 'api-config' } } },
  },
  // The storefront. The shopper's browser data layer never reaches the server-only client, the session's cookie
  // code or the back office; the shopper's components never reach the back office.
  // The operation table knows only the contract: neither data layer, the session nor the back office.
  may('operations', ['operations', ...BASE]),
  may('ecom', ['ecom', 'operations', 'storefront-lib', ...BASE]),
  may('api-client', ['api-client', 'storefront-lib', ...BASE]),
  may('session', ['session', 'api-client', 'ecom', 'operations', 'storefront-lib', ...BASE]),
  may('storefront-lib', ['storefront-lib', 'ecom', 'operations', 'api-client', 'session', ...BASE]),
  may('admin', [
    'admin',
    'components',
    'ecom',
    'operations',
    'api-client',
    'session',
    'storefront-lib',
    ...BASE,
  ]),
  may('components', ['components', 'ecom', 'operations', 'api-client', 'storefront-lib', ...BASE]),
  may('edge', ['storefront-lib', 'api-client', ...BASE]),
  may('app', [
    'app',
    'components',
    'admin',
    'ecom',
    'operations',
    'api-client',
    'session',
    'storefront-lib',
    ...BASE,
  ]),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.next/**',
      '.next-e2e/**',
      '.next-multi/**',
      'playwright-report/**',
      'test-results/**',
      '.data/**',
      '.bench-data/**',
      'node_modules/**',
      'server/db/migrations/**',
      'next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...nextVitals,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The API never imports the storefront: keep the rooms' doors one-way.
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: PRODUCTION_IGNORES,
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_STOREFRONT, NO_DEMO, NO_MEDIA_STORE] }],
      'no-restricted-syntax': ['error', NO_DEMO_DYNAMIC],
    },
  },
  {
    files: ['server/composition/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_STOREFRONT, NO_DEMO] }],
    },
  },
  {
    // Routes never run SQL themselves (a service's *-queries.ts / *-statements.ts does, decision 0034); the
    // boundaries rule below keeps them out of server/db, this keeps them away from the query builder.
    files: ['server/routes/**/*.ts'],
    ignores: PRODUCTION_IGNORES,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'],
              message:
                "Routes call services; SQL lives in a service's *-queries.ts or *-statements.ts (decision 0034).",
            },
          ],
        },
      ],
    },
  },
  {
    // Services take and return domain types and know nothing of HTTP (decision 0034).
    files: ['server/services/**/*.ts'],
    ignores: PRODUCTION_IGNORES,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', 'fastify/*', 'fastify-*', '@fastify/*'],
              message:
                'Services know nothing of HTTP: the route maps the request to a domain input (decision 0034).',
            },
          ],
        },
      ],
    },
  },
  {
    // The demo and the tests still never import the storefront.
    files: ['server/demo/**/*.ts', 'server/test/**/*.ts', 'server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/app/**', '**/components/**', '@/app/*', '@/components/*'] },
      ],
    },
  },
  {
    files: [
      'app/**/*.{ts,tsx}',
      'components/**/*.{ts,tsx}',
      'lib/**/*.{ts,tsx}',
      'proxy.ts',
      'instrumentation.ts',
    ],
    ignores: PRODUCTION_IGNORES,
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_DEMO] }],
      'no-restricted-syntax': ['error', NO_DEMO_DYNAMIC],
    },
  },
  {
    // The rooms of docs/architecture.md ("The four rooms" and "Inside the API"), one element per room the map names;
    // imports only go downward. Tests, scripts and benchmarks sit outside the rooms (a journey may use the API's
    // fixtures). scripts/lint-map.test.ts plants one forbidden import per rule below and expects this to fail.
    files: [
      'app/**/*.{ts,tsx}',
      'components/**/*.{ts,tsx}',
      'lib/**/*.{ts,tsx}',
      'server/**/*.ts',
      'data/**/*.ts',
      'proxy.ts',
      'instrumentation.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}', 'server/test/**', 'tests/**'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { alwaysTryTypes: true, project: './tsconfig.json' }, node: true },
      'import/ignore': ['node_modules'],
      'boundaries/include': [
        'app/**/*',
        'components/**/*',
        'lib/**/*',
        'server/**/*',
        'data/**/*',
        'proxy.ts',
        'instrumentation.ts',
      ],
      'boundaries/ignore': ['**/*.test.{ts,tsx}', 'server/test/**'],
      // The first descriptor that matches a file names its element: single files before their folders.
      'boundaries/elements': ELEMENTS,
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': ['error', { default: 'disallow', policies: POLICIES }],
      // Loops that only type imports close are found by `madge --circular` in `npm run lint` (lint:cycles):
      // eslint-plugin-import's no-cycle skips type imports and has no option not to.
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
