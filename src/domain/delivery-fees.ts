/**
 * Delivery fees by zone (issue 26, decision 0210): a fee for a suburb, else for its region, else
 * the base fee of the delivery area; none at all from the free-over threshold up (compared with the
 * cart's subtotal, before any reward, so the drawer and the checkout agree). A shop that never set
 * fees charges nothing, as the checkout's "Free Delivery on all orders within Auckland" says.
 * Where the bakery delivers at all stays the delivery area's rule (delivery-area.ts).
 */
import { type Cents, formatCurrency } from './money';
import { foldPlaceName, regionCodeOf } from './nz-region-names';

export interface DeliveryFeeZone {
  /** A region's name (as the place list spells it). */
  region: string;
  /** One suburb of that region, or null for the whole region. */
  suburb: string | null;
  feeCents: Cents;
}

export interface DeliveryFees {
  /** Anywhere in the delivery area that no zone names. */
  baseFeeCents: Cents;
  /** From this cart subtotal up, delivery is free; null: never free. */
  freeOverCents: Cents | null;
  zones: readonly DeliveryFeeZone[];
}

/** No fee anywhere: a shop that has not set fees behaves as it always did. */
export const NO_DELIVERY_FEES: DeliveryFees = { baseFeeCents: 0, freeOverCents: null, zones: [] };

/**
 * What the fees editor starts from when an owner first switches fees on: the delivery page's
 * standard fee and its free-over threshold (the spec's $8.50 and $50; decision 0210).
 */
export const SUGGESTED_DELIVERY_FEES: DeliveryFees = { baseFeeCents: 850, freeOverCents: 5000, zones: [] };

/** Where an order goes, as far as its fee is concerned. */
export interface FeePlace {
  fulfilment: 'delivery' | 'pickup';
  /** The region (the checkout's `city`). */
  city: string;
  suburb: string;
}

const sameRegion = (a: string, b: string) => {
  const code = regionCodeOf(a);
  return Boolean(code && code === regionCodeOf(b));
};

/** The zone whose fee applies to an address: its suburb's first, else its region's; null for the base fee. */
export function zoneFor(fees: DeliveryFees, place: { city: string; suburb: string }): DeliveryFeeZone | null {
  const inRegion = fees.zones.filter((zone) => sameRegion(zone.region, place.city));
  const suburb = foldPlaceName(place.suburb);
  return (
    (suburb && inRegion.find((zone) => zone.suburb !== null && foldPlaceName(zone.suburb) === suburb)) ||
    inRegion.find((zone) => zone.suburb === null) ||
    null
  );
}

/** True when the cart's subtotal reaches the free-over threshold. */
export const deliveryIsFree = (fees: DeliveryFees, subtotalCents: Cents) =>
  fees.freeOverCents !== null && subtotalCents >= fees.freeOverCents;

/** The fee the server charges: nothing for pickup or from the threshold up. */
export function deliveryFeeCents(fees: DeliveryFees, place: FeePlace | null, subtotalCents: Cents): Cents {
  if (!place || place.fulfilment === 'pickup' || deliveryIsFree(fees, subtotalCents)) return 0;
  return (zoneFor(fees, place) ?? { feeCents: fees.baseFeeCents }).feeCents;
}

/** True when any delivery can cost something. */
export const chargesDelivery = (fees: DeliveryFees) =>
  fees.baseFeeCents > 0 || fees.zones.some((zone) => zone.feeCents > 0);

/**
 * The fee before an address is known: exact when every zone costs the same (or it is free),
 * else the lowest ("from $x").
 */
export function deliveryFeeEstimate(fees: DeliveryFees, subtotalCents: Cents): { cents: Cents; exact: boolean } {
  if (deliveryIsFree(fees, subtotalCents)) return { cents: 0, exact: true };
  const all = [fees.baseFeeCents, ...fees.zones.map((zone) => zone.feeCents)];
  const lowest = Math.min(...all);
  return { cents: lowest, exact: all.every((fee) => fee === lowest) };
}

/** "Free" or "$8.50": how a fee reads in the drawer, the summary and the e-mail. */
export const feeLabel = (cents: Cents) => (cents === 0 ? 'Free' : formatCurrency(cents));

/** "Ponsonby, Auckland" or "Auckland": a zone as the delivery page and the editor name it. */
export const zoneName = (zone: Pick<DeliveryFeeZone, 'region' | 'suburb'>) =>
  zone.suburb ? `${zone.suburb}, ${zone.region}` : zone.region;

// eslint-disable-next-line security/detect-unsafe-regex -- one optional group of fixed length after digits: linear time
const FREE_OVER_PHRASE = /free delivery over \$\d+(?:\.\d{2})?/i;

/**
 * The banner's words with its free-delivery promise made true (issue 26): the threshold when one is
 * set, "Delivery from $x" when fees are charged with none; the staff's own words otherwise.
 */
export function bannerText(text: string, fees: DeliveryFees): string {
  if (!chargesDelivery(fees) || !FREE_OVER_PHRASE.test(text)) return text;
  const promise =
    fees.freeOverCents !== null
      ? `Free delivery over ${formatCurrency(fees.freeOverCents)}`
      : `Delivery from ${formatCurrency(deliveryFeeEstimate(fees, 0).cents)}`;
  return text.replace(FREE_OVER_PHRASE, promise);
}
