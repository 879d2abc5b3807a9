import { useSyncExternalStore } from 'react';

/** Whether the cart drawer is open: one flag any component may flip (add, header button). */
let open = false;
const listeners = new Set<() => void>();

export function setCartDrawerOpen(next: boolean): void {
  open = next;
  listeners.forEach((l) => l());
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
