import { Printer } from 'lucide-react';
import { AllergyFlag, ItemContains } from '@/web/components/allergens/allergy-parts';
import type { AdminProductionOrder } from '@/contracts/admin-orders';
import type { KitchenDayMinutes } from '@/contracts/kitchen-capacity';
import { KitchenMinutesMeter } from '@/web/components/kitchen/kitchen-minutes-meter';
import { slotStartMinutes } from '@/domain/delivery';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { TOUCH_HEIGHT } from '@/web/lib/touch-target';
import { fulfilmentLabel, ItemLine, pieces, slotLabel, telHref } from './production-parts';

/** The day's orders grouped by slot, in the order the server gives (by slot time); no slot last. */
export function groupBySlot(
  orders: readonly AdminProductionOrder[],
): { slot: string | null; orders: AdminProductionOrder[] }[] {
  const groups = new Map<string | null, AdminProductionOrder[]>();
  for (const order of orders) {
    const key = order.deliveryTime ?? null;
    groups.set(key, [...(groups.get(key) ?? []), order]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : slotStart(a) - slotStart(b)))
    .map(([slot, list]) => ({ slot, orders: list }));
}

function SlotMinutes({ kitchen, slot }: { kitchen?: KitchenDayMinutes; slot: string | null }) {
  const use = slot === null ? undefined : kitchen?.slots.find((entry) => entry.time === slot);
  return use ? <KitchenMinutesMeter use={use} label={slotLabel(slot)} /> : null;
}

/** "9:00-11:00" → 540 (minutes), so 9:00 sorts before 11:00; a slot that is not a time sorts last. */
function slotStart(slot: string): number {
  const minutes = slotStartMinutes(slot);
  return Number.isNaN(minutes) ? Number.MAX_SAFE_INTEGER : minutes;
}

/**
 * Each order by slot: number, name, phone, fulfilment, items with sizes and cake messages, and
 * instructions. On screen each has a "Print docket" button (`onPrintDocket`); the printed sheet has none.
 */
export function ProductionOrders({
  orders,
  kitchen,
  headingId,
  onPrintDocket,
}: {
  orders: readonly AdminProductionOrder[];
  /** Kitchen minutes used against capacity per slot (issue 23); a slot without a row shows none. */
  kitchen?: KitchenDayMinutes;
  headingId: string;
  onPrintDocket?: (orderId: string) => void;
}) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h3
        id={headingId}
        className="keep-with-next font-sans text-small font-semibold tracking-wide text-cocoa-700 uppercase"
      >
        Orders by slot
      </h3>
      {groupBySlot(orders).map((group) => (
        <div key={group.slot ?? 'none'} className="flex flex-col gap-3">
          <h4 className="keep-with-next flex flex-wrap items-baseline justify-between gap-x-3 border-b border-cocoa-300 pb-1 font-semibold text-cocoa-900 tabular-nums">
            {slotLabel(group.slot)}
            <SlotMinutes kitchen={kitchen} slot={group.slot} />
          </h4>
          <ul className="flex flex-col gap-3">
            {group.orders.map((order) => (
              <li
                key={order.orderId}
                data-order-id={order.orderId}
                className="avoid-break rounded-xl border border-border bg-card p-4"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <span className="font-semibold text-cocoa-950">
                    #{order.orderNumber} · {order.customerName}
                  </span>
                  <span
                    className={cn(
                      'rounded-full border px-2 py-0.5 text-caption font-semibold',
                      order.fulfilment === 'pickup'
                        ? 'border-saffron-300 text-saffron-900'
                        : 'border-cocoa-300 text-cocoa-800',
                    )}
                  >
                    {fulfilmentLabel(order.fulfilment)}
                  </span>
                </div>
                <p className="mt-1 flex flex-wrap gap-x-4 text-small text-cocoa-800">
                  {order.phone ? (
                    <a
                      href={telHref(order.phone)}
                      className="font-medium text-saffron-900 underline underline-offset-2 tabular-nums"
                    >
                      {order.phone}
                    </a>
                  ) : (
                    <span className="text-cocoa-700">No phone given</span>
                  )}
                  <span className="text-cocoa-700 tabular-nums">{pieces(order.itemCount)}</span>
                  {order.fulfilment === 'delivery' && order.deliveryAddress ? (
                    <span className="text-cocoa-700">{order.deliveryAddress}</span>
                  ) : null}
                </p>
                {order.allergyNoted ? <AllergyFlag className="mt-3" /> : null}
                <ul className="mt-3 flex flex-col gap-1.5 text-small">
                  {order.items.map((item, index) => (
                    <li key={`${item.productName}-${index}`}>
                      <ItemLine item={item} />
                      <ItemContains allergens={item.allergens} className="pl-6" />
                      {item.message ? (
                        <span className="mt-0.5 block pl-6 break-words text-cocoa-800 italic">
                          Cake message: “{item.message}”
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ul>
                {order.specialInstructions?.trim() ? (
                  <p className="mt-3 rounded-lg bg-cream-100 px-3 py-2 text-small break-words whitespace-pre-wrap text-cocoa-800">
                    <span className="font-semibold">Instructions: </span>
                    {order.specialInstructions}
                  </p>
                ) : null}
                {onPrintDocket ? (
                  <div className="mt-3 flex justify-end">
                    <Button
                      variant="outline"
                      size="sm"
                      className={TOUCH_HEIGHT}
                      aria-label={`Print docket for order #${order.orderNumber}`}
                      onClick={() => onPrintDocket(order.orderId)}
                    >
                      <Printer aria-hidden="true" />
                      Print docket
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
