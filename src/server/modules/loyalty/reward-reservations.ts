/**
 * A reward used at checkout (issue [7 of 11]; decision 0038). The customer picks either a reward
 * (its points are spent now) or a voucher they bought on /loyalty. Creating the payment intent
 * reserves it, in the same statements that take the points, so a discount is never priced
 * without its debit; the order's transaction commits it; a changed choice, an abandoned or
 * refunded checkout, or a cancelled order releases it: a reward's points come back with a
 * 'released' ledger row (repaying any points owed first, decision 0108), a voucher becomes
 * available again.
 *
 * Lock order, as for redeeming on /loyalty: the reward row, then the account row (a release
 * first takes the redemption row, which no path holds while waiting for a reward).
 */
import type { RewardTerms } from '../../../domain/checkout-pricing';
import { formatCurrency } from '../../../domain/money';
import type { DbOrTx } from '../../db/client';
import { BadRequest, Conflict, NotFound } from '../../platform/errors';
import {
  addToBalance,
  debitIfEnough,
  findAccount,
  findRedemption,
  findReward,
  insertLedgerEntry,
  insertRedemption,
  moveRedemption,
  returnRewardUse,
  type RewardRow,
  takeRewardUse,
} from './loyalty.repository';
import { repayOwedFrom } from './points-reversal';

/** What the customer chose at checkout: a reward to spend points on now, or a held voucher. */
export interface RewardChoice {
  rewardId?: string | null;
  voucherId?: string | null;
}

/** A choice that may be priced: the discount's terms and what reserving it will take. */
export interface QuotedReward {
  rewardId: string;
  voucherId: string | null;
  name: string;
  pointsCost: number;
  terms: RewardTerms;
}

const termsOf = (reward: RewardRow): RewardTerms => ({
  discountType: reward.discountType,
  discountValueHundredths: reward.discountValueHundredths,
});

function requireMinimumSpend(reward: RewardRow, subtotalCents: number) {
  if (reward.minimumSpendCents > subtotalCents) {
    throw new BadRequest(
      `${reward.name} needs an order of ${formatCurrency(reward.minimumSpendCents)} or more`,
      'BELOW_REWARD_MINIMUM',
      { rewardId: `spend ${formatCurrency(reward.minimumSpendCents)} or more to use this reward` },
    );
  }
}

/**
 * Checks a choice against the rules of storefront section 5 without changing anything, so the
 * checkout can price it; reserving it re-checks points and uses atomically. `held` is the
 * redemption the customer's open checkout already reserved: choosing the same again is allowed
 * even though its points and use are already taken.
 */
export async function quoteRewardChoice(
  db: DbOrTx,
  userId: string,
  choice: RewardChoice,
  subtotalCents: number,
  held: { redemptionId: string | null; rewardId: string | null } | null,
): Promise<QuotedReward | null> {
  if (choice.rewardId && choice.voucherId) {
    throw new BadRequest('Only one reward can be used per order', 'ONE_REWARD_PER_ORDER');
  }
  if (choice.voucherId) {
    const voucher = await findRedemption(db, choice.voucherId);
    if (!voucher || voucher.userId !== userId || voucher.source !== 'loyalty') throw new NotFound('Voucher not found');
    const heldHere = voucher.status === 'reserved' && voucher.id === held?.redemptionId;
    if (voucher.status !== 'available' && !heldHere) {
      throw new Conflict('This voucher has already been used', 'VOUCHER_USED');
    }
    // A voucher was paid for: it keeps its terms even if the reward was withdrawn since.
    const reward = (await findReward(db, voucher.rewardId))!;
    requireMinimumSpend(reward, subtotalCents);
    return { rewardId: reward.id, voucherId: voucher.id, name: reward.name, pointsCost: 0, terms: termsOf(reward) };
  }
  if (!choice.rewardId) return null;
  const reward = await findReward(db, choice.rewardId);
  if (!reward || reward.archivedAt) throw new NotFound('Reward not found');
  if (!reward.active) throw new Conflict('This reward is no longer available', 'REWARD_INACTIVE');
  requireMinimumSpend(reward, subtotalCents);
  const heldHere = held?.rewardId === reward.id && held.redemptionId !== null;
  if (!heldHere) {
    if (reward.maxUses !== null && reward.currentUses >= reward.maxUses) {
      throw new Conflict('This reward has been fully claimed', 'REWARD_LIMIT_REACHED');
    }
    // Points held by the checkout's current reward come back when this choice replaces it.
    const heldRedemption = held?.redemptionId ? await findRedemption(db, held.redemptionId) : null;
    const returning =
      heldRedemption?.source === 'checkout' && heldRedemption.status === 'reserved' ? heldRedemption.points : 0;
    const points = ((await findAccount(db, userId))?.totalPoints ?? 0) + returning;
    if (points < reward.pointsCost) {
      throw new Conflict(`You need ${reward.pointsCost - points} more points for ${reward.name}`, 'NOT_ENOUGH_POINTS');
    }
  }
  return {
    rewardId: reward.id,
    voucherId: null,
    name: reward.name,
    pointsCost: reward.pointsCost,
    terms: termsOf(reward),
  };
}

