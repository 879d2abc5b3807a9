import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { StoreLoyaltyReward } from '@/contracts/loyalty';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { useLoyaltyAccount } from './api/get-loyalty-account';
import { useLoyaltyRewards } from './api/get-loyalty-rewards';
import { useLoyaltyTransactions } from './api/get-loyalty-transactions';
import { useRedeemReward } from './api/redeem-reward';
import { ApiRequestError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast-store';
import { GoalCard } from './components/goal-card';
import { HistorySection } from './components/history-section';
import { JoinCard } from './components/join-card';
import { LoyaltyPageFrame, LOYALTY_TITLE } from './components/loyalty-page-frame';
import { PointsSummary } from './components/points-summary';
import { RewardsSection } from './components/rewards-section';
import { VoucherList } from './components/voucher-list';

/** Storefront section 9: the points history shows 10 entries. */
const HISTORY_SHOWN = 10;

/**
 * /loyalty: the signed-in customer's points, the next reward to save for, the rewards they can
 * redeem for a voucher held for their next checkout, and their latest points history.
 */
export function LoyaltyScreen({ storeCredit }: { storeCredit?: ReactNode } = {}) {
  const account = useLoyaltyAccount();
  const rewards = useLoyaltyRewards();
  const history = useLoyaltyTransactions();
  const redeem = useRedeemReward();

  if (account.isPending || rewards.isPending || history.isPending) {
    return (
      <div className="grid min-h-[50vh] place-items-center px-4">
        <title>{LOYALTY_TITLE}</title>
        <Spinner size="lg" label="Loading your rewards..." className="flex-col text-body" />
      </div>
    );
  }

  if (account.isError || rewards.isError || history.isError) {
    const retry = () => void Promise.all([account.refetch(), rewards.refetch(), history.refetch()]);
    return (
      <LoyaltyPageFrame>
        <Card role="alert">
          <CardContent className="flex flex-col items-start gap-4 pt-6">
            <p className="font-semibold text-destructive">We couldn't load your rewards. Please try again.</p>
            <Button variant="outline" onClick={retry}>
              <RotateCcw aria-hidden="true" /> Try again
            </Button>
          </CardContent>
        </Card>
      </LoyaltyPageFrame>
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
      <LoyaltyPageFrame>
        <JoinCard />
        {storeCredit}
        {rewardList}
      </LoyaltyPageFrame>
    );
  }

  return (
    <LoyaltyPageFrame>
      <PointsSummary account={data} />
      {/* The customer's store credit (decision 0202), drawn by its own feature. */}
      {storeCredit}
      <GoalCard points={data.totalPoints} rewards={rewards.data} />
      {data.vouchers.length ? <VoucherList vouchers={data.vouchers} /> : null}
      {rewardList}
      <HistorySection transactions={history.data.slice(0, HISTORY_SHOWN)} />
    </LoyaltyPageFrame>
  );
}
