import { useId } from 'react';
import type { AdminProductionSheet } from '@/contracts/admin-orders';
import { formatLongDay } from '@/domain/dates';
import { KitchenMinutesMeter } from '@/web/components/kitchen/kitchen-minutes-meter';
import { ProductionCakeMessages } from './production-messages';
import { ProductionOrders } from './production-orders';
import { ProductionTotals } from './production-totals';

export { groupBySlot } from './production-orders';

/**
 * The kitchen's production sheet for one day: totals to bake by category with tick boxes, the
 * decorator's cake messages, then each order by slot with phone, items, messages and instructions.
 * The same markup is shown on screen and printed (black on white, no group split across pages).
 */
export function ProductionSheet({
  sheet,
  onPrintDocket,
}: {
  sheet: AdminProductionSheet;
  /** On screen: each order gets a "Print docket" button. */
  onPrintDocket?: (orderId: string) => void;
}) {
  const id = useId();
  const totalPieces = sheet.groups.reduce((sum, group) => sum + group.quantity, 0);
  const messages = sheet.cakeMessages.length;
  return (
    <div className="production-sheet flex flex-col gap-8">
      <header className="keep-with-next flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-display text-h3 text-cocoa-900">Production for {formatLongDay(sheet.date)}</h2>
        <p className="text-small text-cocoa-700">
          {sheet.orders.length} {sheet.orders.length === 1 ? 'order' : 'orders'} · {totalPieces}{' '}
          {totalPieces === 1 ? 'item' : 'items'} to bake
          {messages ? ` · ${messages} ${messages === 1 ? 'cake message' : 'cake messages'}` : ''}
        </p>
        <KitchenMinutesMeter use={sheet.kitchen.day} label="the day" className="basis-full sm:justify-end" />
      </header>

      {sheet.orders.length === 0 ? (
        <p className="rounded-xl bg-cream-100 px-4 py-6 text-center text-cocoa-700">No orders for this day.</p>
      ) : (
        <>
          <ProductionTotals groups={sheet.groups} headingId={`${id}-totals`} />
          {messages ? <ProductionCakeMessages messages={sheet.cakeMessages} headingId={`${id}-messages`} /> : null}
          <ProductionOrders
            orders={sheet.orders}
            kitchen={sheet.kitchen}
            headingId={`${id}-orders`}
            onPrintDocket={onPrintDocket}
          />
        </>
      )}
    </div>
  );
}
