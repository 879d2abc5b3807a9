import { CirclePause } from 'lucide-react';
import { formatPauseUntil } from '@/domain/orders-pause';
import { useBusinessSettings } from '@/web/lib/get-business-settings';

/**
 * The shop's message while staff pause new orders (issue 23), on every storefront page. It comes
 * with the business settings the server renders the page from, so it is in the first paint; the
 * cart still works, only checkout is refused.
 */
export function OrdersPausedBanner() {
  const pause = useBusinessSettings().data?.ordersPause;
  if (!pause) return null;
  return (
    <div
      role="region"
      aria-label="Ordering paused"
      data-testid="orders-paused-banner"
      className="border-b border-red-200 bg-red-50 px-4 py-3 text-center text-red-950"
    >
      <p className="mx-auto flex max-w-5xl flex-wrap items-center justify-center gap-x-2 gap-y-1">
        <CirclePause aria-hidden="true" className="size-5 shrink-0 text-red-700" />
        <strong className="font-semibold">{pause.message}</strong>
        <span className="text-red-900">
          {pause.until
            ? `New orders open again ${formatPauseUntil(pause.until).replace(/^until /, 'at ')}.`
            : 'You can still fill your cart.'}
        </span>
      </p>
    </div>
  );
}
