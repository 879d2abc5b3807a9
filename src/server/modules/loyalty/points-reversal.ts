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
import type { DbOrTx } from '../../db/client';
import {
  addToBalance,
  addToOwed,
  findAccount,
  findLedgerEntry,
  insertLedgerEntry,
  listVouchersBoughtSince,
  lockAccount,
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
 * reward the order used), which the reversal may then take.
 */
export async function previewOrderReversal(
  db: DbOrTx,
  order: { userId: string; orderId: string },
  returning = 0,
): Promise<PointsReversalPlan> {
  const earned = await findLedgerEntry(db, order.orderId, 'earned');
  if (!earned || earned.points <= 0 || (await findLedgerEntry(db, order.orderId, 'reversed'))) return NOTHING;
  const balance = ((await findAccount(db, order.userId))?.totalPoints ?? 0) + returning;
  const vouchers = await listVouchersBoughtSince(db, order.userId, earned.createdAt);
  return planPointsReversal(earned.points, balance, vouchers);
}

/**
 * Takes back the points an order earned, in the caller's transaction, once per order (the
 * ledger's unique (order, type)): voids the vouchers the plan names (one 'voided' row each, their
 * points back on the balance), then one 'reversed' row takes what the balance now holds, up to
 * what was earned, and records the rest as owed. Returns the points taken back.
 */
export async function reverseOrderPoints(tx: DbOrTx, reversal: OrderReversal): Promise<number> {
  const earned = await findLedgerEntry(tx, reversal.orderId, 'earned');
  if (!earned || earned.points <= 0) return 0;
  const account = await lockAccount(tx, reversal.userId);
  if (!account) return 0;
  if (await findLedgerEntry(tx, reversal.orderId, 'reversed')) return 0;
  const order = `Order #${reversal.orderNumber} ${reversal.reason}`;
  const vouchers = await listVouchersBoughtSince(tx, reversal.userId, earned.createdAt);
  const plan = planPointsReversal(earned.points, account.totalPoints, vouchers);
  let balance = account.totalPoints;
  for (const voucher of plan.voided) {
    // Guarded: a voucher a checkout reserved a moment ago stays with that checkout.
    const voided = await moveRedemption(tx, voucher.id, ['available'], { status: 'voided' }, reversal.userId);
    if (!voided) continue;
    balance += voided.points;
    await addToBalance(tx, reversal.userId, voided.points, 0);
    await insertLedgerEntry(tx, {
      userId: reversal.userId,
      type: 'voided',
      points: voided.points,
      description: `Voided: ${voucher.name} (bought with the points of order #${reversal.orderNumber}, ${reversal.reason})`,
      orderId: null,
      redemptionId: voided.id,
    });
  }
  const taken = Math.min(earned.points, balance);
  const owed = earned.points - taken;
  const description =
    owed === 0
      ? `${order}: ${taken} points reversed`
      : `${order}: ${taken} of the ${earned.points} points earned reversed; the other ${owed} were already spent: ` +
        `${owed} points owed, repaid from the next points earned`;
  await subtractFromBalance(tx, reversal.userId, taken, reversal.spentCents);
  if (owed > 0) await addToOwed(tx, reversal.userId, owed);
  await insertLedgerEntry(tx, {
    userId: reversal.userId,
    type: 'reversed',
    points: -taken,
    owed,
    description,
    orderId: reversal.orderId,
  });
  return taken;
}

/**
 * Points just credited to the account repay what it owes first, in the caller's transaction:
 * one 'repaid' row (linked to the order that paid, if any). Returns the points repaid.
 */
export async function repayOwedFrom(
  tx: DbOrTx,
  credit: { userId: string; points: number; orderId: string | null },
): Promise<number> {
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
