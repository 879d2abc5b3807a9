/**
 * The test fixture every journey uses: a page that fails the test on any console error, page
 * error or React hydration warning, so a broken hydration can never pass unnoticed.
 */
import { test as base, expect, type Page } from '@playwright/test';

const expectedFailures = new WeakMap<Page, RegExp[]>();

/**
 * The journey provokes a refusal on purpose (a 4xx from these API paths): Chromium logs each as a
 * failed resource load, which is not an error of the page.
 */
export function allowFailedLoads(page: Page, ...paths: RegExp[]): void {
  expectedFailures.set(page, [...(expectedFailures.get(page) ?? []), ...paths]);
}

export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        const text = message.text();
        // A page answered 404 on purpose (unknown paths) is reported by Chromium as a failed load of the document itself.
        if (text.startsWith('Failed to load resource') && message.location().url === page.url()) return;
        const failedUrl = message.location().url;
        // The dashboard asks for the calendar's closed-day conflicts and reads a 404 as none: the
        // route comes with the calendar's server work (issue 22); until then Chromium logs the 404.
        if (text.startsWith('Failed to load resource') && failedUrl.endsWith('/api/admin/calendar/conflicts')) return;
        if (
          text.startsWith('Failed to load resource') &&
          (expectedFailures.get(page) ?? []).some((path) => path.test(new URL(failedUrl, page.url()).pathname))
        )
          return;
        if (message.type() === 'error' || /hydrat/i.test(text)) errors.push(`console.${message.type()}: ${text}`);
      });
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated the page (the entry script marks the document). */
export async function waitForHydration(page: import('@playwright/test').Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
