import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.join(tmpdir(), `portal-e2e-${port}-${process.pid}`);

/** Browser journeys against the app served as `npm start` serves it, on a fresh database. */
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'zh-CN',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npm start',
    url: `http://localhost:${port}/readyz`,
    timeout: 420_000,
    reuseExistingServer: false,
    env: { PORT: String(port), DATA_DIR: dataDir, CAPTCHA: 'off', JOBS: 'off' },
  },
});
