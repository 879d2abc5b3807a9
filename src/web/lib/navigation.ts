import { useEffect, useEffectEvent, useRef } from 'react';

/** A location as the navigation effects read it (react-router's `Location`, or any like it). */
export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

const addressOf = ({ pathname, search, hash }: PageLocation) => `${pathname}${search}${hash}`;

/**
 * Runs `onNavigate` after each client-side change of address has rendered, and never for the
 * first one: the page as the server sent it and the browser hydrated it is no navigation, and
 * the visitor may already be scrolling or tabbing through it (issue 20). The address is
 * compared with the last one seen, so an effect run again for the same address does nothing.
 */
export function useAfterNavigation(location: PageLocation, onNavigate: (location: PageLocation) => void): void {
  const address = addressOf(location);
  const seen = useRef(address);
  const navigated = useEffectEvent(() => onNavigate(location));
  useEffect(() => {
    if (address === seen.current) return;
    seen.current = address;
    navigated();
  }, [address]);
}
