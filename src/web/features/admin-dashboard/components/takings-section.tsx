import { formatDollars } from '@/domain/money';
import { lazy, Suspense } from 'react';
import type { AdminAnalyticsDay } from '@/contracts/admin-analytics';
import { parseMoney } from '@/domain/money';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatCount, formatDay } from '../format';

// uPlot and its stylesheet load with the chart, on the dashboard only.
const TakingsChart = lazy(() => import('./takings-chart'));

/** "Last 30 days: $1,234.00 from 42 orders. Best day: Sat, 21 Nov with $310.00 from 9 orders." */
export function takingsSummary(days: AdminAnalyticsDay[]): string {
  const cents = days.reduce((sum, d) => sum + parseMoney(d.revenue), 0);
  const orders = days.reduce((sum, d) => sum + d.orders, 0);
  const first = `Last 30 days: ${formatDollars(cents / 100)} from ${formatCount(orders)} ${orders === 1 ? 'order' : 'orders'}.`;
  const best = days.reduce<AdminAnalyticsDay | null>(
    (top, d) => (parseMoney(d.revenue) > (top ? parseMoney(top.revenue) : 0) ? d : top),
    null,
  );
  if (!best) return `${first} No takings yet in this period.`;
  return `${first} Best day: ${formatDay(best.date)} with ${formatDollars(best.revenue)} from ${formatCount(best.orders)} ${best.orders === 1 ? 'order' : 'orders'}.`;
}

/** The chart of takings and orders per day, with the same figures as words and as a table. */
export function TakingsSection({ days }: { days: AdminAnalyticsDay[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Takings and Orders</h2>
        </CardTitle>
        <CardDescription data-testid="takings-summary">{takingsSummary(days)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-4 text-caption text-muted-foreground" aria-hidden="true">
          <span className="inline-flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-saffron-400" /> Takings per day (NZD, left)
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="h-0.5 w-4 rounded bg-cocoa-700" /> Orders per day (right)
          </span>
        </div>
        <Suspense fallback={<Skeleton className="h-[280px] w-full" />}>
          <TakingsChart days={days} />
        </Suspense>
        <details className="group rounded-xl border border-border px-4 py-2 text-small">
          <summary className="cursor-pointer py-1 font-semibold max-md:py-3 pointer-coarse:py-3 text-cocoa-800">
            Show the figures as a table
          </summary>
          <div className="mt-2 max-h-80 overflow-y-auto">
            <table className="w-full text-left">
              <caption className="sr-only">Takings and orders per day, last 30 days</caption>
              <thead className="sticky top-0 bg-card text-caption text-muted-foreground">
                <tr>
                  <th scope="col" className="py-1.5 font-semibold">
                    Day
                  </th>
                  <th scope="col" className="py-1.5 text-right font-semibold">
                    Orders
                  </th>
                  <th scope="col" className="py-1.5 text-right font-semibold">
                    Takings
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...days].reverse().map((d) => (
                  <tr key={d.date} className="border-t border-border">
                    <th scope="row" className="py-1.5 font-medium">
                      {formatDay(d.date)}
                    </th>
                    <td className="py-1.5 text-right tabular-nums">{formatCount(d.orders)}</td>
                    <td className="py-1.5 text-right tabular-nums">{formatDollars(d.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </CardContent>
    </Card>
  );
}
