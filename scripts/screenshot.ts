/**
 * Takes full-page screenshots of pages at desktop and phone widths, for looking at what we build:
 *   npx tsx scripts/screenshot.ts http://127.0.0.1:3000 / /category/cakes
 * PNGs go to /tmp/shots (or SHOTS_DIR).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [base = 'http://127.0.0.1:3000', ...pages] = process.argv.slice(2);
const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 375, height: 740 }],
] as const) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.error(`[${label}] console: ${m.text()}`));
  page.on('pageerror', (e) => console.error(`[${label}] pageerror: ${e.message}`));
  for (const url of pages.length ? pages : ['/']) {
    await page.goto(base + url, { waitUntil: 'networkidle' });
    const name = `${label}${url.replace(/[^a-z0-9]+/gi, '_') || '_home'}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL !== '0' });
    console.log(path.join(outDir, name));
  }
  await context.close();
}
await browser.close();
