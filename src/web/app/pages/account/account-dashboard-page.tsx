import type { ReactNode } from 'react';
import {
  ArrowRight,
  CalendarDays,
  Check,
  ChevronRight,
  Crown,
  Package,
  RotateCcw,
  Settings,
  ShoppingBag,
  Star,
  Truck,
  Wallet,
  Cake,
} from 'lucide-react';
import { Link } from 'react-router';
import { formatCurrency, parseMoney } from '@/domain/money';
import { PLATINUM_SPEND_CENTS } from '@/domain/loyalty';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useProfile } from '@/web/features/account/api/get-profile';
import { useMySpending } from '@/web/features/account/api/get-spending';
import { useMyOrders } from '@/web/features/orders/api/get-orders';
import { OrderStatusBadge } from '@/web/features/orders/components/order-status-badge';
import { aucklandMonth, formatPlacedAt, orderLabel } from '@/web/features/orders/order-format';
import { useAuth } from '@/web/lib/auth/use-auth';
import { cn } from '@/web/lib/cn';
import { paths } from '@/web/lib/paths';

const TITLE = 'Dashboard – Saffron & Sugar';
const RECENT_COUNT = 3;

const PERKS = ['Free delivery on all orders', '10% off birthday cakes', 'Exclusive seasonal specials'];

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
export function AccountDashboardPage() {
  const { user } = useAuth();
  const profile = useProfile();
  const orders = useMyOrders();

  const firstName = profile.data?.firstName?.trim() || user?.name?.trim().split(/\s+/)[0] || 'Customer';
  const list = orders.data ?? [];
  // From the server (paid minus refunded), never summed here: a refunded order would count.
  const spending = useMySpending();
  const spentCents = spending.data ?? 0;
  const thisMonth = aucklandMonth(new Date());
  const monthCount = list.filter((order) => aucklandMonth(order.createdAt) === thisMonth).length;
  const recent = [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, RECENT_COUNT);
  const loading = orders.isPending;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8">
      <title>{TITLE}</title>
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
              <ul className="flex flex-col divide-y divide-border">
                {recent.map((order) => (
                  <li
                    key={order.id}
                    className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3.5 first:pt-0 last:pb-0"
                  >
                    <div className="min-w-0">
                      <p className="font-semibold text-cocoa-900">Order {orderLabel(order)}</p>
                      <p className="text-caption text-muted-foreground">
                        <time dateTime={order.createdAt}>{formatPlacedAt(order.createdAt)}</time>
                        {' · '}
                        {itemCount(order.items)}
                      </p>
                    </div>
                    <div className="flex items-center gap-3">
                      <OrderStatusBadge status={order.status} />
                      <span className="min-w-16 text-right font-semibold text-cocoa-900 tabular-nums">
                        {formatCurrency(parseMoney(order.totalAmount))}
                      </span>
                    </div>
                  </li>
                ))}
              </ul>
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

          <LoyaltyCard spentCents={spentCents} loading={spending.isPending} />
        </div>
      </div>
    </div>
  );
}

function itemCount(items: readonly { quantity: number }[]): string {
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

function StatCard({
  icon: Icon,
  label,
  value,
  hint,
  loading = false,
  tone = 'default',
}: {
  icon: typeof Package;
  label: string;
  value: string;
  hint?: string;
  loading?: boolean;
  tone?: 'default' | 'gold';
}) {
  return (
    <Card
      className={cn('gap-3 p-5', tone === 'gold' && 'border-saffron-200 bg-gradient-to-br from-saffron-50 to-card')}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="text-small font-semibold text-cocoa-700">{label}</span>
        <span
          aria-hidden="true"
          className={cn(
            'grid size-8 place-items-center rounded-full',
            tone === 'gold' ? 'bg-saffron-400 text-cocoa-950' : 'bg-cream-100 text-saffron-800',
          )}
        >
          <Icon className="size-4" />
        </span>
      </div>
      {loading ? (
        <Skeleton className="h-9 w-20" />
      ) : (
        <p className="flex items-baseline gap-1.5">
          <span className="font-display text-h2 text-cocoa-950 tabular-nums">{value}</span>
          {hint ? <span className="text-caption text-muted-foreground">{hint}</span> : null}
        </p>
      )}
    </Card>
  );
}

function LoyaltyCard({ spentCents, loading }: { spentCents: number; loading: boolean }) {
  const percent = Math.min(100, Math.round((spentCents / PLATINUM_SPEND_CENTS) * 100));
  const remaining = Math.max(0, PLATINUM_SPEND_CENTS - spentCents);
  let progressText: ReactNode;
  if (loading) progressText = 'Working out your progress…';
  else if (remaining === 0) progressText = "You've reached the Platinum spend. Thank you for being a regular!";
  else
    progressText = (
      <>
        Spend <strong className="font-semibold text-cocoa-900">{formatCurrency(remaining)}</strong> more to reach
        Platinum.
      </>
    );

  return (
    <Card className="border-saffron-200">
      <CardHeader className="gap-3">
        <div className="flex items-center justify-between gap-3">
          <CardTitle asChild className="text-h4">
            <h2>Loyalty Rewards</h2>
          </CardTitle>
          <span className="inline-flex items-center gap-1 rounded-full bg-saffron-400 px-2.5 py-0.5 text-xs font-semibold text-cocoa-950">
            <Star aria-hidden="true" className="size-3.5 fill-current" /> Gold
          </span>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <div className="flex items-baseline justify-between text-small">
            <span id="platinum-progress-label" className="font-semibold text-cocoa-800">
              Progress to Platinum
            </span>
            <span className="text-cocoa-700 tabular-nums">
              {formatCurrency(Math.min(spentCents, PLATINUM_SPEND_CENTS))} / {formatCurrency(PLATINUM_SPEND_CENTS)}
            </span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="platinum-progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={loading ? undefined : percent}
            aria-valuetext={loading ? undefined : `${percent}% of the way to Platinum`}
            className="h-2.5 overflow-hidden rounded-full bg-cream-200"
          >
            <div
              className="h-full rounded-full bg-gradient-to-r from-saffron-400 to-saffron-600 transition-[width] duration-700 ease-out"
              style={{ width: `${loading ? 0 : percent}%` }}
            />
          </div>
          <p className="text-caption text-muted-foreground">{progressText}</p>
        </div>
        <div>
          <p className="text-small font-semibold text-cocoa-800">Your perks</p>
          <ul className="mt-2 flex flex-col gap-2">
            {PERKS.map((perk) => (
              <li key={perk} className="flex items-center gap-2.5 text-small text-cocoa-700">
                <span
                  aria-hidden="true"
                  className="grid size-5 shrink-0 place-items-center rounded-full bg-pistachio-100 text-pistachio-700"
                >
                  <Check className="size-3" strokeWidth={3} />
                </span>
                {perk}
              </li>
            ))}
          </ul>
        </div>
        <Button asChild variant="outline" size="sm" className="w-fit">
          <Link to={paths.loyalty()}>
            View Loyalty Program <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
