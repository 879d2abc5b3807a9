import { CalendarX2, CheckCircle2, MapPin, MessageSquareQuote, Phone, StickyNote } from 'lucide-react';
import type { AdminBoardOrder } from '@/contracts/admin-board';
import { orderStatusLabel } from '@/domain/order-status';
import { Button } from '@/web/components/ui/button';
import { OrderStatusBadge } from '@/web/components/ui/order-status-badge';
import { AllergyFlag, ItemContains } from '@/web/components/allergens/allergy-parts';
import { cn } from '@/web/lib/cn';
import { ApiRequestError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast-store';
import { useAdvanceOrder } from '../api/advance-order';
import { nextStepLabel, telHref } from '../board-steps';

/**
 * One order on the board, read at arm's length at the counter: number and status first, who and
 * how to reach them, an allergy flag, what to make (sizes, allergens, cake messages), the customer's note, and one big button
 * for the next step.
 */
export function OrderCard({ order }: { order: AdminBoardOrder }) {
  const advance = useAdvanceOrder();
  const done = order.status === 'delivered' || order.status === 'collected';
  const notStarted = order.status === 'orderconfirmed';
  const next = order.nextStatus;

  const onNext = () => {
    if (!next) return;
    advance.mutate(
      { id: order.id, status: next },
      {
        onSuccess: () => toast({ title: `Order #${order.orderNumber}`, description: `Now ${orderStatusLabel(next)}.` }),
        onError: (error) =>
          toast({
            title: 'Status not changed',
            description:
              (error instanceof ApiRequestError && error.serverMessage) ||
              `Order #${order.orderNumber} stays as it is.`,
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <article
      aria-labelledby={`board-order-${order.id}`}
      data-order-id={order.id}
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-2xl border bg-card p-4 shadow-soft',
        notStarted ? 'border-saffron-300 border-l-4 border-l-saffron-500' : 'border-border',
        done && 'bg-cream-50 opacity-80',
      )}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={`board-order-${order.id}`} className="font-display text-h4 leading-tight font-semibold text-cocoa-950">
          #{order.orderNumber}{' '}
          <span className="font-sans text-base font-semibold text-cocoa-800">{order.customerName}</span>
        </h4>
        <OrderStatusBadge status={order.status} className="text-sm" />
      </header>

      {order.closedReason ? (
        <p
          role="note"
          className="flex items-start gap-2 rounded-xl border border-rose-200 bg-rose-50 px-3 py-2 text-small text-rose-900"
        >
          <CalendarX2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">
            <span className="font-semibold">Shop now closed: </span>
            {order.closedReason}. Call the customer to move or refund it.
          </span>
        </p>
      ) : null}

      <div className="flex flex-col gap-1 text-small text-cocoa-800">
        {order.phone ? (
          <a
            href={telHref(order.phone)}
            className="inline-flex min-h-11 w-fit items-center gap-2 rounded-full font-semibold text-saffron-800 underline decoration-saffron-300 underline-offset-4 hover:text-saffron-900 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Phone aria-hidden="true" className="size-4" />
            {order.phone}
          </a>
        ) : (
          <p className="text-muted-foreground">No phone number</p>
        )}
        {order.address ? (
          <p className="flex items-start gap-2">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-cocoa-500" />
            <span className="min-w-0 break-words">{order.address}</span>
          </p>
        ) : null}
      </div>

      {order.allergyNoted ? <AllergyFlag /> : null}

      <ul
        aria-label={`Items of order #${order.orderNumber}`}
        className="flex flex-col gap-2 border-t border-border pt-3"
      >
        {order.items.map((item, index) => (
          <li key={index} className="flex flex-col gap-1">
            <p className="text-base text-cocoa-950">
              <span className="font-bold tabular-nums">{item.quantity} ×</span> {item.productName}
              {item.size ? <span className="text-cocoa-700"> · {item.size}</span> : null}
            </p>
            <ItemContains allergens={item.allergens} />
            {item.message ? (
              <p className="flex items-start gap-2 rounded-xl bg-rose-50 px-3 py-2 text-small text-rose-900">
                <MessageSquareQuote aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span className="min-w-0 break-words">
                  <span className="sr-only">Cake message: </span>“{item.message}”
                </span>
              </p>
            ) : null}
          </li>
        ))}
      </ul>

      {order.instructions ? (
        <p className="flex items-start gap-2 rounded-xl bg-saffron-50 px-3 py-2 text-small text-saffron-950">
          <StickyNote aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">
            <span className="font-semibold">Note: </span>
            {order.instructions}
          </span>
        </p>
      ) : null}

      <footer className="mt-auto pt-1">
        {next ? (
          <Button
            className="w-full"
            variant={notStarted ? 'primary' : 'outline'}
            loading={advance.isPending}
            onClick={onNext}
            aria-label={`${nextStepLabel(next)}: order #${order.orderNumber}`}
          >
            {nextStepLabel(next)}
          </Button>
        ) : done ? (
          <p className="flex min-h-11 items-center justify-center gap-2 font-semibold text-pistachio-800">
            <CheckCircle2 aria-hidden="true" className="size-5" />
            {orderStatusLabel(order.status)}
          </p>
        ) : null}
      </footer>
    </article>
  );
}
