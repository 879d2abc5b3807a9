import type { FeePlace } from '@/domain/delivery-fees';
import type { DeliveryDetails } from './delivery-details';

/**
 * Where the form says the order goes, as far as its delivery fee is concerned (issue 26): pickup,
 * or a delivery once its region is chosen; null while the fee cannot be known yet.
 */
export function feePlaceOf(details: Pick<DeliveryDetails, 'fulfilment' | 'city' | 'suburb'>): FeePlace | null {
  if (details.fulfilment === 'pickup') return { fulfilment: 'pickup', city: '', suburb: '' };
  const city = details.city.trim();
  return city ? { fulfilment: 'delivery', city, suburb: details.suburb.trim() } : null;
}

export const sameFeePlace = (a: FeePlace | null, b: FeePlace | null) =>
  a === b || (a !== null && b !== null && a.fulfilment === b.fulfilment && a.city === b.city && a.suburb === b.suburb);
