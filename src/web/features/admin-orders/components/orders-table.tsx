import { formatDollars } from '@/domain/money';
import { Eye } from 'lucide-react';
import type { AdminOrder } from '@/contracts/admin-orders';
import { Button } from '@/web/components/ui/button';
import { formatDelivery, formatOrderDate, orderIdLabel } from '../order-list';
import { StatusSelect } from './status-select';
import { TOUCH_HEIGHT } from '@/web/lib/touch-target';

/**
 * The 'Customer Orders' table. On a tablet or phone it scrolls sideways inside its card, with the
 * order id column kept in view.
 */
export function OrdersTable({
  orders,
  onView,
}: {
  orders: readonly AdminOrder[];
  onView: (order: AdminOrder) => void;
}) {
  return (
    <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label="Customer orders, scrolls sideways">
      <table className="w-full min-w-[860px] border-collapse text-left text-small">
        <thead>
          <tr className="border-b border-border bg-cream-100/70 text-caption tracking-wide text-cocoa-700 uppercase">
            <th scope="col" className="sticky left-0 z-10 bg-cream-100 px-4 py-3 font-semibold whitespace-nowrap">
              Order ID
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Customer
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Total
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Date
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Delivery
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr
              key={order.id}
              data-order-id={order.id}
              className="border-b border-border/70 align-middle transition-colors last:border-b-0 hover:bg-cream-50"
            >
              <th
                scope="row"
                className="sticky left-0 z-10 bg-card px-4 py-3 font-semibold text-cocoa-900 tabular-nums"
              >
                {orderIdLabel(order)}
              </th>
              <td className="max-w-64 px-4 py-3">
                <span className="block truncate font-medium text-cocoa-900">{order.customerName}</span>
                <span className="block truncate text-caption text-muted-foreground">{order.customerEmail}</span>
              </td>
              <td className="px-4 py-3">
                <StatusSelect order={order} />
              </td>
              <td className="px-4 py-3 text-right font-semibold text-cocoa-900 tabular-nums">
                {formatDollars(order.totalAmount)}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-cocoa-700">{formatOrderDate(order.createdAt)}</td>
              <td className="px-4 py-3 whitespace-nowrap text-cocoa-700">{formatDelivery(order)}</td>
              <td className="px-4 py-3 text-right">
                <Button
                  variant="outline"
                  size="sm"
                  className={TOUCH_HEIGHT}
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
