/**
 * The browser the journeys drive: Debian's old headless shell (`chromium-headless-shell`, the
 * build Playwright itself prefers for headless runs), which spends about 40 % less CPU than the
 * full Chromium in its new headless mode on the same journeys (docs/performance.md, stop 34). The full
 * `/usr/bin/chromium` is used when the shell is not installed; CHROMIUM_PATH overrides both.
 */
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = { path: '/usr/bin/chromium-headless-shell', debianPackage: 'chromium-headless-shell' };
export const FULL_CHROMIUM = { path: '/usr/bin/chromium', debianPackage: 'chromium' };

/** The executable the journeys launch, or null when no Chromium is installed. */
export function journeyBrowser() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const browser of [HEADLESS_SHELL, FULL_CHROMIUM]) if (existsSync(browser.path)) return browser.path;
  return null;
}
