import { cn } from '@/web/lib/cn';

/** Labels and colours of admin spec section 4; any other status shows raw, in gray. */
const STATUSES: Record<string, { label: string; className: string }> = {
  orderconfirmed: { label: 'Order Confirmed', className: 'border-blue-200 bg-blue-50 text-blue-800' },
  inprogress: { label: 'In Progress', className: 'border-yellow-300 bg-yellow-50 text-yellow-900' },
  outfordelivery: { label: 'Out for Delivery', className: 'border-purple-200 bg-purple-50 text-purple-800' },
  delivered: { label: 'Delivered', className: 'border-pistachio-200 bg-pistachio-100 text-pistachio-900' },
};

export function CustomerOrderStatusBadge({ status }: { status: string }) {
  const known = STATUSES[status];
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs leading-5 font-semibold whitespace-nowrap',
        known?.className ?? 'border-stone-200 bg-stone-100 text-stone-700',
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current opacity-70" />
      {known?.label ?? status}
    </span>
  );
}
