import { useSyncExternalStore } from 'react';
import { focusedElement } from '@/web/lib/focus-return';
import { dismissToast } from '@/web/lib/toast-store';

/** Whether the cart drawer is open: one flag any component may flip (add, header button). */
let open = false;
/** What had the focus when the drawer opened (the header's cart button), to focus again on close. */
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

export function setCartDrawerOpen(next: boolean): void {
  if (next && !open) {
    opener = focusedElement();
    // An "Added to cart!" toast would sit over the drawer's total on a phone: the drawer says it all.
    dismissToast();
  }
  open = next;
  listeners.forEach((l) => l());
}

export function cartDrawerOpener(): HTMLElement | null {
  return opener;
}

export function useCartDrawerOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
