import type { ReactNode } from 'react';
import { formatDollars } from '@/domain/money';
import { Receipt } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { firstNameOf, useAdminIdentity } from '@/web/lib/admin/admin-identity';
import { useAdminAnalytics } from './api/get-analytics';
import { useCalendarConflicts } from './api/get-calendar-conflicts';
import { AttentionCard } from './components/attention-card';
import { DueCards } from './components/due-cards';
import { RecentOrders } from './components/recent-orders';
import { StatCards } from './components/stat-cards';
import { StatusOverview } from './components/status-overview';
import { TakingsSection } from './components/takings-section';
import { TopCustomers } from './components/top-customers';
import { WelcomeBanner } from './components/welcome-banner';
import { TOUCH_HEIGHT } from '@/web/lib/touch-target';

function AverageOrderValue({ amount }: { amount: string }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <Receipt aria-hidden="true" className="size-5 text-saffron-700" /> Average Order Value
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p data-testid="stat-average-value" className="font-display text-[1.75rem] font-semibold text-cocoa-900">
          {formatDollars(amount)}
        </p>
        <p className="text-caption text-muted-foreground">Revenue divided by orders, cancelled ones left out.</p>
      </CardContent>
    </Card>
  );
}

function Loading() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <span className="sr-only" role="status">
        Loading the dashboard…
      </span>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-32" />
        ))}
      </div>
      <Skeleton className="h-80" />
    </div>
  );
}

/** The admin dashboard (admin spec sections 2 and 9), from GET /api/admin/analytics. */
export default function DashboardPage({ ordersPause }: { ordersPause?: ReactNode } = {}) {
  const admin = useAdminIdentity();
  const analytics = useAdminAnalytics();
  const figures = analytics.data;
  const conflicts = useCalendarConflicts();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <title>Dashboard – Admin – Saffron &amp; Sugar</title>
      <h1 className="text-h3 font-display font-semibold text-cocoa-900">Admin Dashboard</h1>
      <WelcomeBanner firstName={firstNameOf(admin.name)} />
      {/* "Pause new orders" and "push back" (issue 23), composed by the route. */}
      {ordersPause}
      {analytics.isPending ? (
        <Loading />
      ) : analytics.isError || !figures ? (
        <div
          role="alert"
          className="rounded-card border border-destructive/30 bg-destructive-muted p-6 text-destructive"
        >
          <p className="font-semibold">The dashboard's figures could not be loaded.</p>
          <Button
            variant="outline"
            size="sm"
            className={`mt-3 ${TOUCH_HEIGHT}`}
            onClick={() => void analytics.refetch()}
          >
            Try again
          </Button>
        </div>
      ) : (
        <>
          <DueCards figures={figures} />
          <StatCards figures={figures} />
          <div className="grid gap-6 lg:grid-cols-3 [&>*]:min-w-0">
            <div className="lg:col-span-2">
              <TakingsSection days={figures.daily} />
            </div>
            <div className="grid content-start gap-6 sm:grid-cols-2 lg:grid-cols-1 [&>*]:min-w-0">
              <AttentionCard items={figures.attention} conflicts={conflicts.isError ? null : conflicts.data} />
              <AverageOrderValue amount={figures.averageOrderValue} />
            </div>
          </div>
          <div className="grid gap-6 lg:grid-cols-3 [&>*]:min-w-0">
            <StatusOverview figures={figures} />
            <div className="lg:col-span-2">
              <RecentOrders orders={figures.recentOrders} />
            </div>
          </div>
          <TopCustomers customers={figures.topCustomers} />
        </>
      )}
    </div>
  );
}
