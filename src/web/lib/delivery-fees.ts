import { useMemo } from 'react';
import type { StoreDeliveryFees } from '@/contracts/delivery-fees';
import { type DeliveryFees, NO_DELIVERY_FEES } from '@/domain/delivery-fees';
import { parseMoney } from '@/domain/money';
import { useBusinessSettings } from './get-business-settings';

/**
 * The shop's delivery fees (issue 26) from the business settings every page already has: the
 * drawer, the checkout, the banner and the delivery page all read the same ones the server charges.
 * No fees until the settings load (or from an older answer), as a shop that never set any.
 */
export function useDeliveryFees(): DeliveryFees {
  const { data } = useBusinessSettings();
  const stored = data?.deliveryFees;
  return useMemo(() => (stored ? fromStoreDeliveryFees(stored) : NO_DELIVERY_FEES), [stored]);
}

/**
 * The wire's money strings as the domain's cents. Here, not beside the schema in contracts: the
 * header reads the fees on every page, and importing the contract would bring zod into the
 * storefront's first load (bundle budget F1).
 */
const fromStoreDeliveryFees = (fees: StoreDeliveryFees): DeliveryFees => ({
  baseFeeCents: parseMoney(fees.baseFee),
  freeOverCents: fees.freeOver === null ? null : parseMoney(fees.freeOver),
  zones: fees.zones.map((zone) => ({ region: zone.region, suburb: zone.suburb, feeCents: parseMoney(zone.fee) })),
});
