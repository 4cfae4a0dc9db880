import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/*.tmp.ts', '**/node_modules/**', '**/dist/**', 'data/**', '.test-results/**', 'test-results/**', 'playwright-report/**', 'apps/server/src/db/migrations/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Hooks are called unconditionally and see every value they use (stale closures are bugs).
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Tests read answers loosely on purpose; "no any" guards module boundaries, not assertions.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test-kit.ts', '**/test-client.ts', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
