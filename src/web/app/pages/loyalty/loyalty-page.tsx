import { CalendarHeart, Gift, History, RotateCcw, Sparkles, Target, Ticket, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StoreLoyaltyAccount, StoreLoyaltyReward, StoreLoyaltyTransaction } from '@/contracts/loyalty';
import { nextRewardGoal } from '@/domain/loyalty';
import { formatCurrency, parseMoney } from '@/domain/money';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { useLoyaltyAccount } from '@/web/features/loyalty/api/get-loyalty-account';
import { useLoyaltyRewards } from '@/web/features/loyalty/api/get-loyalty-rewards';
import { useLoyaltyTransactions } from '@/web/features/loyalty/api/get-loyalty-transactions';
import { useRedeemReward } from '@/web/features/loyalty/api/redeem-reward';
import { RewardCard } from '@/web/features/loyalty/components/reward-card';
import {
  discountLabel,
  formatLoyaltyDate,
  minimumSpendLabel,
  signedPoints,
} from '@/web/features/loyalty/loyalty-format';
import { ApiRequestError } from '@/web/lib/api-client';
import { paths } from '@/web/lib/paths';
import { toast } from '@/web/lib/toast-store';

const TITLE = 'My Rewards – Saffron & Sugar';
/** Storefront section 9: the points history shows 10 entries. */
const HISTORY_SHOWN = 10;

/**
 * /loyalty: the signed-in customer's points, the next reward to save for, the rewards they can
 * redeem for a voucher held for their next checkout, and their latest points history.
 */
export function LoyaltyPage() {
  const account = useLoyaltyAccount();
  const rewards = useLoyaltyRewards();
  const history = useLoyaltyTransactions();
  const redeem = useRedeemReward();

  if (account.isPending || rewards.isPending || history.isPending) {
    return (
      <div className="grid min-h-[50vh] place-items-center px-4">
        <title>{TITLE}</title>
        <Spinner size="lg" label="Loading your rewards..." className="flex-col text-body" />
      </div>
    );
  }

  if (account.isError || rewards.isError || history.isError) {
    const retry = () => void Promise.all([account.refetch(), rewards.refetch(), history.refetch()]);
    return (
      <Page>
        <Card role="alert">
          <CardContent className="flex flex-col items-start gap-4 pt-6">
            <p className="font-semibold text-destructive">We couldn't load your rewards. Please try again.</p>
            <Button variant="outline" onClick={retry}>
              <RotateCcw aria-hidden="true" /> Try again
            </Button>
          </CardContent>
        </Card>
      </Page>
    );
  }

  const onRedeem = (reward: StoreLoyaltyReward) => {
    redeem.mutate(reward.id, {
      onSuccess: () =>
        toast({
          title: 'Reward Redeemed!',
          description: 'Your reward has been successfully redeemed.',
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'Redemption Failed',
          description:
            (error instanceof ApiRequestError ? error.serverMessage : undefined) ??
            'Something went wrong. Please try again.',
          variant: 'destructive',
        }),
    });
  };

  const data = account.data;
  const points = data?.totalPoints ?? null;
  const rewardList = (
    <RewardsSection
      rewards={rewards.data}
      points={points}
      redeemingId={redeem.isPending ? redeem.variables : undefined}
      onRedeem={onRedeem}
    />
  );

  if (!data) {
    return (
      <Page>
        <JoinCard />
        {rewardList}
      </Page>
    );
  }

  return (
    <Page>
      <Summary account={data} />
      <GoalCard points={data.totalPoints} rewards={rewards.data} />
      {data.vouchers.length ? <Vouchers vouchers={data.vouchers} /> : null}
      {rewardList}
      <HistorySection transactions={history.data.slice(0, HISTORY_SHOWN)} />
    </Page>
  );
}

function Page({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8">
      <title>{TITLE}</title>
      <header>
        <p className="text-eyebrow font-semibold text-saffron-700 uppercase">Loyalty Program</p>
        <h1 className="mt-1 text-h1 text-cocoa-900">My Rewards</h1>
        <p className="mt-2 text-muted-foreground">
          One point for every dollar you spend with us. Points never expire.{' '}
          <Link
            to={paths.loyaltyProgram()}
            className="font-semibold text-saffron-800 underline-offset-4 hover:underline"
          >
            How it works
          </Link>
        </p>
      </header>
      {children}
    </div>
  );
}

function Summary({ account }: { account: StoreLoyaltyAccount }) {
  return (
    <section aria-label="Your points" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-saffron-500 to-saffron-700 p-5 text-cream-50 shadow-md col-span-2 sm:col-span-1">
        <Sparkles aria-hidden="true" className="absolute -top-2 -right-2 size-20 text-white/15" />
        <p className="text-small font-semibold text-cream-50/90">Points balance</p>
        <p className="mt-1 font-display text-[2.75rem] leading-none tabular-nums" data-testid="points-balance">
          {account.totalPoints}
        </p>
        <p className="mt-2 text-caption text-cream-50/90">points to spend</p>
      </div>
      <Stat
        icon={<Wallet className="size-4" />}
        label="Total spent"
        value={formatCurrency(parseMoney(account.totalSpent))}
      />
      <Stat
        icon={<CalendarHeart className="size-4" />}
        label="Member since"
        value={formatLoyaltyDate(account.memberSince)}
      />
    </section>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col justify-between gap-3 rounded-2xl border border-border bg-white p-4 sm:p-5">
      <span aria-hidden="true" className="grid size-9 place-items-center rounded-full bg-cream-100 text-cocoa-700">
        {icon}
      </span>
      <div>
        <p className="text-small text-muted-foreground">{label}</p>
        <p className="font-display text-h4 text-cocoa-900 tabular-nums sm:text-h3">{value}</p>
      </div>
    </div>
  );
}

