import { defineConfig, devices } from '@playwright/test';
import { E2E_DATA_DIR } from './e2e/data-dir';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
// Every run starts the shop on a fresh embedded database, as a new user's first `npm start` does.
const dataDir = E2E_DATA_DIR;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? 'line' : 'list',
  // Reduced motion: the stylesheet scrolls smoothly otherwise, and a click that scrolls its target
  // into view would land while the page is still moving (under the sticky header or a toast).
  use: { baseURL: BASE_URL, trace: 'off', screenshot: 'only-on-failure', reducedMotion: 'reduce' },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      testIgnore: /admin-(clear-all|business-settings|catalog)\.spec\.ts/,
      use: { ...chromium, viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      testIgnore: /admin-(clear-all|business-settings|catalog)\.spec\.ts/,
      use: { ...chromium, viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    },
    // Clearing every order destroys what the other journeys read, so it runs once they have all finished.
    {
      name: 'after-all',
      testMatch: /admin-(clear-all|business-settings|catalog)\.spec\.ts/,
      dependencies: ['desktop', 'mobile'],
      use: { ...chromium, viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: BASE_URL,
      LOG_LEVEL: 'warn',
      // The journeys run the shop as `npm start` does on a fresh machine: its embedded database in a
      // fresh folder and in-memory limits, even when the API tests' DATABASE_URL/REDIS_URL are set.
      DATABASE_URL: '',
      REDIS_URL: '',
      // Every browser of the run comes from 127.0.0.1, so the per-address limits would count all
      // journeys as one visitor. The limits themselves are tested by the API tests.
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '300',
      RATE_LIMIT_CONTACT_PER_MINUTE: '100',
      RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '300',
      // The shop runs as in production, where Clear All Orders is off unless allowed; its journey
      // (e2e/admin-clear-all.spec.ts) runs last, in the 'after-all' project.
      ALLOW_CLEAR_ALL_ORDERS: 'true',
    },
  },
});
