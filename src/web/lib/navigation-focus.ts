import { useEffect, useRef } from 'react';
import { type PageLocation, useAfterNavigation } from './navigation';
import { hashTarget, keepsScroll } from './scroll';

/** Focuses an element by script without scrolling to it (scrolling is the navigation's to decide). */
function focusQuietly(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * Gives the focus to the page just navigated to: the section its address names, else its main
 * heading, else the main landmark until the heading arrives (a page whose chunk or data is still
 * loading), unless the visitor has moved the focus by then. Returns what stops that watch.
 */
function focusNewPage(hash: string): (() => void) | null {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return null;
  const start = hashTarget(hash) ?? main.querySelector<HTMLElement>('h1');
  if (start) {
    focusQuietly(start);
    return null;
  }
  focusQuietly(main);
  const observer = new MutationObserver(() => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return;
    observer.disconnect();
    if (document.activeElement === main || document.activeElement === document.body) focusQuietly(heading);
  });
  observer.observe(main, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * On every client-side navigation (never on the first load) the focus moves to the new page, so
 * a keyboard user's next Tab lands in it, not on the footer below the link they followed, and a
 * screen reader announces where they are (issue 20). A change made in place (`KEEP_SCROLL`, a
 * filter chip) leaves the focus where it is.
 */
export function useFocusOnNavigation(location: PageLocation): void {
  const stopWatching = useRef<(() => void) | null>(null);
  useEffect(() => () => stopWatching.current?.(), []);
  useAfterNavigation(location, ({ hash, state }) => {
    stopWatching.current?.();
    stopWatching.current = keepsScroll(state) ? null : focusNewPage(hash);
  });
}