function GoalCard({ points, rewards }: { points: number; rewards: StoreLoyaltyReward[] }) {
  const goal = nextRewardGoal(points, rewards);
  if (!goal) return null;
  const reached = goal.needed === 0;
  return (
    <section aria-labelledby="goal-heading" className="rounded-2xl border border-saffron-200 bg-cream-50 p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-saffron-100 text-saffron-800"
        >
          <Target className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="goal-heading" className="font-sans text-body font-semibold text-cocoa-900">
            Next reward: {goal.reward.name}
          </h2>
          <p className="text-small text-cocoa-700">
            {reached ? 'You have enough points for every reward. Treat yourself!' : `${goal.needed} more points to go.`}
          </p>
        </div>
      </div>
      <div
        role="progressbar"
        aria-labelledby="goal-heading"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={goal.percent}
        aria-valuetext={`${goal.percent}% of the way`}
        className="mt-4 h-3 overflow-hidden rounded-full bg-cream-200"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-saffron-400 to-saffron-600 transition-[width] duration-700 ease-out"
          style={{ width: `${goal.percent}%` }}
        />
      </div>
      <p className="mt-2 text-right text-caption font-semibold text-cocoa-800 tabular-nums">
        {Math.min(points, goal.reward.pointsCost)} / {goal.reward.pointsCost} points
      </p>
    </section>
  );
}

function Vouchers({ vouchers }: { vouchers: StoreLoyaltyAccount['vouchers'] }) {
  return (
    <section aria-labelledby="vouchers-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="vouchers-heading" className="text-h3 text-cocoa-900">
          Your vouchers
        </h2>
        <p className="text-small text-muted-foreground">Redeemed and waiting for you: choose one at checkout.</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {vouchers.map((v) => {
          const minimum = minimumSpendLabel(v);
          return (
            <li
              key={v.id}
              className="flex gap-3 rounded-2xl border-2 border-dashed border-pistachio-300 bg-pistachio-50 p-4"
            >
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-full bg-pistachio-100 text-pistachio-800"
              >
                <Ticket className="size-5" />
              </span>
              <div className="min-w-0">
                <p className="font-semibold text-cocoa-900">{v.name}</p>
                <p className="text-small text-pistachio-900">{discountLabel(v)}</p>
                <p className="text-caption text-muted-foreground">
                  {[minimum, `Redeemed ${formatLoyaltyDate(v.redeemedAt)}`].filter(Boolean).join(' · ')}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function RewardsSection({
  rewards,
  points,
  redeemingId,
  onRedeem,
}: {
  rewards: StoreLoyaltyReward[];
  points: number | null;
  redeemingId: string | undefined;
  onRedeem: (reward: StoreLoyaltyReward) => void;
}) {
  return (
    <section aria-labelledby="rewards-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="rewards-heading" className="text-h3 text-cocoa-900">
          Available rewards
        </h2>
        <p className="text-small text-muted-foreground">Redeem points for a voucher to use on your next order.</p>
      </div>
      {rewards.length ? (
        <ul className="grid gap-4 sm:grid-cols-2">
          {rewards.map((reward) => (
            <li key={reward.id}>
              <RewardCard
                reward={reward}
                points={points}
                redeeming={redeemingId === reward.id}
                busy={redeemingId !== undefined}
                onRedeem={onRedeem}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="flex items-center gap-2 rounded-2xl border border-border bg-cream-50 px-5 py-6 text-cocoa-700">
          <Gift aria-hidden="true" className="size-4 text-cocoa-500" />
          No rewards available at the moment.
        </p>
      )}
    </section>
  );
}

function HistorySection({ transactions }: { transactions: StoreLoyaltyTransaction[] }) {
  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-4">
      <h2 id="history-heading" className="text-h3 text-cocoa-900">
        Points history
      </h2>
      {transactions.length ? (
        <ol className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-white">
          {transactions.map((tx) => (
            <li key={tx.id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
              <span
                aria-hidden="true"
                className={`grid size-8 shrink-0 place-items-center rounded-full ${
                  tx.points >= 0 ? 'bg-pistachio-100 text-pistachio-800' : 'bg-rose-100 text-rose-800'
                }`}
              >
                {tx.points >= 0 ? <Sparkles className="size-4" /> : <Gift className="size-4" />}
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-small font-semibold break-words text-cocoa-900">{tx.description}</p>
                <p className="text-caption text-muted-foreground">
                  <time dateTime={tx.createdAt}>{formatLoyaltyDate(tx.createdAt)}</time>
                </p>
              </div>
              <span className={`font-semibold tabular-nums ${tx.points >= 0 ? 'text-pistachio-800' : 'text-rose-800'}`}>
                {signedPoints(tx.points)}
                <span className="sr-only"> points</span>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="flex items-center gap-2 rounded-2xl border border-border bg-cream-50 px-5 py-6 text-cocoa-700">
          <History aria-hidden="true" className="size-4 text-cocoa-500" />
          No transaction history yet.
        </p>
      )}
    </section>
  );
}

function JoinCard() {
  return (
    <Card className="items-center px-6 py-12 text-center">
      <span aria-hidden="true" className="grid size-16 place-items-center rounded-full bg-saffron-100 text-saffron-800">
        <Sparkles className="size-7" />
      </span>
      <h2 className="mt-5 text-h3 text-cocoa-900">Join Our Loyalty Program</h2>
      <p className="mt-2 max-w-md text-muted-foreground">
        Earn one point for every dollar you spend and swap them for treats off your order. Your rewards account opens
        with your first order.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.home()}>Start Shopping</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.loyaltyProgram()}>How it works</Link>
        </Button>
      </div>
    </Card>
  );
}
