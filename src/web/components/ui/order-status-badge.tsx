import { orderStatusLabel, orderStatusTone, type OrderStatusTone } from '@/domain/order-status';
import { cn } from '@/web/lib/cn';

/** A status's badge (and select) colours; full class names so Tailwind finds them. */
const TONE_CLASSES: Record<OrderStatusTone, string> = {
  blue: 'border-blue-200 bg-blue-50 text-blue-800',
  yellow: 'border-yellow-300 bg-yellow-50 text-yellow-900',
  purple: 'border-purple-200 bg-purple-50 text-purple-800',
  pistachio: 'border-pistachio-200 bg-pistachio-100 text-pistachio-900',
  red: 'border-red-200 bg-red-50 text-red-800',
  stone: 'border-stone-200 bg-stone-100 text-stone-700',
};

/** A status's bar in a chart (the dashboard's overview). */
const TONE_BARS: Record<OrderStatusTone, string> = {
  blue: 'bg-blue-500',
  yellow: 'bg-yellow-400',
  purple: 'bg-purple-500',
  pistachio: 'bg-pistachio-500',
  red: 'bg-red-500',
  stone: 'bg-stone-400',
};

export const orderStatusClass = (status: string) => TONE_CLASSES[orderStatusTone(status)];
export const orderStatusBarClass = (status: string) => TONE_BARS[orderStatusTone(status)];

/**
 * The shop's one order-status badge, for customers and staff: 'Order Confirmed' (blue), 'In
 * Progress' (yellow), 'Out for Delivery' (purple), 'Delivered' (pistachio), 'Cancelled' (red);
 * anything else raw, in grey.
 */
export function OrderStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs leading-5 font-semibold whitespace-nowrap',
        orderStatusClass(status),
        className,
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current opacity-70" />
      {orderStatusLabel(status)}
    </span>
  );
}
