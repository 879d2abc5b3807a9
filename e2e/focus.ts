import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The keyboard journeys' checks: a visible focus at every Tab stop (storefront and admin). */

/** What a focus indicator can change: on the element, or on the card or row around it. */
const LOOK = ['outline-style', 'outline-width', 'outline-color', 'box-shadow', 'border-color', 'background-color'];

/**
 * Fails unless the focused element is on screen and looks different focused than not: its
 * outline, shadow, border or background, or those of up to three elements around it (a card's
 * ring, a search row's underline), change when the focus leaves it. The focus is then put back.
 */
export async function expectVisibleFocus(page: Page, stop: string): Promise<void> {
  // Asked again until it holds: a popover that has just opened may still be settling (its list
  // loading, its content re-rendered) at the first look, on a busy machine.
  let last = '';
  await expect
    .poll(
      async () => {
        const report = await measureFocus(page);
        last = report.what;
        return report.ok;
      },
      { message: `no visible focus at ${stop}` },
    )
    .toBe(true)
    .catch((error: Error) => {
      throw new Error(`no visible focus at ${stop}: ${last}\n${error.message}`);
    });
}

async function measureFocus(page: Page): Promise<{ ok: boolean; what: string }> {
  return page.evaluate(async (look) => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { ok: false, what: 'nothing has the focus' };
    const what = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)}"`;
    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return { ok: false, what: `${what} has no size on screen` };
    const chain: Element[] = [];
    for (let node: Element | null = element; node && chain.length < 4; node = node.parentElement) chain.push(node);
    const styles = () => chain.map((node) => look.map((p) => getComputedStyle(node).getPropertyValue(p)).join('|'));
    // Styles change over a transition (0.01 ms under reduced motion): measure a frame later.
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const focused = styles();
    // A date field's Tab stops are its parts, and focus() would go back to the first part: compare
    // it with an unfocused copy of itself instead of leaving it.
    if (element.matches('input[type="date"], input[type="time"]')) {
      const copy = element.cloneNode() as HTMLElement;
      copy.style.visibility = 'hidden';
      element.after(copy);
      const plain = look.map((p) => getComputedStyle(copy).getPropertyValue(p)).join('|');
      copy.remove();
      return { ok: plain !== focused[0], what };
    }
    element.blur();
    await frame();
    await frame();
    const unfocused = styles();
    element.focus({ preventScroll: true });
    const back = document.activeElement === element;
    return { ok: back && focused.join() !== unfocused.join(), what };
  }, LOOK);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking the focus indicator at every
 * stop on the way; fails after `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}): Promise<void> {
  await expect(target).toBeAttached();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page, `${back ? 'Shift+' : ''}Tab ${i + 1}`);
  }
  await expect(target, `reached within ${max} presses`).toBeFocused();
}
