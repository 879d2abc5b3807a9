import type { AdminAnalytics } from '@/contracts/admin-analytics';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { orderStatusBarClass } from '@/web/components/ui/order-status-badge';
import { formatCount, overviewLabel } from '../format';

/** Orders by status, with pending, processing and delivered always named (admin spec section 4). */
export function StatusOverview({ figures }: { figures: AdminAnalytics }) {
  const total = Math.max(1, figures.totalOrders);
  const headline = [
    { label: 'Pending', value: figures.pendingOrders },
    { label: 'Processing', value: figures.processingOrders },
    { label: 'Delivered', value: figures.deliveredOrders },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Order Status Overview</h2>
        </CardTitle>
        <CardDescription>Every order by where it stands.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="grid grid-cols-3 gap-2 text-center">
          {headline.map(({ label, value }) => (
            <div key={label} className="rounded-xl bg-cream-100 px-2 py-3">
              <dt className="text-caption font-semibold text-muted-foreground">{label}</dt>
              <dd
                data-testid={`overview-${label.toLowerCase()}`}
                className="font-display text-h3 font-semibold text-cocoa-900"
              >
                {formatCount(value)}
              </dd>
            </div>
          ))}
        </dl>
        <ul className="flex flex-col gap-3" aria-label="Orders by status">
          {figures.ordersByStatus.map(({ status, count }) => (
            <li key={status} data-testid={`status-${status}`}>
              <div className="flex items-center justify-between gap-3 text-small">
                <span className="font-semibold text-cocoa-800">{overviewLabel(status)}</span>
                <span className="text-muted-foreground tabular-nums">{formatCount(count)}</span>
              </div>
              <div aria-hidden="true" className="mt-1.5 h-2 overflow-hidden rounded-full bg-cream-200">
                <div
                  className={`h-full rounded-full ${orderStatusBarClass(status)}`}
                  style={{ width: `${Math.round((count / total) * 100)}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
