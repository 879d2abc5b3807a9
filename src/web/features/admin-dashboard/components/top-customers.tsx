import { formatDollars } from '@/domain/money';
import type { AdminAnalyticsCustomer } from '@/contracts/admin-analytics';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { formatCount } from '../format';

const nameOf = (c: AdminAnalyticsCustomer) => c.name || c.email || 'Unknown Customer';

/** Customer insights: the five customers who spent most, with their orders. */
export function TopCustomers({ customers }: { customers: AdminAnalyticsCustomer[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Customer Insights</h2>
        </CardTitle>
        <CardDescription>Top customers by spend (cancelled orders left out).</CardDescription>
      </CardHeader>
      <CardContent>
        {customers.length === 0 ? (
          <p className="rounded-xl bg-cream-100 px-4 py-6 text-center text-muted-foreground">
            No customers have ordered yet.
          </p>
        ) : (
          <ol className="flex flex-col divide-y divide-border" data-testid="top-customers">
            {customers.map((customer, i) => (
              <li key={customer.id} className="flex items-center gap-3 py-2.5">
                <span
                  aria-hidden="true"
                  className="grid size-9 shrink-0 place-items-center rounded-full bg-rose-100 font-display font-semibold text-rose-900"
                >
                  {nameOf(customer).charAt(0).toUpperCase()}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-cocoa-900">
                    <span className="sr-only">{i + 1}. </span>
                    {nameOf(customer)}
                  </p>
                  {customer.email && customer.name ? (
                    <p className="truncate text-caption text-muted-foreground">{customer.email}</p>
                  ) : null}
                </div>
                <div className="text-right">
                  <p className="font-semibold text-cocoa-900 tabular-nums">{formatDollars(customer.totalSpent)}</p>
                  <p className="text-caption text-muted-foreground">
                    {formatCount(customer.orderCount)} {customer.orderCount === 1 ? 'order' : 'orders'}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
