import js from '@eslint/js';
import nextVitals from 'eslint-config-next/core-web-vitals';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

// Production code never imports the demo catalogue, its seed or its drawings (server/demo/, decision 0030): the store's
// API bundle must not be able to seed or draw fictional products. Tests, benchmarks, scripts and the demo itself may.
const DEMO_MESSAGE = 'Production code never imports the demo (server/demo/, decision 0030); take what you need as a parameter instead.';
const NO_DEMO = { group: ['**/demo', '**/demo/**', '@/server/demo', '@/server/demo/**'], message: DEMO_MESSAGE };
const NO_DEMO_DYNAMIC = { selector: 'ImportExpression[source.value=/(^|\\/)demo(\\/|$)/]', message: DEMO_MESSAGE };
const NO_STOREFRONT = { group: ['**/app/**', '**/components/**', '@/app/*', '@/components/*'], message: 'The API never imports the storefront.' };
const PRODUCTION_IGNORES = ['server/demo/**', 'server/test/**', '**/*.test.ts', '**/*.test.tsx'];
// The media store is built once, in the composition root (decision 0034); its path helpers are free to use.
const NO_MEDIA_STORE = { group: ['**/media/media-store'], importNames: ['createMediaStore'], message: 'Only the composition root (server/composition/) builds the media store (decision 0034).' };
// The store API's elements other than data (see boundaries/elements below).
const API = ['server', 'api-routes', 'api-services', 'api-http', 'api-adapters', 'api-composition'];
// An adapter's port: the interfaces and the error classes callers catch, and the webhook signature helper (pure
// HMAC, no outside connection) the operator route and the refund command line share with the sandbox.
const ADAPTER_PORTS = ['server/adapters/payment-gateway/types.ts', 'server/adapters/payment-gateway/webhook-signature.ts'];

