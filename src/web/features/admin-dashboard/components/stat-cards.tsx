import { formatDollars } from '@/domain/money';
import {
  ArrowDownRight,
  ArrowUpRight,
  CalendarDays,
  DollarSign,
  type LucideIcon,
  Minus,
  ShoppingBag,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminAnalytics } from '@/contracts/admin-analytics';
import { cn } from '@/web/lib/cn';
import { formatCount, formatGrowth } from '../format';

function StatCard({
  label,
  value,
  icon: Icon,
  children,
  testId,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <div data-testid={testId} className="rounded-card border border-border bg-card p-5 shadow-soft">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-small font-semibold text-muted-foreground">{label}</h3>
        <span aria-hidden="true" className="grid size-9 place-items-center rounded-xl bg-saffron-100 text-saffron-800">
          <Icon className="size-4.5" />
        </span>
      </div>
      <p
        data-testid={`${testId}-value`}
        className="mt-2 font-display text-[1.75rem] leading-tight font-semibold text-cocoa-900"
      >
        {value}
      </p>
      {children ? <div className="mt-2 text-caption text-muted-foreground">{children}</div> : null}
    </div>
  );
}

/** Growth against yesterday, as a coloured arrow and the percent (spoken as words too). */
export function Growth({ percent }: { percent: number }) {
  const Icon = percent > 0 ? ArrowUpRight : percent < 0 ? ArrowDownRight : Minus;
  return (
    <span
      data-testid="growth"
      className={cn(
        'inline-flex items-center gap-0.5 rounded-full px-2 py-0.5 font-semibold',
        percent > 0 && 'bg-pistachio-100 text-pistachio-900',
        percent < 0 && 'bg-rose-100 text-rose-900',
        percent === 0 && 'bg-cream-200 text-cocoa-700',
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {formatGrowth(percent)}
    </span>
  );
}

/** Revenue, orders, today (with growth against yesterday) and customers. */
export function StatCards({ figures }: { figures: AdminAnalytics }) {
  return (
    <section aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        testId="stat-revenue"
        label="Total Revenue"
        value={formatDollars(figures.totalRevenue)}
        icon={DollarSign}
      >
        {formatDollars(figures.weekRevenue)} in the last 7 days
      </StatCard>
      <StatCard testId="stat-orders" label="Total Orders" value={formatCount(figures.totalOrders)} icon={ShoppingBag}>
        {formatCount(figures.weekOrders)} in the last 7 days
      </StatCard>
      <StatCard testId="stat-today" label="Today's Orders" value={formatCount(figures.todayOrders)} icon={CalendarDays}>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Growth percent={figures.orderGrowth} />
          <span>
            vs {formatCount(figures.yesterdayOrders)} yesterday · {formatDollars(figures.todayRevenue)} today
          </span>
        </span>
      </StatCard>
      <StatCard testId="stat-customers" label="Customers" value={formatCount(figures.totalCustomers)} icon={Users}>
        Customer accounts
      </StatCard>
    </section>
  );
}
