import { CalendarClock, PencilLine, Phone, XCircle } from 'lucide-react';
import { useState } from 'react';
import type { StoreOrder } from '@/contracts/checkout';
import { isFinalStatus } from '@/domain/order-status';
import { Button } from '@/web/components/ui/button';
import { useBusinessDetails } from '@/web/lib/get-business-settings';
import { CancelOrderDialog } from './cancel-order-dialog';
import { EditOrderDialog } from './edit-order-dialog';
import { MoveOrderDialog } from './move-order-dialog';
import { formatPlacedAt } from '../order-format';

type Open = 'move' | 'edit' | 'cancel' | null;

/**
 * What the customer may still do with an order (issue 24, decision 0197): until the lock, move it,
 * edit its details or cancel it; after it, only a call to the shop. Items and sizes change the
 * price, so they are never offered here.
 */
export function OrderChanges({ order }: { order: StoreOrder }) {
  const [open, setOpen] = useState<Open>(null);
  const business = useBusinessDetails();
  if (isFinalStatus(order.status)) return null;
  const call = business ? (
    <a href={business.phoneHref} className="font-semibold whitespace-nowrap text-saffron-800 hover:underline">
      {business.phone}
    </a>
  ) : (
    'the shop'
  );
  const headingId = `changes-${order.id}`;

  if (!order.changesUntil) {
    return (
      <section aria-labelledby={headingId} className="rounded-xl border border-border bg-cream-50 px-4 py-3">
        <h3 id={headingId} className="sr-only">
          Changes to this order
        </h3>
        <p className="flex gap-2 text-small text-cocoa-700">
          <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-cocoa-500" />
          <span>Online changes have closed for this order. To change anything, please call us on {call}.</span>
        </p>
      </section>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-cream-50 px-4 py-4"
    >
      <div>
        <h3 id={headingId} className="font-sans text-small font-semibold text-cocoa-900">
          Change or cancel
        </h3>
        <p className="mt-1 text-small text-cocoa-700">
          You can change or cancel this order online until{' '}
          <time dateTime={order.changesUntil} className="font-semibold">
            {formatPlacedAt(order.changesUntil)}
          </time>
          .
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button variant="outline" onClick={() => setOpen('move')}>
          <CalendarClock aria-hidden="true" />
          Change date or time
        </Button>
        <Button variant="outline" onClick={() => setOpen('edit')}>
          <PencilLine aria-hidden="true" />
          Edit details
        </Button>
        <Button variant="ghost" className="text-rose-700 hover:text-rose-800" onClick={() => setOpen('cancel')}>
          <XCircle aria-hidden="true" />
          Cancel order
        </Button>
      </div>
      <p className="text-caption text-muted-foreground">To change items or sizes, please call us on {call}.</p>
      <MoveOrderDialog order={order} open={open === 'move'} onOpenChange={(next) => setOpen(next ? 'move' : null)} />
      <EditOrderDialog order={order} open={open === 'edit'} onOpenChange={(next) => setOpen(next ? 'edit' : null)} />
      <CancelOrderDialog
        order={order}
        open={open === 'cancel'}
        onOpenChange={(next) => setOpen(next ? 'cancel' : null)}
      />
    </section>
  );
}
