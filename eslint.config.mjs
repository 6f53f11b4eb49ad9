import js from '@eslint/js';
import nextVitals from 'eslint-config-next/core-web-vitals';
import tseslint from 'typescript-eslint';

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
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/app/**', '**/components/**', '@/app/*', '@/components/*'] }],
    },
  },
);
