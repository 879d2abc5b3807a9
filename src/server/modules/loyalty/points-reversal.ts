/**
 * Taking back the points of a refunded or cancelled order (issue 20, decision 0108). A refund never
 * leaves the points it earned with the customer: they come off the balance; what the balance lacks
 * is found by voiding unused vouchers bought with them since; what was spent for good is recorded
 * as points owed, which the next points the account receives repay first. Every change is a
 * ledger row, so the balance stays Σ ledger points and the points owed Σ ledger `owed`.
 *
 * Lock order, as for redeeming: the account row first, then redemption rows (a voucher is voided
 * by a guarded statement, so a checkout reserving it at the same moment wins or loses cleanly).
 */
import { planPointsReversal, type PointsReversalPlan, splitIncomingPoints } from '../../../domain/loyalty';
import { proportionalPointsToReverse } from '../../../domain/partial-refunds';
import type { DbOrTx } from '../../db/client';
import {
  addToBalance,
  addToOwed,
  findAccount,
  findLedgerEntry,
  insertLedgerEntry,
  listVouchersBoughtSince,
  lockAccount,
  partiallyReversedPoints,
  moveRedemption,
  subtractFromBalance,
} from './loyalty.repository';

export interface OrderReversal {
  userId: string;
  orderId: string;
  orderNumber: number;
  /** Why: 'refunded' or 'cancelled', said in the ledger rows' descriptions. */
  reason: string;
  /** The spend the order added to the account's total spent, taken back too (never below 0). */
  spentCents: number;
}

const NOTHING: PointsReversalPlan = { earned: 0, fromBalance: 0, voided: [], taken: 0, owed: 0 };

/**
 * What reversing an order's points would do now, changing nothing: for the cancel dialog, shown
 * to staff before they confirm. `returning` is what cancelling gives back first (the points of a
 * reward the order used), which the reversal may then take. Points that partial refunds already
 * took back are not taken again (decision 0200).
 */
export async function previewOrderReversal(
  db: DbOrTx,
  order: { userId: string; orderId: string },
  returning = 0,
): Promise<PointsReversalPlan> {
  const earned = await findLedgerEntry(db, order.orderId, 'earned');
  if (!earned || earned.points <= 0 || (await findLedgerEntry(db, order.orderId, 'reversed'))) return NOTHING;
  const due = earned.points - (await partiallyReversedPoints(db, order.orderId));
  if (due <= 0) return NOTHING;
  const balance = ((await findAccount(db, order.userId))?.totalPoints ?? 0) + returning;
  const vouchers = await listVouchersBoughtSince(db, order.userId, earned.createdAt);
  return planPointsReversal(due, balance, vouchers);
}

interface TakeBack {
  userId: string;
  orderId: string;
  orderNumber: number;
  reason: string;
  /** Points to take back now (at most what the order earned). */
  points: number;
  /** When the order's points were earned: vouchers bought since may be voided. */
  earnedAt: Date;
  spentCents: number;
  type: 'reversed' | 'partially_reversed';
}

/**
 * Takes `points` back under the account's row lock (the caller holds it): voids the vouchers the
 * plan names (one 'voided' row each, their points back on the balance), then one row of `type`
 * takes what the balance now holds and records the rest as owed.
 */
async function takeBack(tx: DbOrTx, balanceBefore: number, take: TakeBack): Promise<void> {
  const order = `Order #${take.orderNumber} ${take.reason}`;
  const vouchers = await listVouchersBoughtSince(tx, take.userId, take.earnedAt);
  const plan = planPointsReversal(take.points, balanceBefore, vouchers);
  let balance = balanceBefore;
  for (const voucher of plan.voided) {
    // Guarded: a voucher a checkout reserved a moment ago stays with that checkout.
    const voided = await moveRedemption(tx, voucher.id, ['available'], { status: 'voided' }, take.userId);
    if (!voided) continue;
    balance += voided.points;
    await addToBalance(tx, {
      userId: take.userId,
      type: 'voided',
      points: voided.points,
      description: `Voided: ${voucher.name} (bought with the points of order #${take.orderNumber}, ${take.reason})`,
      orderId: null,
      redemptionId: voided.id,
    });
  }
  const taken = Math.min(take.points, balance);
  const owed = take.points - taken;
  const description =
    owed === 0
      ? `${order}: ${taken} points reversed`
      : `${order}: ${taken} of the ${take.points} points ${take.type === 'reversed' ? 'earned' : 'due'} reversed; the other ${owed} were already spent: ` +
        `${owed} points owed, repaid from the next points earned`;
  await subtractFromBalance(tx, take.userId, taken, take.spentCents);
  if (owed > 0) await addToOwed(tx, take.userId, owed);
  await insertLedgerEntry(tx, {
    userId: take.userId,
    type: take.type,
    points: -taken,
    owed,
    description,
    orderId: take.orderId,
  });
}

