import tseslint from 'typescript-eslint';

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
    // Tests read answers loosely on purpose; "no any" guards module boundaries, not assertions.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test-kit.ts', '**/test-client.ts', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
