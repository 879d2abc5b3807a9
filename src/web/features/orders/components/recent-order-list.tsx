import type { StoreOrder } from '@/contracts/checkout';
import { formatCurrency, parseMoney } from '@/domain/money';
import { formatPlacedAt, orderLabel } from '../order-format';
import { OrderStatusBadge } from '@/web/components/ui/order-status-badge';

function itemCount(items: readonly { quantity: number }[]): string {
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The dashboard's latest orders, one line each: label, when, how many items, status and total. */
export function RecentOrderList({ orders }: { orders: StoreOrder[] }) {
  return (
    <ul className="flex flex-col divide-y divide-border">
      {orders.map((order) => (
        <li
          key={order.id}
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3.5 first:pt-0 last:pb-0"
        >
          <div className="min-w-0">
            <p className="font-semibold text-cocoa-900">Order {orderLabel(order)}</p>
            <p className="text-caption text-muted-foreground">
              <time dateTime={order.createdAt}>{formatPlacedAt(order.createdAt)}</time>
              {' · '}
              {itemCount(order.items)}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <OrderStatusBadge status={order.status} />
            <span className="min-w-16 text-right font-semibold text-cocoa-900 tabular-nums">
              {formatCurrency(parseMoney(order.totalAmount))}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
