/**
 * Store credit (issue 24, decision 0202): staff resolve a complaint about an order with credit
 * worth 110% of an amount instead of a refund; the customer sees the balance and spends it at
 * checkout (the checkout's steps call `inCheckout`, in their own transactions).
 */
import type { AdminOrder } from '../../../contracts/admin-orders';
import type { AdminGrantStoreCredit, AdminStoreCreditGrant, StoreCreditBalance } from '../../../contracts/store-credit';
import { formatCurrency, formatMoneyString, parseMoney } from '../../../domain/money';
import { creditForResolution } from '../../../domain/store-credit';
import type { Db, DbOrTx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import type { Actor } from '../../platform/auth/actor';
import { assertMayRefund } from '../../platform/auth/refund-limit';
import { BadRequest, Conflict, NotFound } from '../../platform/errors';
import {
  balanceOf,
  customerExists,
  heldByCheckout,
  insertGrant,
  latestEntries,
  returnForCheckout,
  returnShareForRefund,
  spendForCheckout,
} from './store-credit.repository';

/** The customer's latest ledger rows shown beside the balance, as the points history shows ten. */
const ENTRIES_SHOWN = 10;

export interface StoreCreditDeps {
  db: Db;
  /** The order as staff see it (404 when unknown): its customer, total and what was refunded. */
  orderOf(id: string): Promise<AdminOrder>;
  staffRefundLimitCents(): Promise<number>;
}

export type StoreCreditService = ReturnType<typeof createStoreCreditService>;

export function createStoreCreditService(deps: StoreCreditDeps) {
  const { db } = deps;
  return {
    async balance(userId: string): Promise<StoreCreditBalance> {
      const [balanceCents, entries] = await Promise.all([
        balanceOf(db, userId),
        latestEntries(db, userId, ENTRIES_SHOWN),
      ]);
      return {
        balance: formatMoneyString(balanceCents),
        entries: entries.map((entry) => ({
          id: entry.id,
          kind: entry.kind,
          amount: formatMoneyString(Math.abs(entry.amountCents)),
          orderNumber: entry.orderNumber ?? null,
          note: entry.kind === 'spent' ? null : entry.note,
          createdAt: entry.createdAt.toISOString(),
        })),
      };
    },

    /**
     * Resolves the complaint about one of the customer's orders with credit: 110% of `amount`,
     * which may be at most what was paid and not refunded. Staff who are not owners give up to
     * the staff refund limit, as for refunds. Once per order; audited.
     */
    async grant(actor: Actor, customerId: string, input: AdminGrantStoreCredit): Promise<AdminStoreCreditGrant> {
      if (!(await customerExists(db, customerId))) throw new NotFound('Customer not found');
      const order = await deps.orderOf(input.orderId);
      // The order names its customer: credit for it goes to no one else, and nothing changes.
      if (order.userId !== customerId) {
        throw new BadRequest('This order is not one of this customer’s orders', 'ORDER_OF_ANOTHER_CUSTOMER', {
          orderId: 'is not one of this customer’s orders',
        });
      }
      const amountCents = parseMoney(input.amount);
      const leftCents = parseMoney(order.totalAmount) - parseMoney(order.refundedAmount);
      if (amountCents > leftCents) {
        const most = formatCurrency(Math.max(0, leftCents));
        throw new BadRequest(`The amount can be at most ${most}, what was paid and not refunded`, 'AMOUNT_TOO_HIGH', {
          amount: `must be at most ${most}`,
        });
      }
      assertMayRefund(actor, amountCents, await deps.staffRefundLimitCents());
      const creditCents = creditForResolution(amountCents);
      const granted = await db.transaction(async (tx) => {
        const made = await insertGrant(tx, {
          userId: customerId,
          orderId: order.id,
          amountCents: creditCents,
          note: input.reason,
          actorEmail: actor.email,
        });
        if (!made) return undefined;
        await recordAudit(tx, actor, {
          action: 'order.store_credit',
          entity: 'order',
          entityId: order.id,
          details: { orderNumber: order.orderNumber, customerId, amountCents, creditCents, reason: input.reason },
        });
        return made;
      });
      if (!granted) {
        throw new Conflict(
          `The complaint about order #${order.orderNumber} was already resolved with store credit`,
          'CREDIT_ALREADY_GIVEN',
        );
      }
      return {
        customerId,
        orderId: order.id,
        amount: formatMoneyString(amountCents),
        credited: formatMoneyString(creditCents),
        balance: formatMoneyString(granted.balanceCents),
      };
    },

    /** The checkout's side, each in the caller's transaction (decision 0202). */
    inCheckout: {
      balanceOf: (tx: DbOrTx, userId: string) => balanceOf(tx, userId),
      heldByCheckout: (tx: DbOrTx, checkoutId: string) => heldByCheckout(tx, checkoutId),
      spend: (tx: DbOrTx, spend: { userId: string; checkoutId: string; cents: number }) => spendForCheckout(tx, spend),
      giveBack: (tx: DbOrTx, checkoutId: string, note: string, orderId: string | null = null) =>
        returnForCheckout(tx, checkoutId, note, orderId),
      /** A partial refund's credit share, once per refund (decision 0220). */
      giveBackShare: (
        tx: DbOrTx,
        share: { checkoutId: string; refundId: string; orderId: string; cents: number; note: string },
      ) => returnShareForRefund(tx, share),
    },
  };
}
