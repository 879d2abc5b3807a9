import { orderStatusLabel } from '@/domain/order-status';
import { cn } from '@/web/lib/cn';

/** Colours of admin spec section 4, and red for a cancelled (refunded) order; any other status in gray. */
const COLOURS: Record<string, string> = {
  orderconfirmed: 'border-blue-200 bg-blue-50 text-blue-800',
  inprogress: 'border-yellow-300 bg-yellow-50 text-yellow-900',
  outfordelivery: 'border-purple-200 bg-purple-50 text-purple-800',
  delivered: 'border-pistachio-200 bg-pistachio-100 text-pistachio-900',
  cancelled: 'border-red-200 bg-red-50 text-red-800',
};

/** A status by the shared label ('Cancelled', never the raw `cancelled`). */
export function CustomerOrderStatusBadge({ status }: { status: string }) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs leading-5 font-semibold whitespace-nowrap',
        COLOURS[status] ?? 'border-stone-200 bg-stone-100 text-stone-700',
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current opacity-70" />
      {orderStatusLabel(status)}
    </span>
  );
}