export default tseslint.config(
  { ignores: ['dist/**', '.next/**', '.next-e2e/**', '.next-multi/**', 'playwright-report/**', 'test-results/**', '.data/**', '.bench-data/**', 'node_modules/**', 'server/db/migrations/**', 'next-env.d.ts'] },
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
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'], message: 'Routes call services; SQL lives in a service\'s *-queries.ts or *-statements.ts (decision 0034).' }] }],
    },
  },
  {
    // Services take and return domain types and know nothing of HTTP (decision 0034).
    files: ['server/services/**/*.ts'],
    ignores: PRODUCTION_IGNORES,
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: ['fastify', 'fastify/*', 'fastify-*', '@fastify/*'], message: 'Services know nothing of HTTP: the route maps the request to a domain input (decision 0034).' }] }],
    },
  },
  {
    // The demo and the tests still never import the storefront.
    files: ['server/demo/**/*.ts', 'server/test/**/*.ts', 'server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/app/**', '**/components/**', '@/app/*', '@/components/*'] }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'proxy.ts', 'instrumentation.ts'],
    ignores: PRODUCTION_IGNORES,
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_DEMO] }],
      'no-restricted-syntax': ['error', NO_DEMO_DYNAMIC],
    },
  },
  {
    // The rooms of docs/decisions/0001 and docs/architecture.md; imports only go downward. Tests, scripts and
    // benchmarks sit outside the rooms (a journey may use the API's fixtures).
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'server/**/*.ts', 'data/**/*.ts', 'proxy.ts', 'instrumentation.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'server/test/**', 'tests/**'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { alwaysTryTypes: true, project: './tsconfig.json' }, node: true },
      'import/ignore': ['node_modules'],
      'boundaries/include': ['app/**/*', 'components/**/*', 'lib/**/*', 'server/**/*', 'data/**/*'],
      'boundaries/elements': [
        // Shared by both sides: the contract (schemas, messages), money and document validators.
        { type: 'contract', pattern: ['lib/contract', 'lib/money', 'lib/validators'], },
        // Small helpers both sides use (the revalidation signature, environment checks): no storefront, no server.
        { type: 'shared', pattern: ['lib/revalidate', 'lib/env'], },
        { type: 'data', pattern: ['server/db', 'data'], },
        // The store API's layers (docs/decisions/0034): routes → services → repositories (the services' *-queries.ts
        // and *-statements.ts) → data; adapters talk to the outside and are built only in the composition root.
        { type: 'api-routes', pattern: 'server/routes', },
        { type: 'api-services', pattern: 'server/services', },
        { type: 'api-http', pattern: 'server/http', },
        { type: 'api-adapters', pattern: 'server/adapters', },
        { type: 'api-composition', pattern: 'server/composition', },
        { type: 'server', pattern: 'server', },
        { type: 'app', pattern: 'app' },
        { type: 'components', pattern: 'components', },
        { type: 'storefront-lib', pattern: 'lib/*', },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'contract' } }, allow: { to: { element: { type: 'contract' } } } },
            { from: { element: { type: 'shared' } }, allow: { to: { element: { types: { anyOf: ['contract', 'shared'] } } } } },
            { from: { element: { type: 'data' } }, allow: { to: { element: { types: { anyOf: ['data', 'contract', 'shared'] } } } } },
            // The API's layers. Routes know HTTP and call services; they never reach the database (server/db) or an
            // adapter's implementation. Services know neither routes nor HTTP. Only the composition root builds
            // adapters; everyone may name an adapter's types (the ports), and the gateway port's error classes.
            { from: { element: { type: 'api-composition' } }, allow: { to: { element: { types: { anyOf: [...API, 'data', 'contract', 'shared'] } } } } },
            { from: { element: { type: 'api-adapters' } }, allow: { to: { element: { types: { anyOf: ['api-adapters', 'server', 'data', 'contract', 'shared'] } } } } },
            { from: { element: { type: 'api-routes' } }, allow: { to: { element: { types: { anyOf: ['api-routes', 'api-services', 'api-http', 'server', 'contract', 'shared'] } } } } },
            { from: { element: { type: 'api-services' } }, allow: { to: { element: { types: { anyOf: ['api-services', 'server', 'data', 'contract', 'shared'] } } } } },
            { from: { element: { type: 'api-http' } }, allow: { to: { element: { types: { anyOf: ['api-http', 'api-services', 'server', 'data', 'contract', 'shared'] } } } } },
            { from: { element: { type: 'server' } }, allow: { to: { element: { types: { anyOf: ['server', 'api-routes', 'api-services', 'api-http', 'api-composition', 'data', 'contract', 'shared'] } } } } },
            { from: { element: { types: { anyOf: API } } }, allow: { to: { element: { type: 'api-adapters' } }, dependency: { kind: ['type', 'typeof'] } } },
            { from: { element: { types: { anyOf: API } } }, allow: { to: { file: { path: ADAPTER_PORTS } } } },
            // The command lines are programs of their own, each its own small composition root.
            { from: { file: { path: ['server/cli/*.ts', 'server/demo/seed/cli.ts'] } }, allow: { to: { element: { type: 'api-adapters' } } } },
            { from: { element: { type: 'storefront-lib' } }, allow: { to: { element: { types: { anyOf: ['storefront-lib', 'contract', 'shared'] } } } } },
            { from: { element: { type: 'components' } }, allow: { to: { element: { types: { anyOf: ['components', 'storefront-lib', 'contract', 'shared'] } } } } },
            { from: { element: { type: 'app' } }, allow: { to: { element: { types: { anyOf: ['app', 'components', 'storefront-lib', 'contract', 'shared'] } } } } },
            // Known exceptions, named in docs/decisions/0001 as the next session's work: the migration command line
            // reads the API's configuration, and the reference data finds data/geo through the project root.
            // (The demo seed is out of production's reach by the rules above.)
            { from: { file: { path: ['server/db/migrate*.ts', 'server/db/reference/*.ts'] } }, allow: { to: { file: { path: ['server/config.ts', 'server/project-root.ts'] } } } },
          ],
        },
      ],
      // No import loops between modules (type-only imports are not followed by this rule).
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
