import { Gift, Sparkles, Ticket } from 'lucide-react';
import { useId } from 'react';
import type { StoreLoyaltyReward, StoreLoyaltyVoucher } from '@/contracts/loyalty';
import { rewardDiscountCents } from '@/domain/checkout-pricing';
import { eligibleAtCheckout } from '@/domain/loyalty';
import { formatCurrency, parseMoney } from '@/domain/money';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';
import { useLoyaltyAccount } from '../api/get-loyalty-account';
import { useLoyaltyRewards } from '../api/get-loyalty-rewards';
import { discountLabel, minimumSpendLabel } from '../loyalty-format';

/** What the customer picked: a reward to spend points on now, or a voucher they hold. One per order. */
export type RewardChoice = { rewardId: string; voucherId?: undefined } | { voucherId: string; rewardId?: undefined };

export interface CheckoutRewardsCardProps {
  /** The server's subtotal, in cents: minimum spends and savings are judged against it. */
  subtotalCents: number;
  /** Whether the points toggle is on. */
  using: boolean;
  choice: RewardChoice | null;
  onUsingChange(using: boolean): void;
  onChoiceChange(choice: RewardChoice | null): void;
  disabled?: boolean;
}

const terms = (r: Pick<StoreLoyaltyReward, 'discountType' | 'discountValue'>) => ({
  discountType: r.discountType,
  discountValueHundredths: parseMoney(r.discountValue),
});

/**
 * The checkout's Loyalty Rewards card (storefront sections 2, 4, 5), shown only when the customer
 * has a loyalty account. The toggle offers the eligible rewards and the vouchers they hold; the
 * choice goes into the payment intent, so the total shown is the amount charged. The points are
 * taken when the payment is prepared, and given back if the customer changes their mind.
 */
