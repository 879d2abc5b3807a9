/**
 * Loyalty points (storefront section 9). Every change of points is a ledger row with signed
 * points, written with the balance in one transaction, so the balance always equals the sum of
 * the ledger; the database refuses a negative balance. docs/decisions/0037-loyalty-ledger-and-vouchers.md;
 * refunds and points owed: points-reversal.ts, decision 0108.
 */
import type { Actor } from '../../platform/auth/actor';
import type { StoreExportLoyalty } from '../../../contracts/account-data';
import type {
  AdminDeleteRewardResult,
  AdminLoyaltyReward,
  AdminSaveReward,
  AdminUpdateReward,
  StoreLoyaltyAccount,
  StoreLoyaltyReward,
  StoreLoyaltyTransaction,
  StoreLoyaltyVoucher,
  StoreRedeemRewardResult,
} from '../../../contracts/loyalty';
import { formatMoneyString, parseMoney } from '../../../domain/money';
import type { Db, DbOrTx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { Conflict, NotFound } from '../../platform/errors';
import {
  addToBalance,
  countRedemptionsOf,
  debitIfEnough,
  deleteReward,
  findAccount,
  findLoyaltyRecords,
  findReward,
  insertLedgerEntry,
  insertRedemption,
  insertReward,
  listActiveRewards,
  listManagedRewards,
  listTransactions,
  listVouchers,
  type RewardRow,
  takeRewardUse,
  updateReward,
} from './loyalty.repository';
import { previewOrderReversal, repayOwedFrom, reverseOrderPoints, reversePartialPoints } from './points-reversal';
import { rewardHeldByCheckout } from './reward-of-checkout';
import {
  commitReward,
  isRewardReserved,
  pointsReturnedOnRelease,
  quoteRewardChoice,
  releaseReward,
  reserveReward,
} from './reward-reservations';

export interface OrderCredit {
  userId: string;
  orderId: string;
  orderNumber: number;
  points: number;
  spentCents: number;
}

/** Credits an order's points and spend (repaying any points owed first); the caller's transaction makes it once per order. */
export async function creditOrderPoints(tx: DbOrTx, credit: OrderCredit): Promise<void> {
  const { pointsOwed } = await addToBalance(tx, {
    userId: credit.userId,
    type: 'earned',
    points: credit.points,
    spentCents: credit.spentCents,
    description: `Order #${credit.orderNumber}`,
    orderId: credit.orderId,
  });
  await repayOwedFrom(tx, { userId: credit.userId, points: credit.points, orderId: credit.orderId }, pointsOwed);
}

/** Gives points outside an order (a goodwill or opening balance): an 'adjustment' row, in the caller's transaction; points owed are repaid first. */
export async function grantPoints(
  tx: DbOrTx,
  grant: { userId: string; points: number; description: string },
): Promise<void> {
  if (!Number.isInteger(grant.points) || grant.points <= 0)
    throw new RangeError('grant a whole number of points above 0');
  const { pointsOwed } = await addToBalance(tx, {
    userId: grant.userId,
    type: 'adjustment',
    points: grant.points,
    description: grant.description,
    orderId: null,
  });
  await repayOwedFrom(tx, { userId: grant.userId, points: grant.points, orderId: null }, pointsOwed);
}

/** The person's points, ledger and rewards taken, for their data download; null when they have none. */
export async function loyaltyRecordsOf(
  db: DbOrTx,
  userId: string,
  spending: Spending,
): Promise<StoreExportLoyalty | null> {
  const { account, transactions, redemptions } = await findLoyaltyRecords(db, userId);
  if (!account && !transactions.length && !redemptions.length) return null;
  return {
    totalPoints: account?.totalPoints ?? 0,
    totalSpent: formatMoneyString(await spending.spentCents(userId)),
    memberSince: (account?.memberSince ?? transactions.at(-1)?.createdAt ?? new Date()).toISOString(),
    transactions: transactions.map((t) => ({
      type: t.type,
      points: t.points,
      description: t.description,
      createdAt: t.createdAt.toISOString(),
    })),
    redemptions: redemptions.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

/** How many ledger rows GET /api/loyalty/{id}/transactions answers with, newest first. */
export const TRANSACTIONS_LIMIT = 50;

export function toStoreReward(row: RewardRow): StoreLoyaltyReward {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    active: row.active,
    pointsCost: row.pointsCost,
    minimumSpend: formatMoneyString(row.minimumSpendCents),
    maxUses: row.maxUses,
    currentUses: row.currentUses,
    discountType: row.discountType,
    discountValue: formatMoneyString(row.discountValueHundredths),
  };
}

const toAdminReward = (row: RewardRow): AdminLoyaltyReward => ({
  ...toStoreReward(row),
  createdAt: row.createdAt.toISOString(),
});

function toVoucher(
  redemption: { id: string; rewardId: string; points: number; createdAt: Date },
  reward: RewardRow,
): StoreLoyaltyVoucher {
  return {
    id: redemption.id,
    rewardId: redemption.rewardId,
    name: reward.name,
    description: reward.description,
    discountType: reward.discountType,
    discountValue: formatMoneyString(reward.discountValueHundredths),
    minimumSpend: formatMoneyString(reward.minimumSpendCents),
    points: redemption.points,
    redeemedAt: redemption.createdAt.toISOString(),
  };
}

function rewardColumns(reward: AdminSaveReward) {
  return {
    name: reward.name,
    description: reward.description,
    pointsCost: reward.pointsCost,
    discountType: reward.discountType,
    discountValueHundredths: parseMoney(reward.discountValue),
    minimumSpendCents: parseMoney(reward.minimumSpend),
    maxUses: reward.maxUses,
    active: reward.active,
  };
}

export type LoyaltyService = ReturnType<typeof createLoyaltyService>;

/**
 * What the customer has spent is the orders module's to say (decision 0120): app.ts passes its
 * service in, so loyalty does not import orders (decision 0137).
 */
export interface Spending {
  spentCents(userId: string): Promise<number>;
}

export function createLoyaltyService(db: Db, spending: Spending) {
  return {
    /**
     * What the checkout does to points and rewards, each in the caller's transaction (`tx`), so a
     * reservation, an order and its points commit or roll back together. A member of the service
     * (decision 0137): the checkout reaches loyalty only through what app.ts passes it.
     */
    inCheckout: {
      quoteRewardChoice,
      reserveReward,
      commitReward,
      isRewardReserved,
      releaseReward,
      pointsReturnedOnRelease,
      rewardHeldByCheckout,
      creditOrderPoints,
      previewOrderReversal,
      reverseOrderPoints,
      reversePartialPoints,
    },
    /** The person's points, ledger and rewards taken, for their data download; null when they have none. */
    recordsOf: (userId: string) => loyaltyRecordsOf(db, userId, spending),

    /** The person's account, or null when they have never earned a point. */
    async account(userId: string): Promise<StoreLoyaltyAccount | null> {
      const account = await findAccount(db, userId);
      if (!account) return null;
      const vouchers = await listVouchers(db, userId);
      return {
        totalPoints: account.totalPoints,
        // Read from the orders, as /account and the admin do (decision 0120), not the running total.
        totalSpent: formatMoneyString(await spending.spentCents(userId)),
        memberSince: account.memberSince.toISOString(),
        vouchers: vouchers.map(({ redemption, reward }) => toVoucher(redemption, reward)),
      };
    },

    async transactions(userId: string): Promise<StoreLoyaltyTransaction[]> {
      const rows = await listTransactions(db, userId, TRANSACTIONS_LIMIT);
      return rows.map((t) => ({
        id: t.id,
        type: t.type,
        points: t.points,
        description: t.description,
        createdAt: t.createdAt.toISOString(),
      }));
    },

    async activeRewards(): Promise<StoreLoyaltyReward[]> {
      return (await listActiveRewards(db)).map(toStoreReward);
    },

    /**
     * Spends points on a reward and gives the customer a voucher for it, all or nothing: the
     * reward's use is counted by a guarded UPDATE (active, below its limit) that locks the row,
     * then the points are taken by a guarded UPDATE (balance ≥ cost); either refusing rolls the
     * whole transaction back. Nothing in the request body is read.
     */
    async redeem(userId: string, rewardId: string): Promise<StoreRedeemRewardResult> {
      return db.transaction(async (tx) => {
        const reward = await takeRewardUse(tx, rewardId);
        if (!reward) {
          const found = await findReward(tx, rewardId);
          if (!found || found.archivedAt) throw new NotFound('Reward not found');
          if (!found.active) throw new Conflict('This reward is no longer available', 'REWARD_INACTIVE');
          throw new Conflict('This reward has been fully claimed', 'REWARD_LIMIT_REACHED');
        }
        const balance = await debitIfEnough(tx, userId, reward.pointsCost);
        if (balance === null) {
          const have = (await findAccount(tx, userId))?.totalPoints ?? 0;
          throw new Conflict(
            `You need ${reward.pointsCost - have} more points for ${reward.name}`,
            'NOT_ENOUGH_POINTS',
          );
        }
        const redemption = await insertRedemption(tx, {
          userId,
          rewardId: reward.id,
          status: 'available',
          points: reward.pointsCost,
        });
        await insertLedgerEntry(tx, {
          userId,
          type: 'redeemed',
          points: -reward.pointsCost,
          description: `Redeemed: ${reward.name}`,
          orderId: null,
          redemptionId: redemption.id,
        });
        return {
          message: `${reward.name} is yours: it will be offered at your next checkout.`,
          totalPoints: balance,
          voucher: toVoucher(redemption, reward),
        };
      });
    },

    async adminList(): Promise<AdminLoyaltyReward[]> {
      return (await listManagedRewards(db)).map(toAdminReward);
    },

    /** Admin writes leave an audit row in their own transaction (security R14). */
    async adminCreate(reward: AdminSaveReward, actor: Actor): Promise<AdminLoyaltyReward> {
      return db.transaction(async (tx) => {
        const row = await insertReward(tx, rewardColumns(reward));
        await recordAudit(tx, actor, {
          action: 'reward.create',
          entity: 'loyalty_reward',
          entityId: row.id,
          details: { name: row.name },
        });
        return toAdminReward(row);
      });
    },

    async adminUpdate(id: string, changes: AdminUpdateReward, actor: Actor): Promise<AdminLoyaltyReward> {
      const values = 'name' in changes ? rewardColumns(changes) : { active: changes.active };
      const maxUses = 'maxUses' in values ? values.maxUses : null;
      if (maxUses !== null) {
        const current = await findReward(db, id);
        if (current && current.currentUses > maxUses) {
          throw new Conflict(`This reward was used ${current.currentUses} times already; max uses cannot be lower`);
        }
      }
      return db.transaction(async (tx) => {
        const row = await updateReward(tx, id, values);
        if (!row) throw new NotFound('Reward not found');
        await recordAudit(tx, actor, {
          action: 'reward.update',
          entity: 'loyalty_reward',
          entityId: id,
          details: { changed: Object.keys(changes) },
        });
        return toAdminReward(row);
      });
    },

    /** Deletes a reward never redeemed; one ever redeemed is deactivated and hidden, so history stays whole. */
    async adminDelete(id: string, actor: Actor): Promise<AdminDeleteRewardResult> {
      return db.transaction(async (tx) => {
        const reward = await findReward(tx, id);
        if (!reward || reward.archivedAt) throw new NotFound('Reward not found');
        const audit = (outcome: string) =>
          recordAudit(tx, actor, {
            action: 'reward.delete',
            entity: 'loyalty_reward',
            entityId: id,
            details: { name: reward.name, outcome },
          });
        if (reward.currentUses > 0 || (await countRedemptionsOf(tx, id)) > 0) {
          await updateReward(tx, id, { active: false, archivedAt: new Date() });
          await audit('archived');
          return { message: 'The reward was redeemed before, so it is deactivated and hidden', outcome: 'archived' };
        }
        await deleteReward(tx, id);
        await audit('deleted');
        return { message: 'Reward deleted', outcome: 'deleted' };
      });
    },
  };
}

export type { OrderReversal } from './points-reversal';
export type { QuotedReward, RewardChoice } from './reward-reservations';
export type { CheckoutReward } from './reward-of-checkout';
