import {
  ArrowRight,
  CalendarDays,
  ChevronRight,
  Crown,
  Package,
  RotateCcw,
  Settings,
  ShoppingBag,
  Truck,
  Wallet,
  Cake,
} from 'lucide-react';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import type { StoreOrder } from '@/contracts/checkout';
import { formatCurrency } from '@/domain/money';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useProfile } from './api/get-profile';
import { useMySpending } from './api/get-spending';
import { useAuth } from '@/web/lib/auth/use-auth';
import { paths } from '@/web/lib/paths';
import { DashboardLoyaltyCard } from './components/dashboard-loyalty-card';
import { StatCard } from './components/stat-card';
import { DASHBOARD_TITLE } from './page-titles';

const RECENT_COUNT = 3;

const QUICK_ACTIONS = [
  { to: paths.home(), label: 'Browse Cakes', hint: 'Fresh from the oven today', icon: Cake },
  { to: paths.orders(), label: 'Track Orders', hint: 'See where your treats are', icon: Truck },
  { to: paths.accountSettings(), label: 'Account Settings', hint: 'Profile, address, preferences', icon: Settings },
];

/**
 * /account: a welcome, four figures from the customer's orders (total, spend, this calendar month,
 * the fixed 'Gold' status), the three latest orders, quick links, and progress towards Platinum.
 * Rendered inside the portal route, so the visitor is signed in.
 */
export interface AccountDashboardScreenProps {
  /** The customer's orders (the orders feature's query, loaded by the app). */
  orders: {
    data: StoreOrder[] | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch(): Promise<unknown>;
  };
  /** How many of them were placed this calendar month, in Auckland. */
  placedThisMonth: number;
  /** The latest orders as a list (drawn by the orders feature). */
  renderRecentOrders(recent: StoreOrder[]): ReactNode;
  /** The customer's store credit (the store-credit feature's card, decision 0202). */
  storeCredit?: ReactNode;
}

export function AccountDashboardScreen({
  orders,
  placedThisMonth,
  renderRecentOrders,
  storeCredit,
}: AccountDashboardScreenProps) {
  const { user } = useAuth();
  const profile = useProfile();

  const firstName = profile.data?.firstName?.trim() || user?.name?.trim().split(/\s+/)[0] || 'Customer';
  const list = orders.data ?? [];
  // From the server (paid minus refunded), never summed here: a refunded order would count.
  const spending = useMySpending();
  const spentCents = spending.data ?? 0;
  const monthCount = placedThisMonth;
  const recent = [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, RECENT_COUNT);
  const loading = orders.isPending;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8">
      <title>{DASHBOARD_TITLE}</title>
      <header>
        <p className="text-eyebrow font-semibold text-saffron-700 uppercase">Your account</p>
        <h1 className="mt-1 text-h1 text-cocoa-900">Welcome back, {firstName}</h1>
        <p className="mt-2 text-muted-foreground">Here's what's been happening with your orders and rewards.</p>
      </header>

      {orders.isError ? (
        <Card role="alert">
          <CardContent className="flex flex-wrap items-center justify-between gap-4 pt-6">
            <p className="font-semibold text-destructive">We couldn't load your orders. Please try again.</p>
            <Button variant="outline" size="sm" loading={orders.isFetching} onClick={() => void orders.refetch()}>
              {orders.isFetching ? null : <RotateCcw aria-hidden="true" />}
              Try again
            </Button>
          </CardContent>
        </Card>
      ) : null}

      <section
        aria-label="Your numbers"
        aria-busy={loading || undefined}
        className="grid grid-cols-2 gap-4 xl:grid-cols-4"
      >
        <StatCard icon={Package} label="Total Orders" value={String(list.length)} loading={loading} />
        <StatCard
          icon={Wallet}
          label="Total Spent"
          value={spending.isError ? '—' : formatCurrency(spentCents)}
          loading={spending.isPending}
        />
        <StatCard icon={CalendarDays} label="This Month" value={String(monthCount)} loading={loading} hint="orders" />
        <StatCard icon={Crown} label="Loyalty Status" value="Gold" tone="gold" />
      </section>

      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1.55fr)_minmax(0,1fr)]">
        <Card>
          <CardHeader className="flex-row items-center justify-between gap-4">
            <div>
              <CardTitle asChild className="text-h4">
                <h2>Recent Orders</h2>
              </CardTitle>
              <CardDescription>Your latest {RECENT_COUNT} orders.</CardDescription>
            </div>
            <Link
              to={paths.orders()}
              className="inline-flex shrink-0 items-center gap-1 rounded-sm text-small font-semibold text-saffron-800 hover:text-saffron-900"
            >
              View All Orders <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </CardHeader>
          <CardContent>
            {loading ? (
              <div className="flex flex-col gap-3" aria-hidden="true">
                {Array.from({ length: RECENT_COUNT }, (_, i) => (
                  <Skeleton key={i} className="h-16" />
                ))}
              </div>
            ) : recent.length === 0 ? (
              <div className="flex flex-col items-center gap-3 rounded-control border border-dashed border-cocoa-200 px-6 py-10 text-center">
                <ShoppingBag aria-hidden="true" className="size-7 text-saffron-700" />
                <p className="font-semibold text-cocoa-900">No Orders Yet</p>
                <p className="text-small text-muted-foreground">Your first treat is only a few clicks away.</p>
                <Button asChild size="sm" className="mt-1">
                  <Link to={paths.home()}>Start Shopping</Link>
                </Button>
              </div>
            ) : (
              renderRecentOrders(recent)
            )}
          </CardContent>
        </Card>

        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle asChild className="text-h4">
                <h2>Quick Actions</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="flex flex-col gap-1.5">
                {QUICK_ACTIONS.map(({ to, label, hint, icon: Icon }) => (
                  <li key={label}>
                    <Link
                      to={to}
                      className="group flex items-center gap-3 rounded-control border border-transparent px-3 py-2.5 transition-colors hover:border-border hover:bg-cream-50"
                    >
                      <span
                        aria-hidden="true"
                        className="grid size-9 shrink-0 place-items-center rounded-full bg-saffron-100 text-saffron-800"
                      >
                        <Icon className="size-4" />
                      </span>
                      <span className="flex min-w-0 flex-1 flex-col">
                        <span className="text-small font-semibold text-cocoa-900">{label}</span>
                        <span className="text-caption text-muted-foreground">{hint}</span>
                      </span>
                      <ChevronRight
                        aria-hidden="true"
                        className="size-4 text-cocoa-400 transition-transform group-hover:translate-x-0.5"
                      />
                    </Link>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>

          {storeCredit}
          <DashboardLoyaltyCard spentCents={spentCents} loading={spending.isPending} />
        </div>
      </div>
    </div>
  );
}
