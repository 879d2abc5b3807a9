/**
 * Pictures some journeys take of a screen for people to look at after a run (each screen at a
 * phone's, a tablet's and a desktop's width). Nothing reads them in CI and a whole page costs about
 * a quarter of a second of CPU, so they are taken only when SCREENSHOT_DIR names a folder:
 * `SCREENSHOT_DIR=shots npx playwright test …` (decision 0245).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';

export async function keepScreenshot(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}
