/** How the admin reward cards word their values (admin sections 2 and 9; en-NZ, NZD). */
import type { AdminLoyaltyReward } from '@/contracts/loyalty';
import { formatCurrency, parseMoney } from '@/domain/money';

/** '10%' or '$5.00'. */
export const discountText = (r: Pick<AdminLoyaltyReward, 'discountType' | 'discountValue'>) =>
  r.discountType === 'percentage' ? `${Number(r.discountValue)}%` : formatCurrency(parseMoney(r.discountValue));

/** '$20.00', or 'None' when there is no minimum. */
export const minimumSpendText = (r: Pick<AdminLoyaltyReward, 'minimumSpend'>) => {
  const cents = parseMoney(r.minimumSpend);
  return cents > 0 ? formatCurrency(cents) : 'None';
};

/** '3 / 10', or '3 (no limit)'. */
export const usesText = (r: Pick<AdminLoyaltyReward, 'currentUses' | 'maxUses'>) =>
  r.maxUses === null ? `${r.currentUses} (no limit)` : `${r.currentUses} / ${r.maxUses}`;

const dateFormat = new Intl.DateTimeFormat('en-NZ', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Pacific/Auckland',
});
export const createdText = (iso: string) => dateFormat.format(new Date(iso));

/** Section 8: the stat cards' numbers. */
export function rewardStats(rewards: readonly Pick<AdminLoyaltyReward, 'active' | 'currentUses'>[]) {
  const active = rewards.filter((r) => r.active).length;
  return {
    active,
    inactive: rewards.length - active,
    redemptions: rewards.reduce((sum, r) => sum + r.currentUses, 0),
  };
}

/** The server's message for a failed call (section 8: the failure toasts carry it). */
export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object') {
    const serverMessage = (error as { serverMessage?: unknown }).serverMessage;
    if (typeof serverMessage === 'string' && serverMessage) return serverMessage;
  }
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}
