import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      '**/*.tmp.ts',
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.test-results/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
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
    // A promise nobody awaits loses its error (an unhandled rejection, a save that "worked"):
    // await it, return it, or mark it `void` where firing and forgetting is the intent.
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // Layers of the web (import boundaries): shared components do not know the app shell;
    // stores hold state and never send calls (the api layer reads the
    // session and language from the stores, never the other way round).
    files: ['apps/web/src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.{1,2}/(.*/)?app/', message: 'components must not import the app shell' }] },
      ],
    },
  },
  {
    files: ['apps/web/src/stores/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.{1,2}/(.*/)?(api|app|pages|components)/',
              message: 'stores hold state only: they import no calls, app, pages or components',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/api/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.{1,2}/(.*/)?(app|pages|components)/',
              message: 'the api layer sends calls; it imports no app, pages or components',
            },
          ],
        },
      ],
    },
  },
  {
    // "Today" is a China day from the one clock (lib/clock.ts, library/dates.ts today()); an instant's UTC date is
    // yesterday in China between 00:00 and 08:00, so a standard taking effect today would read 即将实施 until 08:00.
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='slice'][callee.object.type='CallExpression'][callee.object.callee.property.name='toISOString']",
          message: 'a UTC day: use today() / isoDay() from modules/library/dates.ts (China time, one clock)',
        },
      ],
    },
  },
  {
    // Tests read answers loosely on purpose; "no any" guards module boundaries, not assertions.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test-kit.ts', '**/test-client.ts', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
