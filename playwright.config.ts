import { defineConfig, devices } from '@playwright/test';
import { dataDirOf } from './e2e/data-dir';
import { FULL_CHROMIUM, journeyBrowser } from './scripts/journey-browser.mjs';
import { allowing } from './src/test/time-limits';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * The shops a run starts, each on its own port with its own fresh data folder: the main one for
 * the journeys that share it, and one each for the journeys that change what every other journey
 * reads (decision 0247), so those need not wait for the others to finish.
 */
const SHOPS = ['main', 'shop-wide-desktop', 'shop-wide-mobile', 'after-all'] as const;
type Shop = (typeof SHOPS)[number];
const portOf = (shop: Shop) => PORT + SHOPS.indexOf(shop);
const baseUrlOf = (shop: Shop) => `http://127.0.0.1:${portOf(shop)}`;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    // Debian's headless shell, or its full Chromium (scripts/journey-browser.mjs).
    executablePath: journeyBrowser() ?? FULL_CHROMIUM.path,
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

/** Journeys that change what every other journey reads (orders, products, settings): on a shop of their own. */
const AFTER_ALL = /admin-(clear-all|business-settings|catalog)\.spec\.ts/;
/**
 * Journeys that change every checkout for a moment (the pause switch, the kitchen's capacity) or
 * check every card against what others are changing (reviews), or the customer changes lock
 * (order-changes), or the opening hours (calendar closes Mondays: run at both widths at once, one
 * width's restore reopened Mondays under the other), or the admin dialogs' Escape by keyboard (once,
 * in a full run, Escape left the store-credit dialog open while other journeys' orders streamed into
 * the open orders screen; alone it passed every time): one at a time, at each width on a shop of its
 * own, so neither the other journeys nor the other width's can change what they read.
 */
const SHOP_WIDE =
  /(orders-pause|kitchen-capacity|reviews|order-changes|delivery-fees|calendar|keyboard-admin)\.spec\.ts/;

/** The journeys that run at 1280 px: the desktop's own, and those checked at each width (decision 0251). */
const AT_DESKTOP = /@desktop|@each-width/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // One retry in CI only (decision 0222): a journey that passes only on its retry is still named
  // in npm test's summary as a defect to fix, and one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  // Limits guard against a hang and are scaled for a shared machine (src/test/time-limits.ts): 30 s and
  // 5 s of a quiet machine's time for a journey and for one expectation.
  timeout: allowing(30_000),
  expect: { timeout: allowing(5_000) },
  reporter: process.env.CI ? 'line' : 'list',
  // Reduced motion: the stylesheet scrolls smoothly otherwise, and a click that scrolls its target
  // into view would land while the page is still moving (under the sticky header or a toast).
  use: { baseURL: baseUrlOf('main'), trace: 'off', screenshot: 'only-on-failure', reducedMotion: 'reduce' },
  // A journey runs at one width (decision 0251): on a 375 px phone, where customers shop, unless
  // tagged @desktop (the admin's screens, the keyboard); @each-width runs it at both, for a subject
  // that changes with the width (the header and its menus, the drawer, the checkout's columns, the
  // home and category grids). Every project starts at once (none depends on another): the
  // shop-wide ones first in the list, so their one-at-a-time journeys start on their own shops
  // while the others fill the second worker (decision 0247).
  projects: [
    // SHOP_WIDE journeys run one at a time, at each width on a shop of its own.
    {
      name: 'shop-wide-desktop',
      testMatch: SHOP_WIDE,
      grep: AT_DESKTOP,
      grepInvert: /@mobile/,
      workers: 1,
      metadata: { shop: 'shop-wide-desktop' },
      use: { ...chromium, baseURL: baseUrlOf('shop-wide-desktop'), viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'shop-wide-mobile',
      testMatch: SHOP_WIDE,
      grepInvert: /@desktop/,
      workers: 1,
      metadata: { shop: 'shop-wide-mobile' },
      use: {
        ...chromium,
        baseURL: baseUrlOf('shop-wide-mobile'),
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
      },
    },
    // Clearing every order destroys what the other journeys read: these run on a shop of their own.
    {
      name: 'after-all',
      testMatch: AFTER_ALL,
      metadata: { shop: 'after-all' },
      use: { ...chromium, baseURL: baseUrlOf('after-all'), viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'desktop',
      grep: AT_DESKTOP,
      grepInvert: /@mobile/,
      testIgnore: [AFTER_ALL, SHOP_WIDE],
      metadata: { shop: 'main' },
      use: { ...chromium, viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      testIgnore: [AFTER_ALL, SHOP_WIDE],
      metadata: { shop: 'main' },
      use: { ...chromium, viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    },
  ],
  // Started one after another; the first builds the app when the sources changed (scripts/start.mjs).
  webServer: SHOPS.map((shop) => ({
    command: 'node scripts/start.mjs',
    url: `${baseUrlOf(shop)}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(portOf(shop)),
      HOST: '127.0.0.1',
      DATA_DIR: dataDirOf(shop),
      PUBLIC_URL: baseUrlOf(shop),
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
      // The journeys' browsers and shop share a loaded machine, whose load alone makes the event
      // loop late; refusing on that delay (decision 0227) is tested by the admission API test.
      ADMISSION_MAX_LOOP_DELAY_MS: '0',
      // The shop runs as in production, where Clear All Orders is off unless allowed; its journey
      // (e2e/admin-clear-all.spec.ts) runs on the 'after-all' shop, where no other journey reads.
      ALLOW_CLEAR_ALL_ORDERS: 'true',
    },
  })),
});
