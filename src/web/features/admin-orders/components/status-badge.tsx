import { cn } from '@/web/lib/cn';
import { statusClass, statusLabel } from '../order-list';

/** Blue, yellow, purple, green for the four statuses; red 'Cancelled'; anything else raw in grey. */
export function AdminStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs leading-5 font-semibold whitespace-nowrap',
        statusClass(status),
        className,
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current opacity-70" />
      {statusLabel(status)}
    </span>
  );
}