/**
 * Reserves a quoted choice for a checkout, in the caller's transaction: a voucher moves from
 * available to reserved; a reward takes a use and the points (guarded statements: a race loses
 * with a 409 and the transaction rolls back) and becomes a reserved redemption with its
 * 'redeemed' ledger row. Returns the redemption's id.
 */
export async function reserveReward(
  tx: DbOrTx,
  userId: string,
  checkoutId: string,
  quote: QuotedReward,
): Promise<string> {
  if (quote.voucherId) {
    const moved = await moveRedemption(tx, quote.voucherId, ['available'], { status: 'reserved', checkoutId }, userId);
    if (!moved) throw new Conflict('This voucher has already been used', 'VOUCHER_USED');
    return moved.id;
  }
  const reward = await takeRewardUse(tx, quote.rewardId);
  if (!reward) throw new Conflict('This reward is no longer available', 'REWARD_UNAVAILABLE');
  if ((await debitIfEnough(tx, userId, reward.pointsCost)) === null) {
    const have = (await findAccount(tx, userId))?.totalPoints ?? 0;
    throw new Conflict(`You need ${reward.pointsCost - have} more points for ${reward.name}`, 'NOT_ENOUGH_POINTS');
  }
  const redemption = await insertRedemption(tx, {
    userId,
    rewardId: reward.id,
    status: 'reserved',
    source: 'checkout',
    checkoutId,
    points: reward.pointsCost,
  });
  await insertLedgerEntry(tx, {
    userId,
    type: 'redeemed',
    points: -reward.pointsCost,
    description: `Redeemed at checkout: ${reward.name}`,
    orderId: null,
    redemptionId: redemption.id,
  });
  return redemption.id;
}

/** The order's transaction makes a reservation final; false when it is no longer reserved. */
export async function commitReward(tx: DbOrTx, redemptionId: string, orderId: string): Promise<boolean> {
  return (await moveRedemption(tx, redemptionId, ['reserved'], { status: 'committed', orderId })) !== null;
}

/** Whether a checkout's reservation still stands (read under the checkout's lock before its order is made). */
export async function isRewardReserved(db: DbOrTx, redemptionId: string): Promise<boolean> {
  return (await findRedemption(db, redemptionId))?.status === 'reserved';
}

/**
 * Gives a reserved or committed reward back, in the caller's transaction, once: a checkout's
 * reward returns its points (a 'released' row saying `why`) and its use; a voucher becomes
 * available again. Returns whether this call released it.
 */
export async function releaseReward(tx: DbOrTx, redemptionId: string, why: string): Promise<boolean> {
  const found = await findRedemption(tx, redemptionId);
  if (!found) return false;
  if (found.source === 'loyalty') {
    const back = await moveRedemption(tx, redemptionId, ['reserved', 'committed'], {
      status: 'available',
      checkoutId: null,
      orderId: null,
    });
    return back !== null;
  }
  const released = await moveRedemption(tx, redemptionId, ['reserved', 'committed'], { status: 'released' });
  if (!released) return false;
  const reward = await findReward(tx, released.rewardId);
  await returnRewardUse(tx, released.rewardId);
  const { pointsOwed } = await addToBalance(tx, {
    userId: released.userId,
    type: 'released',
    points: released.points,
    description: `Returned: ${reward?.name ?? 'reward'} (${why})`,
    orderId: null,
    redemptionId: released.id,
  });
  await repayOwedFrom(tx, { userId: released.userId, points: released.points, orderId: null }, pointsOwed);
  return true;
}

/** The points releasing a redemption would put back on the balance: a checkout's reward still held or used. */
export async function pointsReturnedOnRelease(db: DbOrTx, redemptionId: string): Promise<number> {
  const found = await findRedemption(db, redemptionId);
  if (!found || found.source !== 'checkout') return 0;
  return found.status === 'reserved' || found.status === 'committed' ? found.points : 0;
}
