/** /admin/loyalty (admin sections 2, 4, 5, 8 and 9): stat cards, reward cards, the reward dialog. */
import { useState, type ReactNode } from 'react';
import { Award, Gift, Power, TrendingUp } from 'lucide-react';
import type { AdminLoyaltyReward } from '@/contracts/loyalty';
import { AddButton } from '@/web/components/ui/add-button';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/web/components/ui/card';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { DeleteButton, EditButton } from '@/web/components/ui/row-action-buttons';
import { Spinner } from '@/web/components/ui/spinner';
import { toast } from '@/web/lib/toast-store';
import { useEditDialog } from '@/web/lib/use-edit-dialog';
import { useAdminRewards, useDeleteReward, useToggleReward } from './api/rewards';
import { RewardDialog } from './components/reward-dialog';
import { createdText, discountText, errorMessage, minimumSpendText, rewardStats, usesText } from './reward-format';
import { TOUCH_HEIGHT } from '@/web/lib/touch-target';

function StatCard({ icon, title, value, note }: { icon: ReactNode; title: string; value: string; note: string }) {
  return (
    <Card>
      <CardContent className="flex items-start gap-4 p-5">
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-full bg-saffron-100 text-saffron-800"
        >
          {icon}
        </span>
        <div className="min-w-0">
          <h2 className="text-small font-semibold text-cocoa-700">{title}</h2>
          <p className="font-display text-2xl font-semibold text-cocoa-900">{value}</p>
          <p className="text-caption text-muted-foreground">{note}</p>
        </div>
      </CardContent>
    </Card>
  );
}

interface RewardAdminCardProps {
  reward: AdminLoyaltyReward;
  toggling: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

function RewardAdminCard({ reward, toggling, onToggle, onEdit, onDelete }: RewardAdminCardProps) {
  return (
    <Card className={reward.active ? undefined : 'opacity-80'}>
      <CardHeader className="gap-2 pb-3">
        <div className="flex items-start justify-between gap-3">
          <h3 className="font-display text-lg leading-snug font-semibold text-cocoa-900">{reward.name}</h3>
          <Badge variant="warning">{reward.pointsCost} points</Badge>
        </div>
        <div>{reward.active ? <Badge variant="success">Active</Badge> : <Badge variant="outline">Inactive</Badge>}</div>
        <p className="text-small text-muted-foreground">{reward.description}</p>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <div>
            <dt className="text-caption text-muted-foreground">Discount</dt>
            <dd className="font-semibold text-cocoa-900">{discountText(reward)}</dd>
          </div>
          <div>
            <dt className="text-caption text-muted-foreground">Min Spend</dt>
            <dd className="font-semibold text-cocoa-900">{minimumSpendText(reward)}</dd>
          </div>
          <div>
            <dt className="text-caption text-muted-foreground">Uses</dt>
            <dd className="font-semibold text-cocoa-900">{usesText(reward)}</dd>
          </div>
          <div>
            <dt className="text-caption text-muted-foreground">Created</dt>
            <dd className="font-semibold text-cocoa-900">{createdText(reward.createdAt)}</dd>
          </div>
        </dl>
      </CardContent>
      <CardFooter className="justify-between gap-2">
        <Button
          variant="outline"
          size="sm"
          className={TOUCH_HEIGHT}
          loading={toggling}
          aria-label={`${reward.active ? 'Deactivate' : 'Activate'} ${reward.name}`}
          onClick={onToggle}
        >
          <Power aria-hidden="true" />
          {reward.active ? 'Deactivate' : 'Activate'}
        </Button>
        <div className="flex gap-1">
          <EditButton itemName={reward.name} onClick={onEdit} />
          <DeleteButton itemName={reward.name} onClick={onDelete} />
        </div>
      </CardFooter>
    </Card>
  );
}

export default function LoyaltyAdminPage() {
  const rewards = useAdminRewards();
  const toggle = useToggleReward();
  const remove = useDeleteReward();
  const dialog = useEditDialog<AdminLoyaltyReward>();
  const [deleting, setDeleting] = useState<AdminLoyaltyReward | null>(null);
  const list = rewards.data ?? [];
  const stats = rewardStats(list);

  const switchActive = (reward: AdminLoyaltyReward) =>
    toggle.mutate(
      { id: reward.id, active: !reward.active },
      {
        onSuccess: (saved) =>
          toast({
            title: 'Reward Updated',
            description: `${saved.name} is now ${saved.active ? 'active' : 'inactive'}`,
            variant: 'success',
          }),
        onError: (error) => toast({ title: 'Update Failed', description: errorMessage(error), variant: 'destructive' }),
      },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (result) => {
        toast({ title: 'Reward Deleted', description: result.message, variant: 'success' });
        setDeleting(null);
      },
      onError: (error) => {
        toast({ title: 'Deletion Failed', description: errorMessage(error), variant: 'destructive' });
        setDeleting(null);
      },
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <title>Loyalty Program – Admin – Saffron &amp; Sugar</title>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="font-display text-h1 font-semibold tracking-tight text-cocoa-900">Loyalty Program</h1>
          <p className="text-muted-foreground">Manage the rewards customers redeem with their points</p>
        </div>
        <AddButton onClick={dialog.openToAdd}>Create Reward</AddButton>
      </header>

      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          icon={<Gift className="size-5" />}
          title="Active Rewards"
          value={String(stats.active)}
          note={`${stats.inactive} inactive`}
        />
        <StatCard
          icon={<TrendingUp className="size-5" />}
          title="Total Redemptions"
          value={String(stats.redemptions)}
          note="Uses across all rewards"
        />
        <StatCard
          icon={<Award className="size-5" />}
          title="Program Status"
          value="Active"
          note="1 point per $1 spent"
        />
      </div>

      <section aria-labelledby="rewards-heading" className="flex flex-col gap-4">
        <h2 id="rewards-heading" className="font-display text-h2 font-semibold text-cocoa-900">
          Rewards
        </h2>
        {rewards.isPending ? (
          <div className="grid place-items-center p-10">
            <Spinner label="Loading rewards..." />
          </div>
        ) : rewards.isError ? (
          <p role="alert" className="text-small text-destructive">
            The rewards could not be loaded. Please reload the page.
          </p>
        ) : list.length === 0 ? (
          <Card>
            <CardContent className="flex flex-col items-center gap-2 p-10 text-center">
              <Gift aria-hidden="true" className="size-8 text-cocoa-400" />
              <h3 className="font-display text-h3 font-semibold text-cocoa-900">No rewards created</h3>
              <p className="text-small text-muted-foreground">
                Create the first reward customers can redeem with their points.
              </p>
            </CardContent>
          </Card>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {list.map((reward) => (
              <li key={reward.id} className="grid">
                <RewardAdminCard
                  reward={reward}
                  toggling={toggle.isPending && toggle.variables?.id === reward.id}
                  onToggle={() => switchActive(reward)}
                  onEdit={() => dialog.openToEdit(reward)}
                  onDelete={() => setDeleting(reward)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <RewardDialog open={dialog.open} reward={dialog.subject} onOpenChange={dialog.onOpenChange} />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'reward'}?`}
        description="Are you sure you want to delete this reward? This action cannot be undone."
        confirmLabel="Delete Reward"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
