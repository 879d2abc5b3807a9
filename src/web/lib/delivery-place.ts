import type { FeePlace } from '@/domain/delivery-fees';

const KEY = 'saffron.delivery-place';

/**
 * The cart drawer's "Delivering to" choice (issue 26), kept for this tab so the checkout form
 * opens on the same place and the fee the drawer showed is the fee the form shows. Session
 * storage: a choice is for this visit's order, not for the next visit.
 */
export function rememberDeliveryPlace(place: FeePlace | null): void {
  try {
    if (place) window.sessionStorage.setItem(KEY, JSON.stringify(place));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode, full): the checkout form just opens empty, as before.
  }
}

/** The place chosen in the drawer this visit, or null (none, no storage, or not a place). */
export function rememberedDeliveryPlace(): FeePlace | null {
  try {
    const raw = typeof window === 'undefined' ? null : window.sessionStorage.getItem(KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (!value || typeof value !== 'object') return null;
    const { fulfilment, city, suburb } = value as Record<string, unknown>;
    if (
      (fulfilment !== 'delivery' && fulfilment !== 'pickup') ||
      typeof city !== 'string' ||
      typeof suburb !== 'string'
    )
      return null;
    return { fulfilment, city, suburb };
  } catch {
    return null;
  }
}
