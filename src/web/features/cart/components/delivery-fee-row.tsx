import { useId } from 'react';
import {
  chargesDelivery,
  type DeliveryFees,
  deliveryFeeCents,
  deliveryFeeEstimate,
  type FeePlace,
  feeLabel,
  zoneName,
} from '@/domain/delivery-fees';
import { formatCurrency } from '@/domain/money';

/** What the drawer's "Delivering to" list offers: each zone, the rest of the area, or pickup. */
export type DeliveryChoice = '' | 'pickup' | 'elsewhere' | `zone:${number}`;

/** The place a choice stands for, to price it exactly as the server will; null while none is chosen. */
export function placeOfChoice(fees: DeliveryFees, choice: DeliveryChoice): FeePlace | null {
  if (choice === 'pickup') return { fulfilment: 'pickup', city: '', suburb: '' };
  if (choice === 'elsewhere') return { fulfilment: 'delivery', city: '', suburb: '' };
  if (!choice) return null;
  const zone = fees.zones[Number(choice.slice('zone:'.length))];
  return zone ? { fulfilment: 'delivery', city: zone.region, suburb: zone.suburb ?? '' } : null;
}

/** The drawer's choice for a place remembered from earlier this visit ('' when no choice matches it). */
export function choiceOfPlace(fees: DeliveryFees, place: FeePlace | null): DeliveryChoice {
  if (!place) return '';
  if (place.fulfilment === 'pickup') return 'pickup';
  if (!place.city) return 'elsewhere';
  const index = fees.zones.findIndex((zone) => zone.region === place.city && (zone.suburb ?? '') === place.suburb);
  return index >= 0 ? `zone:${index}` : '';
}

/**
 * The delivery fee in the drawer (issue 26), so no fee is first seen at payment: exact when it is
 * the same everywhere (or free from the threshold up), else "from $x" until the customer says
 * where the order goes. The fee is the domain's, the one the server charges.
 */
export function drawerDeliveryFee(
  fees: DeliveryFees,
  choice: DeliveryChoice,
  subtotalCents: number,
): { cents: number; exact: boolean } {
  const place = placeOfChoice(fees, choice);
  if (place) return { cents: deliveryFeeCents(fees, place, subtotalCents), exact: true };
  return deliveryFeeEstimate(fees, subtotalCents);
}

export interface DeliveryFeeRowProps {
  fees: DeliveryFees;
  subtotalCents: number;
  choice: DeliveryChoice;
  onChoice(choice: DeliveryChoice): void;
}

/** The drawer's delivery row; nothing at all while the shop charges no fee (checkout says free). */
export function DeliveryFeeRow({ fees, subtotalCents, choice, onChoice }: DeliveryFeeRowProps) {
  const id = useId();
  if (!chargesDelivery(fees)) return null;
  const fee = drawerDeliveryFee(fees, choice, subtotalCents);
  const estimate = deliveryFeeEstimate(fees, subtotalCents);
  const missing = fees.freeOverCents !== null && fee.cents > 0 ? fees.freeOverCents - subtotalCents : 0;
  return (
    <div className="mb-3 flex flex-col gap-2 border-b border-border pb-3 text-small">
      {estimate.exact ? null : (
        <div className="flex items-center justify-between gap-3">
          <label htmlFor={id} className="text-cocoa-700">
            Delivering to
          </label>
          <select
            id={id}
            value={choice}
            onChange={(event) => onChoice(event.target.value as DeliveryChoice)}
            className="h-9 max-w-[14rem] min-w-0 rounded-control border border-input bg-card px-2 text-small text-cocoa-900"
          >
            <option value="">Choose your area</option>
            {fees.zones.map((zone, index) => (
              <option key={zoneName(zone)} value={`zone:${index}`}>
                {zoneName(zone)}
              </option>
            ))}
            <option value="elsewhere">Elsewhere we deliver</option>
            <option value="pickup">Pickup in store</option>
          </select>
        </div>
      )}
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-cocoa-700">{choice === 'pickup' ? 'Pickup' : 'Delivery'}</span>
        <span
          className={fee.cents === 0 ? 'font-semibold text-pistachio-700' : 'text-cocoa-900 tabular-nums'}
          data-testid="cart-delivery-fee"
        >
          {fee.exact ? feeLabel(fee.cents) : `from ${formatCurrency(fee.cents)}`}
        </span>
      </div>
      {missing > 0 ? (
        <p className="text-caption text-muted-foreground">Add {formatCurrency(missing)} more for free delivery.</p>
      ) : null}
    </div>
  );
}
