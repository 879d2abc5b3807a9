import { useState } from 'react';
import { Undo2 } from 'lucide-react';
import type { AdminOrder } from '@/contracts/admin-orders';
import type { AdminOrderRefund } from '@/contracts/admin-refunds';
import { formatDollars } from '@/domain/money';
import { Button } from '@/web/components/ui/button';
import { useOrderRefunds } from '../api/get-order-refunds';
import { formatOrderDate } from '../order-list';
import { RefundOrderDialog } from './refund-order-dialog';

function RefundRow({ refund }: { refund: AdminOrderRefund }) {
  const what = refund.lines
    ?.map((line) => `${line.quantity} × ${line.productName}${line.size ? ` (${line.size})` : ''}`)
    .join(', ');
  return (
    <li className="flex flex-col gap-0.5 border-l-2 border-rose-300 pl-3">
      <span className="font-semibold text-cocoa-900">
        Refunded {formatDollars(refund.amount)}
        {what ? <span className="font-normal text-cocoa-800"> · {what}</span> : null}
      </span>
      <span className="text-caption break-words text-muted-foreground">
        {refund.refundedByEmail ?? 'the shop'} · {formatOrderDate(refund.refundedAt)} · Reason: {refund.reason}
        {refund.pointsReversed > 0 ? ` · ${refund.pointsReversed} points taken back` : ''}
      </span>
    </li>
  );
}

/**
 * The order's partial refunds (issue 24): what was refunded, when, by whom and why, and the
 * "Refund" action while something is left to refund. Its own component, beside the dialog's
 * other actions, so the order details stay as they were.
 */
export function OrderRefundsSection({
  order,
}: {
  order: Pick<AdminOrder, 'id' | 'orderNumber' | 'status' | 'totalAmount' | 'refundedAmount'>;
}) {
  const [refunding, setRefunding] = useState(false);
  const open = order.status !== 'cancelled';
  // Read only when there is something to show or the dialog needs it: most orders have no refunds,
  // and a cancelled one says what it refunded above.
  const refunded = Number(order.refundedAmount) > 0;
  const refunds = useOrderRefunds(open && (refunded || refunding) ? order.id : null);
  const data = refunds.data;
  const canRefund = open && Number(order.refundedAmount) < Number(order.totalAmount);
  if (!open) return null;
  return (
    <section className="flex flex-col gap-3" aria-labelledby={`refunds-${order.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3
          id={`refunds-${order.id}`}
          className="font-sans text-small font-semibold tracking-wide text-cocoa-700 uppercase"
        >
          Refunds
        </h3>
        {canRefund ? (
          <Button variant="outline" onClick={() => setRefunding(true)} className="max-sm:w-full">
            <Undo2 aria-hidden="true" />
            Refund
          </Button>
        ) : null}
      </div>
      {refunds.isError ? (
        <p className="text-small text-destructive">The refunds could not be loaded.</p>
      ) : data && data.refunds.length > 0 ? (
        <>
          <ol className="flex flex-col gap-3 text-small" aria-label="Refunds">
            {data.refunds.map((refund) => (
              <RefundRow key={refund.id} refund={refund} />
            ))}
          </ol>
          <p className="text-small text-cocoa-800">
            {formatDollars(data.refunded)} refunded of {formatDollars(data.total)}
            {` · ${formatDollars(data.left)} left`}
          </p>
        </>
      ) : refunded ? null : (
        <p className="text-small text-muted-foreground">No refunds yet</p>
      )}
      <RefundOrderDialog order={refunding ? order : null} refunds={data} onOpenChange={setRefunding} />
    </section>
  );
}
