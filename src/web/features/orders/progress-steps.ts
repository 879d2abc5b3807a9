import type { StoreOrder } from '@/contracts/checkout';
import { formatLongDay, formatSlotDay, isAucklandToday } from '@/domain/dates';

export type StepState = 'done' | 'current' | 'pending';

/** The last line: the order's own next step once baked (decision 0153), or both ways while it is not known. */
function readyLabel(order: StoreOrder | undefined): string {
  if (order?.fulfilment === 'pickup') return 'Ready to collect';
  if (order?.fulfilment === 'delivery') return 'Out for delivery';
  return 'Ready for pickup/delivery';
}

/**
 * The four progress lines. An order for a later day is not being baked yet: its lines speak of the
 * chosen slot instead of "our bakers are on it now".
 */
export function progressSteps(order: StoreOrder | undefined): { label: string; state: StepState; note: string }[] {
  const later = order?.deliveryDate && !isAucklandToday(order.deliveryDate) ? order.deliveryDate : null;
  const slot = order?.deliveryDate ? formatSlotDay(order.deliveryDate, order.deliveryTime) : null;
  return [
    { label: 'Payment processed', state: 'done', note: 'Your payment was received securely' },
    { label: 'Order sent to kitchen', state: 'done', note: 'The kitchen has your order' },
    later
      ? { label: 'Preparation in progress', state: 'pending', note: `Baked fresh for ${formatLongDay(later)}` }
      : { label: 'Preparation in progress', state: 'current', note: 'Our bakers are on it now' },
    {
      label: readyLabel(order),
      state: 'pending',
      // A pickup's customer is e-mailed when it is ready to collect (status-emails.ts).
      note:
        slot ??
        (order?.fulfilment === 'pickup' ? "We'll e-mail you when it's ready" : "We'll call you when it's ready"),
    },
  ];
}