export function CheckoutRewardsCard(props: CheckoutRewardsCardProps) {
  const { subtotalCents, using, choice, onUsingChange, onChoiceChange, disabled } = props;
  const account = useLoyaltyAccount();
  const rewards = useLoyaltyRewards();
  const groupId = useId();
  const headingId = `${groupId}-title`;
  if (!account.data) return null;
  const { totalPoints: points, vouchers } = account.data;
  const active = rewards.data ?? [];
  // Only the rewards this order may use (storefront section 5); the chosen one stays listed, its
  // points already set aside for this order.
  const offered = active.filter(
    (reward) =>
      choice?.rewardId === reward.id ||
      eligibleAtCheckout({ ...reward, minimumSpendCents: parseMoney(reward.minimumSpend) }, points, subtotalCents),
  );
  const chosenKey = choice?.voucherId
    ? `voucher:${choice.voucherId}`
    : choice?.rewardId
      ? `reward:${choice.rewardId}`
      : '';
  const chosenReward = choice?.rewardId ? offered.find((r) => r.id === choice.rewardId) : undefined;
  // The balance as the customer thinks of it: a reward chosen here is paid for when the payment is prepared.
  const shownPoints = chosenReward ? Math.max(0, points - chosenReward.pointsCost) : points;

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="max-sm:px-4 xl:px-5 xl:pt-5">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="grid size-9 shrink-0 place-items-center rounded-full bg-pistachio-100 text-pistachio-800"
          >
            <Gift className="size-4.5" />
          </span>
          <div className="min-w-0">
            <CardTitle asChild className="text-h4">
              <h2 id={headingId}>Loyalty Rewards</h2>
            </CardTitle>
            <CardDescription>
              You have <strong className="font-semibold text-cocoa-900 tabular-nums">{points}</strong> points
            </CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 max-sm:px-4 xl:px-5 xl:pb-5">
        <label className="flex cursor-pointer items-center justify-between gap-3 rounded-control bg-cream-100 px-3.5 py-3">
          <span className="text-small font-semibold text-cocoa-900">Use my points</span>
          <input
            type="checkbox"
            role="switch"
            checked={using}
            disabled={disabled}
            onChange={(event) => {
              onUsingChange(event.target.checked);
              if (!event.target.checked) onChoiceChange(null);
            }}
            className="peer sr-only"
          />
          <span
            aria-hidden="true"
            className="relative h-6 w-11 shrink-0 rounded-full bg-cocoa-300 transition-colors peer-checked:bg-pistachio-600 peer-focus-visible:ring-2 peer-focus-visible:ring-saffron-500 peer-focus-visible:ring-offset-2 peer-disabled:opacity-50 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
          />
        </label>

        {using ? (
          <fieldset className="flex flex-col gap-3" disabled={disabled}>
            <legend className="sr-only">Choose one reward for this order</legend>
            {vouchers.length > 0 ? (
              <div className="flex flex-col gap-2">
                <p className="text-eyebrow font-semibold text-cocoa-500 uppercase">Your vouchers</p>
                {vouchers.map((voucher) => (
                  <VoucherOption
                    key={voucher.id}
                    voucher={voucher}
                    name={groupId}
                    subtotalCents={subtotalCents}
                    checked={chosenKey === `voucher:${voucher.id}`}
                    onChoose={() => onChoiceChange({ voucherId: voucher.id })}
                  />
                ))}
              </div>
            ) : null}
            <div className="flex flex-col gap-2">
              <p className="text-eyebrow font-semibold text-cocoa-500 uppercase">Spend points</p>
              {offered.length === 0 ? (
                <p className="text-small text-muted-foreground">
                  {active.length === 0
                    ? 'No rewards available at the moment.'
                    : 'No rewards available for this order yet.'}
                </p>
              ) : (
                offered.map((reward) => (
                  <RewardOption
                    key={reward.id}
                    reward={reward}
                    name={groupId}
                    subtotalCents={subtotalCents}
                    checked={chosenKey === `reward:${reward.id}`}
                    onChoose={() => onChoiceChange({ rewardId: reward.id })}
                  />
                ))
              )}
            </div>
            <p className="flex items-center gap-2 text-caption text-muted-foreground">
              <Sparkles aria-hidden="true" className="size-3.5 shrink-0 text-pistachio-700" />
              {chosenReward
                ? `${chosenReward.pointsCost} points will be used: ${shownPoints} left after this order. Change your mind and they come back.`
                : 'One reward per order. The discount is taken off before GST.'}
            </p>
          </fieldset>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Option({
  name,
  checked,
  enabled,
  onChoose,
  icon,
  title,
  detail,
  note,
  saving,
}: {
  name: string;
  checked: boolean;
  enabled: boolean;
  onChoose(): void;
  icon: React.ReactNode;
  title: string;
  detail: string;
  note: string | null;
  saving: number;
}) {
  return (
    <label
      className={cn(
        'flex items-start gap-3 rounded-control border px-3.5 py-3 transition-colors',
        enabled ? 'cursor-pointer hover:border-saffron-300' : 'cursor-not-allowed bg-cream-50 opacity-70',
        checked ? 'border-pistachio-500 bg-pistachio-50 ring-1 ring-pistachio-500' : 'border-border',
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        disabled={!enabled}
        onChange={onChoose}
        className="mt-1 size-4 shrink-0 accent-pistachio-700"
      />
      <span aria-hidden="true" className="mt-0.5 text-saffron-700">
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-cocoa-900">{title}</span>
        <span className="block text-caption text-cocoa-700">{detail}</span>
        {note ? <span className="block text-caption text-muted-foreground">{note}</span> : null}
      </span>
      {enabled && saving > 0 ? (
        <span className="shrink-0 text-small font-semibold text-pistachio-700 tabular-nums">
          −{formatCurrency(saving)}
        </span>
      ) : null}
    </label>
  );
}

/** An eligible reward (the card lists no other), or the one already chosen for this order. */
function RewardOption(props: {
  reward: StoreLoyaltyReward;
  name: string;
  subtotalCents: number;
  checked: boolean;
  onChoose(): void;
}) {
  const { reward, subtotalCents } = props;
  return (
    <Option
      name={props.name}
      checked={props.checked}
      enabled
      onChoose={props.onChoose}
      icon={<Gift className="size-4" />}
      title={reward.name}
      detail={`${discountLabel(reward)} · ${reward.pointsCost} points`}
      note={minimumSpendLabel(reward)}
      saving={rewardDiscountCents(subtotalCents, terms(reward))}
    />
  );
}

function VoucherOption(props: {
  voucher: StoreLoyaltyVoucher;
  name: string;
  subtotalCents: number;
  checked: boolean;
  onChoose(): void;
}) {
  const { voucher, subtotalCents } = props;
  const enabled = props.checked || parseMoney(voucher.minimumSpend) <= subtotalCents;
  return (
    <Option
      name={props.name}
      checked={props.checked}
      enabled={enabled}
      onChoose={props.onChoose}
      icon={<Ticket className="size-4" />}
      title={voucher.name}
      detail={`${discountLabel(voucher)} · already redeemed`}
      note={minimumSpendLabel(voucher)}
      saving={rewardDiscountCents(subtotalCents, terms(voucher))}
    />
  );
}
