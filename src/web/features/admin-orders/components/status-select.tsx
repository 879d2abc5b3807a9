import { cn } from '@/web/lib/cn';
import { toast } from '@/web/lib/toast-store';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { orderStatusLabel, statusesFor, statusFits } from '@/domain/order-status';
import { orderStatusClass } from '@/web/components/ui/order-status-badge';
import { orderIdLabel } from '../order-list';
import type { AdminOrder } from '@/contracts/admin-orders';
import { TOUCH_HEIGHT } from '@/web/lib/touch-target';
import { OrderStatusBadge } from '@/web/components/ui/order-status-badge';

/**
 * The inline status selector of a row and of the details dialog (section 4): any status of the
 * order's way of fulfilment from any status (a delivery's four, or a pickup's Ready to Collect and
 * Collected instead of the last two: decision 0153), disabled while its own update is pending. A
 * status outside that way (older data) shows as it is and cannot be chosen again. A cancelled
 * order shows its badge instead: it cannot be revived.
 */
export function StatusSelect({
  order,
  className,
}: {
  order: Pick<AdminOrder, 'id' | 'orderNumber' | 'status' | 'fulfilment'>;
  className?: string;
}) {
  const update = useUpdateOrderStatus();
  if (order.status === 'cancelled') return <OrderStatusBadge status="cancelled" />;

  const shown = update.isPending ? update.variables.status : order.status;
  return (
    <select
      aria-label={`Status of order ${orderIdLabel(order)}`}
      value={shown}
      disabled={update.isPending}
      aria-busy={update.isPending || undefined}
      onChange={(event) => {
        const status = event.target.value;
        if (!statusFits(status, order.fulfilment) || status === order.status) return;
        update.mutate(
          { id: order.id, status },
          {
            onSuccess: () =>
              toast({
                title: 'Order Updated',
                description: 'Order status has been updated successfully',
                variant: 'success',
              }),
            onError: () =>
              toast({ title: 'Update Failed', description: 'Failed to update order status', variant: 'destructive' }),
          },
        );
      }}
      className={cn(
        'h-9 min-w-40 cursor-pointer rounded-full border py-0 pr-8 pl-3 text-xs font-semibold',
        TOUCH_HEIGHT,
        'focus-visible:shadow-[0_0_0_4px_rgb(245_165_36/0.22)] focus-visible:outline-none',
        'disabled:cursor-wait disabled:opacity-60',
        orderStatusClass(shown),
        className,
      )}
    >
      {statusFits(order.status, order.fulfilment) ? null : (
        <option value={order.status} disabled>
          {orderStatusLabel(order.status)}
        </option>
      )}
      {statusesFor(order.fulfilment).map((status) => (
        <option key={status} value={status}>
          {orderStatusLabel(status)}
        </option>
      ))}
    </select>
  );
}
