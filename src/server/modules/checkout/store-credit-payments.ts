/**
 * A checkout that store credit pays in full has nothing to charge (decision 0202), yet it must
 * go through the same steps as a card payment: binding, fulfil (slot, capacity, the order, its
 * e-mails), the sweep, refunds and cancelling. This gateway in front of the configured one
 * answers for those checkouts: an "intent" of 0 cents named `credit_<checkout id>`, which
 * succeeds once the customer has pressed Complete Payment (the details are bound), cannot be
 * cancelled after that, and whose refund moves no money (the credit comes back with the
 * checkout's reward). Everything else goes to the card gateway unchanged.
 */
import type { Db } from '../../db/client';
import type { PaymentGateway, PaymentIntentView } from '../../platform/payments/gateway';
import { findCheckoutByIntent } from './checkout.repository';

const CREDIT_PREFIX = 'credit_';

export const isCreditPayment = (intentId: string): boolean => intentId.startsWith(CREDIT_PREFIX);

/** What the browser receives instead of a card's client secret: there is no card to confirm. */
export const CREDIT_CLIENT_SECRET = 'store_credit';

export function withStoreCreditPayments(card: PaymentGateway, db: Db): PaymentGateway {
  const view = (id: string, metadata: Record<string, string>, paid: boolean): PaymentIntentView => ({
    id,
    clientSecret: CREDIT_CLIENT_SECRET,
    amount: 0,
    currency: 'nzd',
    status: paid ? 'succeeded' : 'requires_confirmation',
    metadata,
    livemode: false,
  });
  const creditCheckout = async (id: string) => {
    const checkout = await findCheckoutByIntent(db, id);
    if (!checkout) return null;
    return { checkout, paid: checkout.details !== null || checkout.orderId !== null };
  };
  const wrapped: PaymentGateway = {
    name: card.name,
    publishableKey: card.publishableKey,
    async createIntent(input) {
      if (input.amount !== 0) return card.createIntent(input);
      return view(`${CREDIT_PREFIX}${input.metadata.checkoutId}`, input.metadata, false);
    },
    async retrieve(id) {
      if (!isCreditPayment(id)) return card.retrieve(id);
      const found = await creditCheckout(id);
      if (!found) return null;
      const { checkout, paid } = found;
      return view(id, { checkoutId: checkout.id, userId: checkout.userId ?? '' }, paid);
    },
    async cancel(id) {
      if (!isCreditPayment(id)) return card.cancel(id);
      // Like a card payment that went through: once the customer pressed Complete Payment, the
      // checkout becomes its order (or is refunded), never cancelled under it.
      const found = await creditCheckout(id);
      return !found?.paid;
    },
    async refund(...args: Parameters<PaymentGateway['refund']>) {
      if (!isCreditPayment(args[0])) return card.refund(...args);
    },
    async refundPart(id, amount, idempotencyKey) {
      if (!isCreditPayment(id)) return card.refundPart(id, amount, idempotencyKey);
      // Nothing was charged to a card: a part of such an order is put right with store credit.
      throw new Error('a payment made wholly with store credit has no card to refund part of');
    },
  };
  // Whatever else the card gateway offers stays reachable through it.
  return Object.assign(Object.create(card) as PaymentGateway, wrapped);
}
