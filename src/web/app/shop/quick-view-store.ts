import { useSyncExternalStore } from 'react';
import type { StoreProduct } from '@/contracts/catalog';
import { focusedElement } from '@/web/lib/focus-return';

let selected: StoreProduct | null = null;
/** The card's quick-view button, focused again when the dialog closes. */
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

/** Opens the quick view for a product (null closes it). */
export function openQuickView(product: StoreProduct | null): void {
  if (product && !selected) opener = focusedElement();
  selected = product;
  listeners.forEach((l) => l());
}

export const quickViewOpener = () => opener;

export function useQuickViewProduct(): StoreProduct | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => selected,
    () => null,
  );
}
