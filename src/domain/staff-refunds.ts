/**
 * How much a member of staff who is not an owner may refund on their own (issue 24, decision
 * 0195): up to the shop's staff refund limit, a business setting; more needs an owner. Owners
 * refund any amount (never more than what is left unrefunded: that rule is the refund's own).
 */
import type { Cents } from './money';

/** $100.00 until the owner sets another limit: most single orders, not a wedding cake. */
export const DEFAULT_STAFF_REFUND_LIMIT_CENTS: Cents = 10_000;

export type StaffRoleName = 'owner' | 'staff';

/** Whether `role` may refund `amountCents` on its own, given the shop's limit for staff. */
export function mayRefund(role: StaffRoleName, amountCents: Cents, staffLimitCents: Cents): boolean {
  return role === 'owner' || amountCents <= staffLimitCents;
}
