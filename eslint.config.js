import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

const pagesDir = 'apps/web/src/pages';
const pageFolders = readdirSync(new URL(pagesDir, import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
/**
 * Pieces of one area that others still import: each is meant for components/ or api/ and moves
 * there when next touched. A page importing anything else of another area's folder fails lint.
 */
const sharedAcrossAreas = [
  'admin/admin-call.ts',
  'admin/resources/choices.ts',
  'core/plain-frame.tsx',
  'information/demo-tag.tsx',
  'library/library-context.tsx',
  'library/links.ts',
  'library/novelty/upload.ts',
  'library/page-frame.tsx',
  'library/status-badge.tsx',
  'limits/admin-resources.ts',
  'records/shape/provenance.tsx',
];

const utcDay = {
  selector:
    "CallExpression[callee.property.name='slice'][callee.object.type='CallExpression'][callee.object.callee.property.name='toISOString']",
  message: 'a UTC day: use today() / isoDay() from modules/library/dates.ts (China time, one clock)',
};
/** Server files whose raw SQL goes through parsedRows; add a file here once its rows are parsed. */
const parsedRowFiles = [
  'apps/server/src/modules/reports/period/figures.ts',
  'apps/server/src/modules/reports/database/query-tools.service.ts',
  'apps/server/src/modules/limits/limits.service.ts',
  'apps/server/src/modules/limits/risk.service.ts',
];

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
    // Each area's pages live in their own folder under pages/ and import no other area's folder:
    // what two areas share belongs in components/ or api/. Imports never form a cycle.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/src/pages/**/*.{ts,tsx}'],
    // The back-office router gathers every area's back-office screens, as pages/registry.ts
    // gathers their pages.
    ignores: ['apps/web/src/pages/admin/routes.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: pageFolders.flatMap((folder) =>
            pageFolders
              .filter((other) => other !== folder)
              .map((other) => ({
                target: `./${pagesDir}/${folder}`,
                from: `./${pagesDir}/${other}`,
                except: sharedAcrossAreas
                  .filter((f) => f.startsWith(`${other}/`))
                  .map((f) => `./${f.slice(other.length + 1)}`),
                message: `pages/${folder} imports no other area's folder: move what both use to components/ or api/`,
              })),
          ),
        },
      ],
    },
  },
  {
    // "Today" is a China day from the one clock (lib/clock.ts, library/dates.ts today()); an instant's UTC date is
    // yesterday in China between 00:00 and 08:00, so a standard taking effect today would read 即将实施 until 08:00.
    files: ['apps/server/src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', utcDay] },
  },
  {
    // Services whose raw SQL rows are parsed (db/parsed-rows.ts) keep them parsed: a row type written by
    // hand is the caller's word, unchecked, and a renamed alias reaches the answer as undefined.
    files: parsedRowFiles,
    rules: {
      'no-restricted-syntax': [
        'error',
        utcDay,
        {
          selector: "CallExpression[callee.property.name='rows'][typeArguments]",
          message: 'raw SQL rows typed by hand: parse them with parsedRows(database, z.object({…}), sql`…`)',
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
