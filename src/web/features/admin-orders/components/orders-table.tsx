import { formatDollars } from '@/domain/money';
import { Eye, Phone, Store, Truck } from 'lucide-react';
import type { AdminOrder } from '@/contracts/admin-orders';
import { formatScheduleDate, formatSlot } from '@/domain/dates';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { formatOrderDate, orderIdLabel } from '../order-list';
import { StatusSelect } from './status-select';
import { TOUCH_HEIGHT } from '@/web/lib/touch-target';

/**
 * Below 1536 px each row is a card laid out by grid areas (one table in the page, so a screen
 * reader and the tests read the same rows at every width): on a tablet two lines, number, customer,
 * due slot and total, then fulfilment, status, placed and View; on a phone four short lines. No
 * column is ever off-screen to the right (issue 22).
 */
const ROW = cn(
  'border-b border-border/70 align-middle transition-colors last:border-b-0 hover:bg-cream-50',
  'max-2xl:grid max-2xl:items-center max-2xl:gap-x-3 max-2xl:gap-y-2 max-2xl:px-4 max-2xl:py-3',
  "max-2xl:grid-cols-[minmax(0,1fr)_auto] max-2xl:[grid-template-areas:'id_total'_'who_who'_'due_fulfil'_'status_view']",
  "md:max-2xl:grid-cols-[5.5rem_minmax(0,1.3fr)_minmax(0,1fr)_auto] md:max-2xl:[grid-template-areas:'id_who_due_total'_'fulfil_status_placed_view']",
);
const CELL = '2xl:px-4 2xl:py-3';

function FulfilmentBadge({ fulfilment }: { fulfilment: AdminOrder['fulfilment'] }) {
  const pickup = fulfilment === 'pickup';
  const Icon = pickup ? Store : Truck;
  return (
    <span
      data-fulfilment={fulfilment}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-caption font-semibold whitespace-nowrap',
        pickup ? 'bg-pistachio-100 text-pistachio-900' : 'bg-saffron-100 text-saffron-900',
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {pickup ? 'Pickup' : 'Delivery'}
    </span>
  );
}

/** The due day and slot on two lines, or N/A. */
function Due({ order }: { order: Pick<AdminOrder, 'deliveryDate' | 'deliveryTime'> }) {
  if (!order.deliveryDate) return <span className="text-muted-foreground">N/A</span>;
  return (
    <>
      <span className="block font-medium whitespace-nowrap text-cocoa-900">
        {formatScheduleDate(order.deliveryDate)}
      </span>
      {order.deliveryTime ? (
        <span className="block whitespace-nowrap text-cocoa-700 tabular-nums">{formatSlot(order.deliveryTime)}</span>
      ) : null}
    </>
  );
}

/** When it was placed: "Placed 28 Nov 2026, 6:11 am" on a card; day over time in the table's narrow column. */
function Placed({ createdAt }: { createdAt: string }) {
  const text = formatOrderDate(createdAt);
  const cut = text.lastIndexOf(', ');
  if (cut < 0) return <>{text}</>;
  return (
    <>
      <span className="2xl:hidden">Placed </span>
      <span className="whitespace-nowrap">{text.slice(0, cut)}</span>
      <span className="2xl:hidden">, </span>
      <span className="whitespace-nowrap 2xl:block">{text.slice(cut + 2)}</span>
    </>
  );
}

/** The 'Customer Orders' table (admin section 2) with the fulfilment column (issue 22). */
export function OrdersTable({
  orders,
  onView,
}: {
  orders: readonly AdminOrder[];
  onView: (order: AdminOrder) => void;
}) {
  return (
    <div className="relative 2xl:overflow-x-auto" tabIndex={0} role="region" aria-label="Customer orders">
      <table className="w-full border-collapse text-left text-small max-2xl:block">
        <thead className="max-2xl:sr-only">
          <tr className="border-b border-border bg-cream-100/70 text-caption tracking-wide text-cocoa-700 uppercase">
            <th scope="col" className="px-2.5 py-3 font-semibold whitespace-nowrap">
              Order ID
            </th>
            <th scope="col" className="px-2.5 py-3 font-semibold">
              Customer
            </th>
            <th scope="col" className="px-2.5 py-3 font-semibold">
              Status
            </th>
            <th scope="col" className="px-2.5 py-3 text-right font-semibold">
              Total
            </th>
            <th scope="col" className="px-2.5 py-3 font-semibold">
              Date
            </th>
            <th scope="col" className="px-2.5 py-3 font-semibold">
              Fulfilment
            </th>
            <th scope="col" className="px-2.5 py-3 font-semibold">
              Delivery
            </th>
            <th scope="col" className="px-2.5 py-3 text-right font-semibold">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="max-2xl:block">
          {orders.map((order) => (
            <tr key={order.id} data-order-id={order.id} className={ROW}>
              <th scope="row" className={cn(CELL, 'font-semibold text-cocoa-900 tabular-nums max-2xl:[grid-area:id]')}>
                {orderIdLabel(order)}
              </th>
              <td className={cn(CELL, 'min-w-0 2xl:max-w-64 max-2xl:[grid-area:who]')}>
                {/* A fixed width in the table: a long e-mail is cut with an ellipsis, not the table widened. */}
                <div className="min-w-0 2xl:w-40">
                  <span className="block truncate font-medium text-cocoa-900">{order.customerName}</span>
                  <span className="block truncate text-caption text-muted-foreground">{order.customerEmail}</span>
                  {order.deliveryPhone ? (
                    // Text, not a link: the list is for finding; the details and the board call.
                    <span className="flex items-center gap-1 text-caption text-cocoa-700 tabular-nums">
                      <Phone aria-hidden="true" className="size-3" />
                      {order.deliveryPhone}
                    </span>
                  ) : null}
                </div>
              </td>
              <td className={cn(CELL, 'max-2xl:[grid-area:status]')}>
                <StatusSelect order={order} />
              </td>
              <td
                className={cn(
                  CELL,
                  'text-right font-semibold text-cocoa-900 tabular-nums max-2xl:self-start max-2xl:[grid-area:total]',
                )}
              >
                {formatDollars(order.totalAmount)}
              </td>
              <td
                className={cn(
                  CELL,
                  'text-cocoa-700 max-2xl:hidden md:max-2xl:block md:max-2xl:[grid-area:placed] max-2xl:text-caption',
                )}
              >
                <Placed createdAt={order.createdAt} />
              </td>
              <td
                className={cn(
                  CELL,
                  'max-2xl:justify-self-end md:max-2xl:justify-self-start max-2xl:[grid-area:fulfil]',
                )}
              >
                <FulfilmentBadge fulfilment={order.fulfilment} />
              </td>
              <td className={cn(CELL, 'max-2xl:[grid-area:due]')}>
                <Due order={order} />
              </td>
              <td className={cn(CELL, 'text-right max-2xl:[grid-area:view]')}>
                <Button
                  variant="outline"
                  size="sm"
                  className={cn(TOUCH_HEIGHT, 'max-2xl:min-h-11')}
                  onClick={() => onView(order)}
                  aria-label={`View order ${orderIdLabel(order)}`}
                >
                  <Eye aria-hidden="true" />
                  View
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
