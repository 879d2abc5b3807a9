import { useSyncExternalStore } from 'react';

/**
 * A tiny external store for toasts. `toast()` can be called from anywhere (event handlers,
 * mutations, non-React code); `<Toaster />` subscribes with useSyncExternalStore.
 * At most TOAST_LIMIT (1) toast exists at a time: a new toast replaces the current one.
 * The store starts empty, so server rendering never emits toast markup.
 */

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** false while the exit animation runs, before removal */
  open: boolean;
}

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** Time to let the exit animation play before a dismissed toast is removed. */
const TOAST_REMOVE_DELAY_MS = 300;

const EMPTY: readonly ToastItem[] = Object.freeze([]);

let toasts: readonly ToastItem[] = EMPTY;
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

function getServerToasts(): readonly ToastItem[] {
  return EMPTY;
}

/** Show a toast. Replaces any toast currently shown. */
export function toast({ title, description, variant = 'default' }: ToastOptions): {
  id: string;
  dismiss: () => void;
} {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const item: ToastItem = { id, title, variant, open: true };
  if (description !== undefined) item.description = description;
  emit([item, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Close a toast (plays its exit animation, then removes it). Without an id, closes all. */
export function dismissToast(id?: string): void {
  const targets = toasts.filter((t) => id === undefined || t.id === id);
  if (targets.length === 0) return;
  emit(toasts.map((t) => (targets.includes(t) ? { ...t, open: false } : t)));
  for (const t of targets) {
    if (removeTimers.has(t.id)) continue;
    removeTimers.set(
      t.id,
      setTimeout(() => {
        removeTimers.delete(t.id);
        if (toasts.some((x) => x.id === t.id)) emit(toasts.filter((x) => x.id !== t.id));
      }, TOAST_REMOVE_DELAY_MS),
    );
  }
}

/** Test helper: clears every toast immediately. */
export function resetToasts(): void {
  for (const timer of removeTimers.values()) clearTimeout(timer);
  removeTimers.clear();
  emit(EMPTY);
}

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
}
