import js from '@eslint/js';
import nextVitals from 'eslint-config-next/core-web-vitals';
import tseslint from 'typescript-eslint';

// Production code never imports the demo catalogue, its seed or its drawings (server/demo/, decision 0030): the store's
// API bundle must not be able to seed or draw fictional products. Tests, benchmarks, scripts and the demo itself may.
const DEMO_MESSAGE = 'Production code never imports the demo (server/demo/, decision 0030); take what you need as a parameter instead.';
const NO_DEMO = { group: ['**/demo', '**/demo/**', '@/server/demo', '@/server/demo/**'], message: DEMO_MESSAGE };
const NO_DEMO_DYNAMIC = { selector: 'ImportExpression[source.value=/(^|\\/)demo(\\/|$)/]', message: DEMO_MESSAGE };
const NO_STOREFRONT = { group: ['**/app/**', '**/components/**', '@/app/*', '@/components/*'], message: 'The API never imports the storefront.' };
const PRODUCTION_IGNORES = ['server/demo/**', 'server/test/**', '**/*.test.ts', '**/*.test.tsx'];

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
      'no-restricted-imports': ['error', { patterns: [NO_STOREFRONT, NO_DEMO] }],
      'no-restricted-syntax': ['error', NO_DEMO_DYNAMIC],
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
);
