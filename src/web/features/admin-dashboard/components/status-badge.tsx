import { cn } from '@/web/lib/cn';
import { OTHER_STATUS_STYLE, STATUS_STYLES, statusLabel } from '../format';

/** 'Order Confirmed' (blue), 'In Progress' (yellow), 'Out for Delivery' (purple), 'Delivered' (green); others raw in gray. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs leading-5 font-semibold whitespace-nowrap',
        (STATUS_STYLES[status] ?? OTHER_STATUS_STYLE).className,
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current opacity-70" />
      {statusLabel(status)}
    </span>
  );
}
