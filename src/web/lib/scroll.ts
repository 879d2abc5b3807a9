import { type PageLocation, useAfterNavigation } from './navigation';

/**
 * Navigation state asking the app not to scroll to the top (it does on every other location
 * change): a filter chip changes the address but the visitor stays where they are.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

export const keepsScroll = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;

/** The element an address's #fragment names, or null. */
export const hashTarget = (hash: string): HTMLElement | null =>
  hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;

/**
 * The page scrolls to the top on every navigation (storefront section 2), or to the named
 * section when the address has one (a header search lands on #products). It jumps: the
 * stylesheet's smooth scrolling is for in-page links, not for arriving on a new page. A change
 * made in place (a filter chip, `KEEP_SCROLL`) leaves the position alone, and so does the first
 * load: a scroll the visitor makes before the app has started is theirs (issue 20).
 */
export function useScrollOnNavigation(location: PageLocation): void {
  useAfterNavigation(location, ({ hash, state }) => {
    if (keepsScroll(state)) return;
    const target = hashTarget(hash);
    if (target) target.scrollIntoView({ behavior: 'instant', block: 'start' });
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  });
}
