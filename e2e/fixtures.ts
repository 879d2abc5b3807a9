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

/**
 * Runs in every page before its scripts: keeps the title and description of every toast the page
 * shows, in order, in `window.__toastsSeen` (a toast whose words change is kept again). A toast lives
 * five seconds; on a loaded machine a look at the screen can come after it has gone, so journeys
 * read what was shown (`expectToast`), each expectation taking one toast.
 */
function recordToasts() {
  // Once per page, however many of the hooks below added this script.
  if ((window as unknown as { __toastsSeen?: unknown }).__toastsSeen) return;
  const seen: Array<{ title: string; description: string; taken: boolean }> = [];
  const shown = new WeakMap<Element, string>();
  (window as unknown as { __toastsSeen: typeof seen }).__toastsSeen = seen;
  const text = (root: Element, slot: string) => root.querySelector(`[data-slot="${slot}"]`)?.textContent?.trim() ?? '';
  new MutationObserver(() => {
    for (const toast of document.querySelectorAll('[role="region"][aria-label^="Notifications"] li')) {
      const title = text(toast, 'toast-title');
      const description = text(toast, 'toast-description');
      const key = `${title}\u0000${description}`;
      if (title && shown.get(toast) !== key) {
        shown.set(toast, key);
        seen.push({ title, description, taken: false });
      }
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

export const test = base.extend<{ pageErrors: string[] }, { toastsInEveryContext: void }>({
  // Every page records its toasts: those of the test's own context, and of the contexts and pages
  // a journey opens itself (another customer, the owner) through the browser.
  context: async ({ context }, use) => {
    await context.addInitScript(recordToasts);
    await use(context);
  },
  toastsInEveryContext: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        await context.addInitScript(recordToasts);
        return context;
      };
      browser.newPage = async (...args) => {
        const page = await newPage(...args);
        await page.addInitScript(recordToasts);
        return page;
      };
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        const text = message.text();
        // A page answered 404 on purpose (unknown paths) is reported by Chromium as a failed load of the document itself.
        if (text.startsWith('Failed to load resource') && message.location().url === page.url()) return;
        const failedUrl = message.location().url;
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
