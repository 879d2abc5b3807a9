import { AlertTriangle, CalendarX, CheckCircle2, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminAttentionItem } from '@/contracts/admin-analytics';
import { formatScheduleDate, formatSlot } from '@/domain/dates';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import type { CalendarConflict } from '../api/get-calendar-conflicts';

const ITEM = 'block rounded-xl border border-saffron-200 bg-saffron-50 px-4 py-3';

function Item({ item }: { item: AdminAttentionItem }) {
  const body = (
    <>
      <p className="font-semibold text-saffron-950">{item.title}</p>
      <p className="text-small text-saffron-900">{item.message}</p>
    </>
  );
  if (!item.href) return <li className={ITEM}>{body}</li>;
  return (
    <li>
      {/* The whole line is the link: a thumb-sized target that opens the list that deals with it. */}
      <Link
        to={item.href}
        className={`${ITEM} flex min-h-11 items-center justify-between gap-3 transition-colors hover:bg-saffron-100 focus-visible:outline-2 focus-visible:outline-saffron-700`}
      >
        <span>{body}</span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-saffron-800" />
      </Link>
    </li>
  );
}

function conflictWhen(order: CalendarConflict): string {
  const day = order.deliveryDate ? formatScheduleDate(order.deliveryDate) : 'No date';
  const slot = order.deliveryTime ? `, ${formatSlot(order.deliveryTime)}` : '';
  return `${day}${slot}, ${order.fulfilment === 'pickup' ? 'pickup' : 'delivery'}`;
}

function Conflicts({ orders }: { orders: CalendarConflict[] }) {
  return (
    <li className="rounded-xl border border-rose-200 bg-rose-50 px-4 py-3" data-testid="attention-conflicts">
      <p className="flex items-center gap-2 font-semibold text-rose-950">
        <CalendarX aria-hidden="true" className="size-4.5" /> Orders on a closed day
      </p>
      <p className="text-small text-rose-900">
        {orders.length === 1 ? 'This order is' : `These ${orders.length} orders are`} booked for a day the shop has
        since closed. Call the customer to move or cancel it.
      </p>
      <ul className="mt-2 flex flex-col gap-1 text-small text-rose-950">
        {orders.map((order) => (
          <li key={order.id}>
            <span className="block">
              <span className="font-semibold tabular-nums">#{order.orderNumber}</span> {order.customerName}:{' '}
              {conflictWhen(order)}
            </span>
            <span className="block text-caption text-rose-900">{order.reason}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * 'Attention Needed': what waits today and tomorrow, unread messages, orders on a day the shop
 * closed afterwards, and the spec's 'High pending orders' and 'No orders today'. It says all clear
 * only when none of these is there, the closed-day check included.
 */
export function AttentionCard({
  items,
  conflicts,
}: {
  items: AdminAttentionItem[];
  /** Undefined while the closed-day check is loading; null when it failed. */
  conflicts: CalendarConflict[] | null | undefined;
}) {
  const hasConflicts = Boolean(conflicts?.length);
  const anything = items.length > 0 || hasConflicts;
  return (
    <Card className={anything ? 'border-saffron-300!' : undefined}>
      <CardHeader className="pb-3">
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <AlertTriangle aria-hidden="true" className="size-5 text-saffron-700" /> Attention Needed
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {anything ? (
          <ul className="flex flex-col gap-2" data-testid="attention-items">
            {hasConflicts ? <Conflicts orders={conflicts!} /> : null}
            {items.map((item) => (
              <Item key={item.kind} item={item} />
            ))}
          </ul>
        ) : conflicts ? (
          <p className="flex items-center gap-2 rounded-xl bg-pistachio-50 px-4 py-3 text-pistachio-900">
            <CheckCircle2 aria-hidden="true" className="size-5" /> All clear: nothing needs your attention.
          </p>
        ) : null}
        {conflicts === null ? (
          <p role="alert" className="text-small text-destructive">
            Orders on closed days could not be checked. Reload the page to try again.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
