import { formatCurrency } from '../../../domain/money';
import { mayRefund } from '../../../domain/staff-refunds';
import { AppError } from '../errors';
import { type Actor, isOwnerActor } from './actor';

/** The 403 code of a refund above the staff refund limit, for the browser to tell it from others. */
export const REFUND_NEEDS_OWNER = 'REFUND_NEEDS_OWNER';

/**
 * 403 when `actor` is staff (not an owner) and `amountCents` is more than the shop's staff refund
 * limit (decision 0195). Called before any money moves, by every way staff refund (cancel, and the
 * partial refunds of issue 24).
 */
export function assertMayRefund(actor: Actor, amountCents: number, staffLimitCents: number): void {
  if (mayRefund(isOwnerActor(actor) ? 'owner' : 'staff', amountCents, staffLimitCents)) return;
  throw new AppError(
    403,
    REFUND_NEEDS_OWNER,
    `Refunds over ${formatCurrency(staffLimitCents)} need the shop owner: this one is ${formatCurrency(amountCents)}`,
  );
}
