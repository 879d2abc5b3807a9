import { useCallback, useSyncExternalStore } from 'react';
import { toast } from '@/web/lib/toast-store';

/** The wishlist lives only in this browser's local storage; nothing is sent to the server. */
const STORAGE_KEY = 'wishlist';
const listeners = new Set<() => void>();
let cache: string | null = null;

function readRaw(): string {
  cache ??= localStorage.getItem(STORAGE_KEY) ?? '[]';
  return cache;
}

function readIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(readRaw());
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useWishlist(productId: string) {
  const saved = useSyncExternalStore(
    subscribe,
    () => readIds().includes(productId),
    () => false,
  );
  const toggle = useCallback(() => {
    const ids = readIds();
    const next = ids.includes(productId) ? ids.filter((id) => id !== productId) : [...ids, productId];
    cache = JSON.stringify(next);
    localStorage.setItem(STORAGE_KEY, cache);
    listeners.forEach((l) => l());
    toast({ title: next.includes(productId) ? 'Added to wishlist' : 'Removed from wishlist' });
  }, [productId]);
  return { saved, toggle };
}
