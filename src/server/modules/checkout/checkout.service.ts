/**
 * Checkout (ARCHITECTURE section 7) as named steps, each in its own file under `steps/`:
 *  1. `priceCart`: the server prices the cart into a snapshot (lines, totals, a version).
 *  2. `openCheckoutIntent`: one checkout per snapshot, one payment intent per checkout for exactly
 *     its amount. A snapshot is never rewritten: a changed cart opens a new checkout.
 *  3. `bindDetails`: the delivery or pickup details and a held place in the slot, before the card.
 *  4. `fulfil`: once the gateway says the intent succeeded, one transaction makes the order,
 *     credits the points and empties the paid lines, or decides a refund when the slot filled up.
 *     Idempotent, so confirm-order, the webhook and the recovery sweep may all call it.
 * This service only composes the steps for the routes; it owns the `checkouts`, `slot_holds` and
 * `payment_events` tables and reaches other modules through their services.
 */
import type { Log } from '../../platform/logging';
import type { z } from 'zod';
import type { AdminCancelPreview, AdminOrder } from '../../../contracts/admin-orders';
import type { StoreDeliveryAddress, StoreOrder, StorePaymentIntentReply, StoreSlot } from '../../../contracts/checkout';
import { DELIVERY_SLOTS, type FulfilmentMethod } from '../../../domain/delivery';
import { formatMoneyString } from '../../../domain/money';
import type { FeePlace } from '../../../domain/delivery-fees';
import type { AuthContext } from '../../platform/auth/request-auth';
import { Conflict, NotFound } from '../../platform/errors';
import type { RewardChoice } from '../loyalty/loyalty.service';

import { type CheckoutRow, findCheckoutByIntent, findOpenCheckout } from './checkout.repository';
import { REFUND_EXPLANATIONS } from './refund-email';
import { kitchenRoomsOn } from './steps/kitchen-room';
import { bindDetails, sameDetails, toDetails } from './steps/bind-details';
import type { CheckoutDeps } from './steps/checkout-deps';
import { fulfil, type Settlement } from './steps/fulfil';
import { createFulfilOnce } from './steps/fulfil-once';
import { openCheckoutIntent } from './steps/open-intent';
import { createSlotVerdicts } from './steps/slot-verdicts';
import { cancelPayment, previewCancelPoints } from './steps/cancel-order';
import { movePlace } from './steps/move-order';
import type { MovePlace } from '../orders/order-changes.service';
import { applyReward, priceCart } from './steps/price-cart';
import { chargedCents, quoteStoreCredit } from './steps/store-credit';
import { type OrphanOutcome, settleOrphanedIntent } from './steps/orphaned-intent';
import { settlePaidCheckouts, type SettleOptions } from './steps/settle-paid';

type DeliveryAddress = z.output<typeof StoreDeliveryAddress>;

export type CheckoutService = ReturnType<typeof createCheckoutService>;

/** No checkout holds this intent: the webhook's way in then settles it as an orphan. */
class NoCheckout extends Error {}

/** What the customer is told when their payment could not become an order. */
function orderOrRefusal(settlement: Settlement): StoreOrder {
  if (settlement.kind === 'order') return settlement.order;
  if (settlement.mismatch) {
    throw new Conflict(
      'The payment does not match this checkout, so no order was made from it. It has been refunded in full.',
      settlement.mismatch === 'amount' ? 'AMOUNT_MISMATCH' : 'PAYMENT_MISMATCH',
    );
  }
  throw new Conflict(
    `We could not take your order: ${REFUND_EXPLANATIONS[settlement.reason]}. Your payment has been refunded in full.`,
    'PAYMENT_REFUNDED',
  );
}

