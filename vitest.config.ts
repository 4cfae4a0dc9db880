import { defineConfig } from 'vitest/config';

const serverProject = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${db}`,
    root: './apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file opens its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    sequence: { groupOrder: db === 'pglite' ? 1 : 2 },
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 0 },
        },
      },
      serverProject('pglite'),
      serverProject('postgres'),
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          sequence: { groupOrder: 3 },
          testTimeout: 30_000,
        },
      },
    ],
  },
});
