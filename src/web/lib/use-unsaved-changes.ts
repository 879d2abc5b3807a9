/**
 * Warns before unsaved edits are lost (issue 20, Business Settings): closing or reloading the tab,
 * or typing another address, gets the browser's own "Leave site?" question (beforeunload); a
 * link inside the shop, and the browser's Back button, ask in the page first, and go on only
 * when told to.
 *
 * The app runs on a declarative <BrowserRouter>, where react-router's useBlocker is not available
 * (it needs a data router), so in-app links are caught here: a click on a same-origin link is held
 * in the capture phase, before the router's own handler sees it (decision record 0123). Back is
 * held by a history entry of the page's own (use-back-guard.ts, decision 0172).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBackGuard } from './use-back-guard';

/** The in-app address a click on this link would go to, or null when the browser should handle it alone. */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const here = window.location;
  // A link to this very page (or a #fragment of it) loses nothing.
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface UnsavedChangesGuard {
  /** The page is asking whether to leave (a held link, or Back). */
  asking: boolean;
  /** Where a held link would have gone, or null (nothing held, or Back was pressed). */
  pendingTarget: string | null;
  /** Stay and keep editing. */
  stay: () => void;
  /** Drop the edits and go where the admin was going. */
  leave: () => void;
}

export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const back = useBackGuard(dirty);
  const [pendingTarget, setPendingTarget] = useState<string | null>(null);
  /** "Leave without saving" was chosen: the browser is not asked again on the way out. */
  const released = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      const target = inAppTarget(event);
      if (target === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPendingTarget(target);
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);

  const { stay: stayAfterBack, leave: leaveBack, follow } = back;
  const stay = useCallback(() => {
    setPendingTarget(null);
    stayAfterBack();
  }, [stayAfterBack]);
  const leave = useCallback(() => {
    // Back to a page of another document (the admin came from elsewhere) unloads this one.
    released.current = true;
    if (pendingTarget !== null) follow(pendingTarget);
    else leaveBack();
    setPendingTarget(null);
  }, [follow, leaveBack, pendingTarget]);

  return { asking: back.asking || pendingTarget !== null, pendingTarget, stay, leave };
}
