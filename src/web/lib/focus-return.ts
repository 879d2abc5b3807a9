/**
 * Dialogs opened from a store (cart drawer, quick view) have no Radix trigger, so Radix would
 * drop the focus on <body> when they close. These helpers give it back to what opened them.
 */

/** The element that has the focus now (null on the server or when nothing has it). */
export function focusedElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** An `onCloseAutoFocus` handler: focuses `element` again when it is still on the page. */
export function returnFocusTo(element: HTMLElement | null): (event: Event) => void {
  return (event) => {
    if (!element?.isConnected) return;
    event.preventDefault();
    element.focus();
  };
}

/**
 * A ref callback that focuses its element when it mounts (give the element tabIndex={-1}): the
 * heading of a page reached by an action, such as the confirmation after paying, so keyboard
 * and screen-reader users start there instead of on the button that no longer exists.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
