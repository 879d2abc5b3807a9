/**
 * The checkout picker's sold-out days (issue 23, decision 0229), pure: a day on which a daily
 * batch product of the cart has none left is greyed with the reason, from the same answer the
 * product page's "Sold out for ..." notice reads (GET /api/availability): its `soldOutDays` names
 * every sold-out day the checkout could accept, each with the next day that has some. The server
 * still refuses a day that sold out since (409 SOLD_OUT naming the day when details are bound).
 */
import type { StoreProductAvailability } from '@/contracts/availability';
import type { MonthDay } from '@/domain/calendar';
import { formatBatchDay } from '@/domain/daily-batch';

export interface CartProduct {
  productId: string;
  productName: string;
}

/** The reason a day cannot be chosen for this cart's batches, or null when every product has some. */
export function soldOutReason(
  date: string,
  availability: readonly StoreProductAvailability[],
  cart: readonly CartProduct[],
): string | null {
  const names: string[] = [];
  let next: string | null = null;
  for (const product of availability) {
    const soldOut = product.soldOutDays.find((day) => day.date === date);
    if (!soldOut) continue;
    const { nextAvailable } = soldOut;
    const line = cart.find((l) => l.productId === product.productId);
    if (!line || names.includes(line.productName)) continue;
    names.push(line.productName);
    // With several products sold out, the day all of them have some again is the latest of theirs.
    if (nextAvailable && (next === null || nextAvailable > next)) next = nextAvailable;
  }
  if (names.length === 0) return null;
  const after = next ? `Next available ${formatBatchDay(next)}` : 'None left in the coming weeks';
  return `Sold out for ${formatBatchDay(date)}: ${names.join(', ')}. ${after}`;
}

/** The month's days with this cart's sold-out days greyed; days already closed keep their reason. */
export function withSoldOutDays(
  days: readonly MonthDay[],
  availability: readonly StoreProductAvailability[] | undefined,
  cart: readonly CartProduct[],
): MonthDay[] {
  if (!availability?.length || cart.length === 0) return [...days];
  return days.map((day) => {
    if (!day.available) return day;
    const reason = soldOutReason(day.date, availability, cart);
    return reason ? { ...day, available: false, reason, slots: [] } : day;
  });
}
