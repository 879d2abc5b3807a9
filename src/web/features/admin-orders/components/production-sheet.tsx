import { useId } from 'react';
import type { AdminProductionSheet } from '@/contracts/admin-orders';
import { formatLongDay, formatSlot } from '@/domain/dates';
import { slotStartMinutes } from '@/domain/delivery';
import { cn } from '@/web/lib/cn';

type ProductionOrder = AdminProductionSheet['orders'][number];

/** The day's orders grouped by slot, in the order the server gives (by slot time); no slot last. */
export function groupBySlot(orders: readonly ProductionOrder[]): { slot: string | null; orders: ProductionOrder[] }[] {
  const groups = new Map<string | null, ProductionOrder[]>();
  for (const order of orders) {
    const key = order.deliveryTime ?? null;
    groups.set(key, [...(groups.get(key) ?? []), order]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : slotStart(a) - slotStart(b)))
    .map(([slot, list]) => ({ slot, orders: list }));
}

/** "9:00-11:00" → 540 (minutes), so 9:00 sorts before 11:00; a slot that is not a time sorts last. */
function slotStart(slot: string): number {
  const minutes = slotStartMinutes(slot);
  return Number.isNaN(minutes) ? Number.MAX_SAFE_INTEGER : minutes;
}

/**
 * The kitchen's production sheet for one day: totals to bake by product and size, then each order
 * by slot with its items, cake messages and special instructions. The same markup is shown on
 * screen and printed (black on white, no order split across pages).
 */
export function ProductionSheet({ sheet, headingLevel = 2 }: { sheet: AdminProductionSheet; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const id = useId();
  const totalPieces = sheet.totals.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <div className="production-sheet flex flex-col gap-6">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <H className="font-display text-h3 text-cocoa-900">Production for {formatLongDay(sheet.date)}</H>
        <p className="text-small text-cocoa-700">
          {sheet.orders.length} {sheet.orders.length === 1 ? 'order' : 'orders'} · {totalPieces}{' '}
          {totalPieces === 1 ? 'item' : 'items'} to bake
        </p>
      </header>

      {sheet.orders.length === 0 ? (
        <p className="rounded-xl bg-cream-100 px-4 py-6 text-center text-cocoa-700">No orders for this day.</p>
      ) : (
        <>
          <section aria-labelledby={`${id}-totals`} className="avoid-break flex flex-col gap-2">
            <Sub
              id={`${id}-totals`}
              className="font-sans text-small font-semibold tracking-wide text-cocoa-700 uppercase"
            >
              To bake
            </Sub>
            <table className="w-full border-collapse text-left text-small">
              <thead>
                <tr className="border-b-2 border-cocoa-800 text-caption text-cocoa-700">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Product
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Size
                  </th>
                  <th scope="col" className="py-2 pl-3 text-right font-semibold">
                    Quantity
                  </th>
                </tr>
              </thead>
              <tbody>
                {sheet.totals.map((line) => (
                  <tr key={`${line.productName}|${line.size ?? ''}`} className="border-b border-border">
                    <td className="py-2 pr-3 font-medium text-cocoa-900">{line.productName}</td>
                    <td className="px-3 py-2 text-cocoa-700">{line.size || 'Standard'}</td>
                    <td className="py-2 pl-3 text-right text-base font-bold text-cocoa-950 tabular-nums">
                      {line.quantity}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>

          <section aria-labelledby={`${id}-orders`} className="flex flex-col gap-4">
            <Sub
              id={`${id}-orders`}
              className="font-sans text-small font-semibold tracking-wide text-cocoa-700 uppercase"
            >
              Orders by slot
            </Sub>
            {groupBySlot(sheet.orders).map((group) => (
              <div key={group.slot ?? 'none'} className="flex flex-col gap-3">
                <p className="avoid-break-after border-b border-cocoa-300 pb-1 font-semibold text-cocoa-900 tabular-nums">
                  {group.slot ? formatSlot(group.slot) : 'No time chosen'}
                </p>
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
                          {order.fulfilment === 'pickup' ? 'Pickup' : 'Delivery'}
                        </span>
                      </div>
                      {order.fulfilment === 'delivery' && order.deliveryAddress ? (
                        <p className="mt-1 text-caption text-cocoa-700">{order.deliveryAddress}</p>
                      ) : null}
                      <ul className="mt-3 flex flex-col gap-1.5 text-small">
                        {order.items.map((item, index) => (
                          <li key={`${item.productName}-${index}`}>
                            <span className="font-semibold tabular-nums">{item.quantity} ×</span> {item.productName}
                            {item.size ? <span className="text-cocoa-700"> ({item.size})</span> : null}
                            {item.message ? (
                              <span className="mt-0.5 block pl-6 text-cocoa-800 italic">
                                Cake message: “{item.message}”
                              </span>
                            ) : null}
                          </li>
                        ))}
                      </ul>
                      {order.specialInstructions?.trim() ? (
                        <p className="mt-3 rounded-lg bg-cream-100 px-3 py-2 text-small whitespace-pre-wrap text-cocoa-800">
                          <span className="font-semibold">Instructions: </span>
                          {order.specialInstructions}
                        </p>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        </>
      )}
    </div>
  );
}