export function createCheckoutService(deps: CheckoutDeps) {
  const { db, accounts } = deps;
  const slotVerdicts = createSlotVerdicts();
  const fulfilOnce = createFulfilOnce();
  const fulfilHere = (checkout: CheckoutRow, log?: Log, joining?: Promise<Settlement>) =>
    fulfilOnce.settle(checkout.paymentIntentId!, () => fulfil(deps, checkout, log), joining);

  /**
   * The caller's checkout for this cart and intent. With `settleOrphan` (confirm-order), a paid
   * intent of ours that no checkout holds is refunded on the way: its customer is told so, anyone
   * else gets the same 404 as for any unknown id.
   */
  async function ownCheckout(
    auth: AuthContext,
    sessionId: string,
    paymentIntentId: string,
    options: { settleOrphan?: Log } = {},
  ): Promise<CheckoutRow> {
    const user = await accounts.userFor(auth);
    const checkout = await findCheckoutByIntent(db, paymentIntentId);
    if (!checkout && options.settleOrphan) {
      const orphan = await settleOrphanedIntent(deps, paymentIntentId, options.settleOrphan);
      if (orphan.kind === 'refunded' && orphan.intent.metadata.userId === user.id) {
        throw new Conflict(
          'We could not find the order this payment was for, so it has been refunded in full. Please order again.',
          'PAYMENT_REFUNDED',
        );
      }
    }
    // Another person's or another cart's checkout is "not found", so ids cannot be probed.
    if (!checkout || checkout.userId !== user.id || checkout.cartSessionId !== sessionId) {
      throw new NotFound('Checkout not found');
    }
    return checkout;
  }

  return {
    async prepare(
      auth: AuthContext,
      input: { sessionId: string; delivery?: FeePlace | null } & RewardChoice,
    ): Promise<StorePaymentIntentReply> {
      const user = await accounts.userFor(auth);
      const priced = await priceCart(deps, { userId: user.id, sessionId: input.sessionId, place: input.delivery });
      const open = await findOpenCheckout(db, user.id, input.sessionId);
      const held = open && !open.rewardReleasedAt ? { redemptionId: open.redemptionId, rewardId: open.rewardId } : null;
      const reward = await deps.loyalty.inCheckout.quoteRewardChoice(db, user.id, input, priced.subtotalCents, held);
      const rewarded = reward ? applyReward(priced, reward) : priced;
      // Store credit pays before the card, as much as the server decides (decision 0202).
      const draft = await quoteStoreCredit(deps, rewarded, open);
      const payer = { userId: user.id, subject: auth.subject, issuer: auth.issuer };
      const { intent } = await openCheckoutIntent(deps, draft, payer, reward, { open });
      return {
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        gateway: deps.gateway.name,
        publishableKey: deps.gateway.publishableKey,
        discount: draft.discountCents / 100,
        appliedDiscounts: reward
          ? [{ name: reward.name, type: reward.terms.discountType, amount: draft.discountCents / 100 }]
          : [],
        subtotal: formatMoneyString(draft.subtotalCents),
        deliveryFee: formatMoneyString(draft.deliveryFeeCents),
        gst: formatMoneyString(draft.gstCents),
        total: formatMoneyString(draft.totalCents),
        storeCredit: formatMoneyString(draft.storeCreditCents ?? 0),
        amountDue: formatMoneyString(
          chargedCents({ totalCents: draft.totalCents, storeCreditCents: draft.storeCreditCents ?? 0 }),
        ),
        pricesIncludeGst: draft.pricesIncludeGst,
        gstRegistered: draft.gstRegistered,
        pointsToEarn: draft.pointsToEarn,
        lines: draft.lines.map((l) => ({
          productId: l.productId,
          productName: l.productName,
          productImage: l.productImage,
          size: l.size,
          quantity: l.quantity,
          unitPrice: formatMoneyString(l.unitPriceCents),
          lineTotal: formatMoneyString(l.lineTotalCents),
          featured: l.featured,
        })),
      };
    },

    /** Binds the delivery or pickup details and holds the slot before the card is charged. */
    async saveDetails(
      auth: AuthContext,
      input: { sessionId: string; paymentIntentId: string; deliveryAddress: DeliveryAddress },
    ) {
      const checkout = await ownCheckout(auth, input.sessionId, input.paymentIntentId);
      if (checkout.status !== 'open') throw new Conflict('This checkout is already complete', 'ALREADY_PAID');
      await bindDetails(deps, checkout, input.deliveryAddress);
      return { saved: true as const };
    },

    async confirm(
      auth: AuthContext,
      input: { sessionId: string; paymentIntentId: string; deliveryAddress: DeliveryAddress },
      log?: Log,
      arrivedAt?: number,
    ): Promise<StoreOrder> {
      // Taken before the reads below: on PGlite they wait for that decision's transaction to end.
      const running = fulfilOnce.running(input.paymentIntentId, arrivedAt);
      const checkout = await ownCheckout(auth, input.sessionId, input.paymentIntentId, {
        settleOrphan: log ?? deps.log,
      });
      if (checkout.details) {
        // The details were bound before payment: confirm must name the same ones.
        if (!sameDetails(checkout.details, toDetails(input.deliveryAddress))) {
          throw new Conflict('The delivery details differ from the ones given before payment', 'DETAILS_CHANGED');
        }
      } else {
        checkout.details = await bindDetails(deps, checkout, input.deliveryAddress);
      }
      return orderOrRefusal(await fulfilHere(checkout, log, running));
    },

    /**
     * The webhook's way in: by payment intent, without a caller. An intent of ours that no
     * checkout holds is refunded (or cancelled, unpaid); only one that is not ours is ignored (null).
     */
    async fulfilByIntent(paymentIntentId: string, log = deps.log): Promise<Settlement | OrphanOutcome | null> {
      try {
        // Registered before the checkout's read, so a confirm-order arriving meanwhile joins it.
        return await fulfilOnce.settle(paymentIntentId, async () => {
          const checkout = await findCheckoutByIntent(db, paymentIntentId);
          if (!checkout) throw new NoCheckout();
          return fulfil(deps, checkout, log);
        });
      } catch (error) {
        if (!(error instanceof NoCheckout)) throw error;
      }
      const orphan = await settleOrphanedIntent(deps, paymentIntentId, log);
      return orphan.kind === 'not_ours' ? null : orphan;
    },

    /**
     * Whether the test gateway may take the card: the details must be bound first, and the
     * account must still exist (a deleted one is never charged).
     */
    async readyToPay(paymentIntentId: string): Promise<boolean> {
      const checkout = await findCheckoutByIntent(db, paymentIntentId);
      return Boolean(checkout?.details) && checkout?.status === 'open' && checkout.userId !== null;
    },

    /**
     * Every slot of a day: open when the shop's calendar opens it (hours, holidays, closures: its
     * reason comes first), the kitchen has the lead time (and, with a cart, its products' notice),
     * same-day delivery is before the cut-off, and orders and holds leave room. Read from caches
     * that every copy clears on a change (no query per request once warm); binding and fulfilling
     * check the same rules afresh under the slot's and the day's locks.
     */
    async slots(query: { date: string; fulfilment: FulfilmentMethod; sessionId?: string }): Promise<StoreSlot[]> {
      const [rules, needs, used] = await Promise.all([
        deps.settings.cachedCheckoutRules(),
        query.sessionId ? deps.cart.slotNeeds(query.sessionId) : { noticeHours: 0, lines: [] },
        deps.kitchenUsage.usedOn(query.date),
      ]);
      // The calendar's and the schedule's verdicts, worked out once a minute per day (slot-verdicts.ts).
      const verdicts = slotVerdicts.on(rules, { ...query, noticeHours: needs.noticeHours }, new Date());
      // The same minutes the binding checks (issue 23): this cart's, against the slot's and the day's.
      const room = kitchenRoomsOn(rules.kitchen, query.date, used, needs.lines);
      return DELIVERY_SLOTS.map((time) => {
        const { shut, reason: problem } = verdicts.get(time)!;
        if (shut) return { time, available: false, reason: problem, left: null };
        const kitchen = room(time);
        return {
          time,
          available: !problem && !kitchen.reason,
          reason: problem ?? kitchen.reason,
          left: kitchen.left,
        };
      });
    },

    /** The refund and the loyalty side of cancelling an order; see steps/cancel-order.ts. */
    cancelPayment: () => cancelPayment(deps),

    /** A customer's move of their order (issue 24): a new order's rules and locks; see steps/move-order.ts. */
    async movePlace(): Promise<MovePlace> {
      return movePlace(await deps.settings.checkoutRules());
    },

    /**
     * What cancelling would do to the customer's points, for staff to see first (decision 0108),
     * beside the money the orders module works out (`cancelMoneyBack`, decision 0220).
     */
    async cancelPreview(
      order: AdminOrder,
      money: { cardCents: number; creditCents: number },
    ): Promise<AdminCancelPreview> {
      if (order.status === 'cancelled') throw new Conflict('This order is already cancelled', 'ORDER_CANCELLED');
      const plan = await previewCancelPoints(deps, order);
      return {
        refund: formatMoneyString(money.cardCents),
        storeCredit: formatMoneyString(money.creditCents),
        pointsEarned: plan?.earned ?? 0,
        pointsFromBalance: plan?.fromBalance ?? 0,
        vouchersVoided: (plan?.voided ?? []).map(({ name, points }) => ({ name, points })),
        pointsOwed: plan?.owed ?? 0,
      };
    },

    /** Completes paid checkouts whose fulfilment was cut off; see steps/settle-paid.ts. */
    settlePaid: (options: SettleOptions) => settlePaidCheckouts(deps, options),
  };
}
