import { CalendarClock } from 'lucide-react';
import { fewLeftText, soldOutText, useProductAvailability } from '@/web/lib/availability';

/**
 * A product's daily batch and pre-order window in a line or two (issue 23): "Sold out for Fri 20
 * Dec · Next available Sat 21 Dec", "Only 4 left for Fri 20 Dec", or the pre-order's dates. Shows
 * nothing for a product with neither. `compact` for the card and the cart drawer.
 */
export function BatchNotice({
  productId,
  compact = false,
  className = '',
}: {
  productId: string;
  compact?: boolean;
  className?: string;
}) {
  const availability = useProductAvailability(productId);
  if (!availability) return null;
  const soldOut = soldOutText(availability);
  const few = fewLeftText(availability);
  const preorder = availability.preorder;
  if (!soldOut && !few && !preorder) return null;
  const size = compact ? 'text-caption' : 'text-small';
  return (
    <div className={`flex flex-col gap-0.5 ${size} ${className}`} data-testid="batch-notice">
      {soldOut ? (
        <p>
          <span className="font-semibold text-destructive">{soldOut.soldOut}</span>
          <span className="text-cocoa-700"> · {soldOut.next}</span>
        </p>
      ) : few ? (
        <p className="font-semibold text-cocoa-800">{few}</p>
      ) : null}
      {preorder ? (
        <p className="flex items-start gap-1.5 text-cocoa-700">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-saffron-600" />
          <span>
            {preorder.open ? null : <span className="font-semibold text-destructive">Not taking orders now. </span>}
            {preorder.text}
          </span>
        </p>
      ) : null}
    </div>
  );
}
