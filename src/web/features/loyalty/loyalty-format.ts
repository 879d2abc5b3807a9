/** How rewards and points read on the loyalty page (storefront sections 3, 9; en-NZ). */
import type { StoreLoyaltyReward } from '@/contracts/loyalty';
import { formatCurrency, parseMoney } from '@/domain/money';

/** '5% off your order' or '$10.00 off your order'. */
export function discountLabel(reward: Pick<StoreLoyaltyReward, 'discountType' | 'discountValue'>): string {
  if (reward.discountType === 'percentage') return `${Number(reward.discountValue)}% off your order`;
  return `${formatCurrency(parseMoney(reward.discountValue))} off your order`;
}

/** 'On orders of $20.00 or more', or null when there is no minimum. */
export function minimumSpendLabel(reward: Pick<StoreLoyaltyReward, 'minimumSpend'>): string | null {
  const cents = parseMoney(reward.minimumSpend);
  return cents > 0 ? `On orders of ${formatCurrency(cents)} or more` : null;
}

/** '+150' or '−100', with a real minus sign. */
export const signedPoints = (points: number) => (points > 0 ? `+${points}` : points < 0 ? `−${-points}` : '0');

const dateFormat = new Intl.DateTimeFormat('en-NZ', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Pacific/Auckland',
});
/** '23 November 2026'. */
export const formatLoyaltyDate = (iso: string) => dateFormat.format(new Date(iso));
