/**
 * Cancelling a paid order (issue [8 of 11]), the checkout's half: the payment goes back through
 * the gateway (idempotent, so a repeated cancel refunds once), and in the order's transaction the
 * reward its checkout reserved is given back and the points it earned are reversed (vouchers
 * bought with them voided, the rest owed: decision 0108), as the preview shows staff first.
 */
import type { PointsReversalPlan } from '../../../../domain/loyalty';
import { AppError } from '../../../platform/errors';
import type { CancelPayment } from '../../orders/orders-admin.service';
import { findCheckoutByIntent } from '../checkout.repository';
import type { CheckoutDeps } from './checkout-deps';
import { releaseCheckoutRewardIn } from './release-reward';

/** The gateway would not give the money back: nothing about the order changed. */
export class RefundRefused extends AppError {
  constructor(reason: string) {
    super(502, 'REFUND_FAILED', `The payment provider did not refund this order, so it was not cancelled: ${reason}`);
  }
}

export function cancelPayment(deps: Pick<CheckoutDeps, 'gateway' | 'log' | 'loyalty' | 'storeCredit'>): CancelPayment {
  return {
    async refund(order) {
      try {
        await deps.gateway.refund(order.stripePaymentIntentId);
      } catch (error) {
        deps.log.warn({ err: error, order: order.id }, 'refund for a cancelled order refused');
        throw new RefundRefused(error instanceof Error ? error.message : 'no reason given');
      }
    },
    async settle(tx, order) {
      const checkout = await findCheckoutByIntent(tx, order.stripePaymentIntentId);
      if (checkout) await releaseCheckoutRewardIn(deps, tx, checkout, `order #${order.orderNumber} cancelled`);
      if (!order.userId) return;
      await deps.loyalty.inCheckout.reverseOrderPoints(tx, {
        userId: order.userId,
        orderId: order.id,
        orderNumber: order.orderNumber,
        reason: 'cancelled',
        spentCents: order.totalCents,
      });
    },
  };
}

/**
 * What cancelling the order would do to the customer's points, changing nothing (decision 0108):
 * the reward its checkout used comes back first, then the points it earned are taken back.
 */
export async function previewCancelPoints(
  deps: Pick<CheckoutDeps, 'db' | 'loyalty'>,
  order: { id: string; userId: string | null; stripePaymentIntentId: string },
): Promise<PointsReversalPlan | null> {
  if (!order.userId) return null;
  const checkout = await findCheckoutByIntent(deps.db, order.stripePaymentIntentId);
  const returning =
    checkout?.redemptionId && !checkout.rewardReleasedAt
      ? await deps.loyalty.inCheckout.pointsReturnedOnRelease(deps.db, checkout.redemptionId)
      : 0;
  return deps.loyalty.inCheckout.previewOrderReversal(deps.db, { userId: order.userId, orderId: order.id }, returning);
}
