import { type ReactNode, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** True only after hydration, so browser-only pages render the same fallback on both sides first. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** Renders its children only in the browser: account, checkout and admin pages are never rendered on the server. */
export function ClientOnly({ children, fallback }: { children: () => ReactNode; fallback: ReactNode }) {
  return useHydrated() ? children() : fallback;
}
