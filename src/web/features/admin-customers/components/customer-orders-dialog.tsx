import type { AdminCustomer } from '@/contracts/admin-customers';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { useCustomerOrders } from '../api/get-customer-orders';
import { formatDollars } from '@/domain/money';
import { displayName, formatDay, formatDeliveryDay, orderLabel } from '../customer-list';
import { OrderStatusBadge } from '@/web/components/ui/order-status-badge';

/** The 'Customer Orders' dialog: the customer's orders newest first, or 'No orders found'. */
export function CustomerOrdersDialog({ customer, onClose }: { customer: AdminCustomer | null; onClose: () => void }) {
  const orders = useCustomerOrders(customer?.id ?? null);
  return (
    <Dialog open={customer !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="2xl" className="max-h-[80dvh]">
        <DialogHeader>
          <DialogTitle>Customer Orders</DialogTitle>
          <DialogDescription className="break-words">
            {customer ? `Order history of ${displayName(customer)}` : ''}
          </DialogDescription>
        </DialogHeader>
        {orders.isPending ? (
          <div className="grid place-items-center py-8">
            <Spinner label="Loading orders..." />
          </div>
        ) : orders.isError ? (
          <p role="alert" className="text-destructive">
            Could not load the orders. Please try again.
          </p>
        ) : orders.data.length === 0 ? (
          <p className="py-6 text-center font-medium text-cocoa-700">No orders found</p>
        ) : (
          <div
            className="relative overflow-x-auto [contain:inline-size]"
            tabIndex={0}
            role="region"
            aria-label="Customer orders, scrolls sideways"
          >
            <table className="w-full min-w-[560px] border-collapse text-left text-small">
              <thead>
                <tr className="border-b border-border bg-cream-100/70 text-caption tracking-wide text-cocoa-700 uppercase">
                  <th scope="col" className="px-3 py-2.5 font-semibold">
                    Order ID
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-semibold">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                    Total
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-semibold">
                    Date
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-semibold">
                    Delivery Date
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.data.map((order) => (
                  <tr key={order.id} className="border-b border-border/70 last:border-b-0">
                    <th scope="row" className="px-3 py-2.5 font-semibold text-cocoa-900 tabular-nums">
                      {orderLabel(order)}
                    </th>
                    <td className="px-3 py-2.5">
                      <OrderStatusBadge status={order.status} />
                    </td>
                    <td className="px-3 py-2.5 text-right font-semibold tabular-nums">
                      {formatDollars(order.totalAmount)}
                    </td>
                    <td className="px-3 py-2.5 whitespace-nowrap">{formatDay(order.createdAt)}</td>
                    <td className="px-3 py-2.5 whitespace-nowrap">{formatDeliveryDay(order.deliveryDate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