/**
 * Takes back the points an order earned, in the caller's transaction, once per order (the
 * ledger's unique (order, type)), less what its partial refunds already took. Returns the points
 * taken back (from the balance and owed).
 */
export async function reverseOrderPoints(tx: DbOrTx, reversal: OrderReversal): Promise<number> {
  const earned = await findLedgerEntry(tx, reversal.orderId, 'earned');
  if (!earned || earned.points <= 0) return 0;
  const account = await lockAccount(tx, reversal.userId);
  if (!account) return 0;
  if (await findLedgerEntry(tx, reversal.orderId, 'reversed')) return 0;
  const points = earned.points - (await partiallyReversedPoints(tx, reversal.orderId));
  if (points <= 0) {
    await subtractFromBalance(tx, reversal.userId, 0, reversal.spentCents);
    return 0;
  }
  await takeBack(tx, account.totalPoints, { ...reversal, points, earnedAt: earned.createdAt, type: 'reversed' });
  return points;
}

export interface PartialReversal extends OrderReversal {
  totalCents: number;
  /** What the order has had refunded with this refund included. */
  refundedAfterCents: number;
}

/**
 * A partial refund's share of the order's points (decision 0200), in the caller's transaction:
 * the refunded share of what was earned, rounded down, less what earlier partial refunds took;
 * one 'partially_reversed' row per refund. Nothing once the whole order's points were reversed.
 * Returns the points taken back (from the balance and owed).
 */
export async function reversePartialPoints(tx: DbOrTx, reversal: PartialReversal): Promise<number> {
  const earned = await findLedgerEntry(tx, reversal.orderId, 'earned');
  const account = await lockAccount(tx, reversal.userId);
  if (!account) return 0;
  const points =
    earned && !(await findLedgerEntry(tx, reversal.orderId, 'reversed'))
      ? proportionalPointsToReverse(
          earned.points,
          reversal.totalCents,
          reversal.refundedAfterCents,
          await partiallyReversedPoints(tx, reversal.orderId),
        )
      : 0;
  if (points <= 0) {
    // The spend still falls by the refund, as the orders' paid − refunded does.
    await subtractFromBalance(tx, reversal.userId, 0, reversal.spentCents);
    return 0;
  }
  await takeBack(tx, account.totalPoints, {
    ...reversal,
    points,
    earnedAt: earned!.createdAt,
    type: 'partially_reversed',
  });
  return points;
}

/**
 * Points just credited to the account repay what it owes first, in the caller's transaction:
 * one 'repaid' row (linked to the order that paid, if any). Returns the points repaid.
 * `owedNow` is what the credit's own balance update returned: that statement holds the account's
 * row until the transaction ends (no other writer or `for update` can pass it), so when nothing is
 * owed, as for most customers, there is nothing to lock or read again (performance A6).
 */
export async function repayOwedFrom(
  tx: DbOrTx,
  credit: { userId: string; points: number; orderId: string | null },
  owedNow: number,
): Promise<number> {
  if (owedNow <= 0) return 0;
  const account = await lockAccount(tx, credit.userId);
  if (!account || account.pointsOwed <= 0) return 0;
  const { repaid } = splitIncomingPoints(credit.points, account.pointsOwed);
  if (repaid <= 0) return 0;
  await subtractFromBalance(tx, credit.userId, repaid, 0);
  await addToOwed(tx, credit.userId, -repaid);
  await insertLedgerEntry(tx, {
    userId: credit.userId,
    type: 'repaid',
    points: -repaid,
    owed: -repaid,
    description: `Repaid: ${repaid} points owed after a refund`,
    orderId: credit.orderId,
  });
  return repaid;
}
