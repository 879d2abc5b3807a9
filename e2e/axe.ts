/**
 * The shop's accessibility gate in the journeys: every rule of WCAG 2.0, 2.1 and 2.2 at levels A
 * and AA, checked by axe on a page as it is at that moment (open dialogs and menus included).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * What axe finds on the page, one entry a rule: its id, impact and help, then each place it names
 * with axe's summary, so a failed `toEqual([])` says what and where.
 *
 * Legacy mode runs the whole scan in the page (its frames included). The default mode finishes
 * every scan in a new blank page that it loads with axe's 500 KB script again: about 40 % of a
 * scan's CPU, and the journeys run about 60 scans (decision 0245).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
  return results.violations.map((violation) =>
    [
      `${violation.id} (${violation.impact}): ${violation.help}`,
      ...violation.nodes.map(
        (node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`,
      ),
    ].join('\n'),
  );
}

/**
 * Fails the journey on any violation; `soft` lets it go on, so the later states of the page are
 * checked too and every failure is listed at the end.
 */
export async function expectNoAxeViolations(page: Page, state = '', { soft = false } = {}): Promise<void> {
  const found = await axeViolations(page);
  (soft ? expect.soft : expect)(found, `axe on ${page.url()} ${state}`.trimEnd()).toEqual([]);
}
