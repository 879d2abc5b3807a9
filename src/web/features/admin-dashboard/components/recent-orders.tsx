import { formatDollars } from '@/domain/money';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminAnalyticsRecentOrder } from '@/contracts/admin-analytics';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { formatPlaced, orderLabel } from '../format';
import { OrderStatusBadge } from '@/web/components/ui/order-status-badge';
import { TOUCH_HEIGHT } from '@/web/lib/touch-target';

/** The 5 newest orders; a new one appears here by itself (the live stream refreshes the figures). */
export function RecentOrders({ orders }: { orders: AdminAnalyticsRecentOrder[] }) {
  return (
    <Card>
      <CardHeader className="flex-row! items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle asChild>
            <h2>Recent Orders</h2>
          </CardTitle>
          <CardDescription>The five newest orders.</CardDescription>
        </div>
        <Link
          to="/admin/orders"
          className={`inline-flex shrink-0 items-center gap-1 text-small ${TOUCH_HEIGHT} font-semibold text-saffron-800 underline-offset-4 hover:underline`}
        >
          All orders <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </CardHeader>
      <CardContent>
        {orders.length === 0 ? (
          <p className="rounded-xl bg-cream-100 px-4 py-6 text-center text-muted-foreground">
            No orders yet. Orders will appear here when customers make purchases.
          </p>
        ) : (
          // A region that scrolls sideways on a phone: focusable and named, so a keyboard can scroll
          // it (the rows hold no link or button to focus; axe: scrollable-region-focusable).
          <div
            className="relative -mx-2 overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            tabIndex={0}
            role="region"
            aria-label="Recent orders, scrolls sideways"
          >
            <table className="w-full text-left text-small" data-testid="recent-orders">
              <caption className="sr-only">The five newest orders</caption>
              <thead className="text-caption text-muted-foreground">
                <tr>
                  <th scope="col" className="px-2 pb-2 font-semibold">
                    Order
                  </th>
                  <th scope="col" className="px-2 pb-2 font-semibold">
                    Customer
                  </th>
                  <th scope="col" className="px-2 pb-2 font-semibold">
                    Status
                  </th>
                  <th scope="col" className="px-2 pb-2 text-right font-semibold">
                    Total
                  </th>
                  <th scope="col" className="hidden px-2 pb-2 font-semibold sm:table-cell">
                    Placed
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order.id} data-order-id={order.id} className="border-t border-border">
                    <td className="px-2 py-2.5 font-semibold whitespace-nowrap text-cocoa-900">{orderLabel(order)}</td>
                    <td className="max-w-[12rem] px-2 py-2.5">
                      <span className="block truncate font-medium text-cocoa-900">{order.customerName}</span>
                      <span className="block truncate text-caption text-muted-foreground">{order.customerEmail}</span>
                    </td>
                    <td className="px-2 py-2.5">
                      <OrderStatusBadge status={order.status} />
                    </td>
                    <td className="px-2 py-2.5 text-right font-semibold whitespace-nowrap tabular-nums">
                      {formatDollars(order.totalAmount)}
                    </td>
                    <td className="hidden px-2 py-2.5 whitespace-nowrap text-muted-foreground sm:table-cell">
                      {formatPlaced(order.createdAt)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
