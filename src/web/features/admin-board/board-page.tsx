import type { ReactNode } from 'react';
import { Cake, CalendarCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { formatLongDay, formatScheduleDate } from '@/domain/dates';
import { addDays, aucklandNow } from '@/domain/delivery';
import { Spinner } from '@/web/components/ui/spinner';
import { useBoard } from './api/get-board';
import { DayChooser } from './components/day-chooser';
import { SlotSection } from './components/slot-section';
import { PhoneAlertsToggle } from './push/phone-alerts-toggle';
import { KitchenMinutesMeter } from '@/web/components/kitchen/kitchen-minutes-meter';

const TITLE = 'Today Board';

/** "Today", "Tomorrow" or the day's name: what the counter calls the day shown. */
function dayName(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === addDays(today, 1)) return 'Tomorrow';
  return formatLongDay(date);
}

/** "today", "tomorrow" or "on Thursday 24 December". */
function dueWords(date: string, today: string): string {
  const name = dayName(date, today);
  return name === 'Today' || name === 'Tomorrow' ? name.toLowerCase() : `on ${name}`;
}

/**
 * The Today board (issue 22): the orders due on a day as cards by slot, pickups and deliveries
 * apart, with one-tap next steps. The day is in the address (`?date=`), so a reload or a shared link
 * keeps it; without one the server's today in Auckland is shown. New orders and status changes
 * from any screen arrive through the admin layout's live stream, which re-reads this board.
 */
export default function BoardPage({ ordersPause }: { ordersPause?: ReactNode } = {}) {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('date') ?? '';
  const board = useBoard(chosen);
  const today = board.data?.today ?? aucklandNow().date;
  const date = chosen || board.data?.date || today;
  const setDate = (day: string) => setParams(day === today ? {} : { date: day }, { replace: true });
  const counts = board.data?.date === date ? board.data.counts : null;
  const kitchen = board.data?.date === date ? board.data.kitchen : null;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <title>{`${TITLE} | Admin`}</title>
      <header className="flex flex-col gap-4">
        <div>
          <p className="text-eyebrow font-semibold tracking-[0.14em] text-saffron-800 uppercase">{TITLE}</p>
          <h1 className="text-h1 text-cocoa-900">{dayName(date, today)}</h1>
          <p className="mt-1 text-muted-foreground">
            {formatScheduleDate(date)}
            {counts ? (
              <span role="status">
                {' · '}
                {counts.total} {counts.total === 1 ? 'order' : 'orders'} · {counts.pickups} pickup
                {counts.pickups === 1 ? '' : 's'} · {counts.deliveries}{' '}
                {counts.deliveries === 1 ? 'delivery' : 'deliveries'}
                {counts.notStarted ? ` · ${counts.notStarted} not started` : ''}
              </span>
            ) : null}
          </p>
          {kitchen ? <KitchenMinutesMeter use={kitchen} label="the day" className="mt-1" /> : null}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
          <DayChooser date={date} today={today} onChange={setDate} />
          <PhoneAlertsToggle />
        </div>
      </header>
      {/* "Pause new orders" and today's push back (issue 23), composed by the route. */}
      {ordersPause}
      {board.data?.commissions && (board.data.commissions.toQuote || board.data.commissions.balancesOverdue) ? (
        <Link
          to="/admin/commissions"
          className="flex min-h-11 flex-wrap items-center gap-x-3 rounded-xl border border-saffron-300 bg-saffron-50 px-4 py-3 text-saffron-950 hover:bg-saffron-100"
        >
          <Cake className="size-5 text-saffron-700" aria-hidden="true" />
          {board.data.commissions.toQuote ? (
            <span>
              {board.data.commissions.toQuote} custom cake{' '}
              {board.data.commissions.toQuote === 1 ? 'request' : 'requests'} to quote
            </span>
          ) : null}
          {board.data.commissions.balancesOverdue ? (
            <span className="font-semibold text-rose-800">
              {board.data.commissions.balancesOverdue}{' '}
              {board.data.commissions.balancesOverdue === 1 ? 'balance' : 'balances'} overdue
            </span>
          ) : null}
        </Link>
      ) : null}

      {board.isPending ? (
        <div className="grid min-h-40 place-items-center">
          <Spinner label="Loading the board…" />
        </div>
      ) : board.isError && !board.data ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900">
          The board could not be loaded. {board.error.message}
        </p>
      ) : board.data.slots.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-cocoa-200 bg-card px-6 py-12 text-center">
          <CalendarCheck aria-hidden="true" className="size-10 text-cocoa-300" />
          <p className="font-display text-h4 text-cocoa-900">No orders due {dueWords(date, today)}</p>
          <p className="text-muted-foreground">New orders for this day appear here on their own.</p>
        </div>
      ) : (
        <div className="flex flex-col gap-8">
          {board.data.slots.map((slot) => (
            <SlotSection key={slot.slot ?? 'none'} slot={slot} />
          ))}
        </div>
      )}
    </div>
  );
}
