import { CalendarClock, CalendarCheck, type LucideIcon, Mail } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminAnalytics } from '@/contracts/admin-analytics';
import { formatCalendarDate } from '@/domain/dates';
import { formatCount } from '../format';

function DueCard({
  testId,
  label,
  value,
  detail,
  href,
  icon: Icon,
}: {
  testId: string;
  label: string;
  value: number;
  detail: string;
  href: string;
  icon: LucideIcon;
}) {
  return (
    <Link
      to={href}
      data-testid={testId}
      className="group block min-h-11 rounded-card border border-border bg-card p-5 shadow-soft transition-colors hover:border-saffron-300 hover:bg-cream-50 focus-visible:outline-2 focus-visible:outline-saffron-700"
    >
      <span className="flex items-start justify-between gap-3">
        <span className="text-small font-semibold text-muted-foreground">{label}</span>
        <span aria-hidden="true" className="grid size-9 place-items-center rounded-xl bg-saffron-100 text-saffron-800">
          <Icon className="size-4.5" />
        </span>
      </span>
      <span
        data-testid={`${testId}-value`}
        className="mt-2 block font-display text-[1.75rem] leading-tight font-semibold text-cocoa-900"
      >
        {formatCount(value)}
      </span>
      <span data-testid={`${testId}-detail`} className="mt-2 block text-caption text-muted-foreground">
        {detail}
      </span>
    </Link>
  );
}

function dueDetail(due: AdminAnalytics['dueToday']): string {
  const state =
    due.orders === 0
      ? 'nothing due'
      : due.notStarted === 0
        ? 'all started'
        : `${formatCount(due.notStarted)} not started yet`;
  return `${formatCalendarDate(due.date, 'weekday-day-month')} · ${state}`;
}

const dueHref = (due: 'today' | 'tomorrow') => `/admin/orders?due=${due}&sort=deliveryDate&order=asc`;

/**
 * The day's work (issue 22): orders due today and tomorrow by their delivery or pickup date (not
 * when they were placed), with how many nobody has started, and unread messages. Each card opens
 * the list that deals with it.
 */
export function DueCards({ figures }: { figures: AdminAnalytics }) {
  return (
    <section aria-label="Today's work" className="grid gap-4 sm:grid-cols-3">
      <DueCard
        testId="due-today"
        label="Due Today"
        value={figures.dueToday.orders}
        detail={dueDetail(figures.dueToday)}
        href={dueHref('today')}
        icon={CalendarCheck}
      />
      <DueCard
        testId="due-tomorrow"
        label="Due Tomorrow"
        value={figures.dueTomorrow.orders}
        detail={dueDetail(figures.dueTomorrow)}
        href={dueHref('tomorrow')}
        icon={CalendarClock}
      />
      <DueCard
        testId="unread-messages"
        label="Unread Messages"
        value={figures.unreadMessages}
        detail={figures.unreadMessages === 0 ? 'All read' : 'Waiting for a reply'}
        href="/admin/messages"
        icon={Mail}
      />
    </section>
  );
}
