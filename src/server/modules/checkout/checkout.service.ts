/**
 * Checkout in explicit steps (ARCHITECTURE section 7):
 *  1. `prepare`: price the cart on the server, store the snapshot, and hold one payment intent for
 *     exactly that amount (same idempotency key for the same cart, amount updated when it changes).
 *  2. `saveDetails`: validate and bind the delivery or pickup details before the card is charged.
 *  3. `fulfil`: called by confirm-order and by the provider's webhook alike. It asks the provider
 *     whether the intent succeeded for the snapshot's amount, then creates the order in one
 *     transaction. It is idempotent: the payment intent is unique on orders, so a repeat or a
 *     parallel call returns the same order and nothing is credited twice.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { StoreDeliveryAddress, StoreOrder, StorePaymentIntentReply } from '../../../contracts/checkout';
import { MIN_CHARGE_CENTS, orderTotals } from '../../../domain/checkout-pricing';
import { DELIVERY_SLOTS, scheduleProblem } from '../../../domain/delivery';
import { formatCurrency, formatMoneyString } from '../../../domain/money';
import type { Db } from '../../db/client';
import {
  type CheckoutDetails,
  type CheckoutLine,
  cartItems,
  loyaltyAccounts,
  loyaltyTransactions,
  orderItems,
  orders,
} from '../../db/schema';
import type { AuthContext } from '../../platform/auth/request-auth';
import { AppError, BadRequest, Conflict, NotFound } from '../../platform/errors';
import type { MailWorker } from '../../platform/mail/mail-worker';
import { enqueueMail } from '../../platform/mail/outbox';
import { type PaymentGateway, type PaymentIntentView, UPDATABLE } from '../../platform/payments/gateway';
import type { AccountService } from '../account/account.service';
import { storedLineUnitCents } from '../cart/cart.pricing';
import { claimCartLines, findCartLines } from '../cart/cart.repository';
import { findOrderWithItems, countOrdersPerSlot } from '../orders/orders.repository';
import { toStoreOrder } from '../orders/orders.mapper';
import { findBusinessSettings } from '../settings/settings.repository';
import { toStoreSettings } from '../settings/settings.service';
import {
  type CheckoutRow,
  findCheckoutByIntent,
  markCheckoutFulfilled,
  setCheckoutDetails,
  setCheckoutIntent,
  upsertOpenCheckout,
} from './checkout.repository';

type DeliveryAddress = z.output<typeof StoreDeliveryAddress>;

class PaymentRequired extends AppError {
  constructor(message: string) {
    super(402, 'PAYMENT_NOT_COMPLETED', message);
  }
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;

export function createCheckoutService(deps: {
  db: Db;
  gateway: PaymentGateway;
  accounts: AccountService;
  mail: MailWorker;
  publicUrl: string;
}) {
  const { db, gateway, accounts } = deps;

  async function snapshotCart(sessionId: string, userId: string): Promise<CheckoutLine[]> {
    // The first signed-in checkout claims the session's cart for this person (security R3).
    await claimCartLines(db, sessionId, userId);
    const rows = await findCartLines(db, sessionId);
    // A cart another person has claimed is not this caller's: "not found", nothing is made.
    if (rows.some((row) => row.item.userId !== userId)) throw new NotFound('Cart not found');
    if (!rows.length) throw new BadRequest('Your cart is empty', 'EMPTY_CART');
    return rows.map((row) => {
      if (!row.product.inStock)
        throw new Conflict(`${row.product.name} is out of stock: please remove it from your cart`, 'OUT_OF_STOCK');
      if (row.item.variantId && (!row.variant || !row.variant.available)) {
        throw new Conflict(`${row.product.name} (${row.item.size}) is no longer available`, 'UNAVAILABLE');
      }
      const unit = storedLineUnitCents(row);
      return {
        cartItemId: row.item.id,
        productId: row.product.id,
        productName: row.product.name,
        productImage: row.product.image,
        size: row.item.size,
        quantity: row.item.quantity,
        unitPriceCents: unit,
        lineTotalCents: unit * row.item.quantity,
        featured: row.item.featured,
      };
    });
  }

  /** Holds exactly one payable intent for the checkout, for exactly its amount. */
  async function holdIntent(checkout: CheckoutRow, sub: string): Promise<PaymentIntentView> {
    const metadata = { checkoutId: checkout.id, cartVersion: checkout.cartVersion, sub };
    if (checkout.paymentIntentId) {
      const current = await gateway.retrieve(checkout.paymentIntentId);
      if (current?.status === 'succeeded') throw new Conflict('This checkout is already paid', 'ALREADY_PAID');
      if (current && UPDATABLE.includes(current.status)) {
        return current.amount === checkout.totalCents && current.metadata.cartVersion === checkout.cartVersion
          ? current
          : gateway.updateAmount(current.id, checkout.totalCents, metadata);
      }
      // Mid-authentication or otherwise frozen: replace it, and make sure the old one cannot be paid.
      if (current && current.status !== 'canceled') await gateway.cancel(current.id);
    }
    return gateway.createIntent({
      amount: checkout.totalCents,
      currency: 'nzd',
      metadata,
      idempotencyKey: `checkout:${checkout.id}:${checkout.cartVersion}:${checkout.paymentIntentId ?? 'first'}`,
    });
  }

  async function ownCheckout(auth: AuthContext, sessionId: string, paymentIntentId: string): Promise<CheckoutRow> {
    const user = await accounts.userFor(auth);
    const checkout = await findCheckoutByIntent(db, paymentIntentId);
    // Another person's or another cart's checkout is "not found", so ids cannot be probed.
    if (!checkout || checkout.userId !== user.id || checkout.cartSessionId !== sessionId) {
      throw new NotFound('Checkout not found');
    }
    return checkout;
  }

  /** Checks the schedule and the slot's capacity, then gives the details as stored. */
  async function validateDetails(address: DeliveryAddress): Promise<CheckoutDetails> {
    const problem = scheduleProblem({
      fulfilment: address.fulfilment,
      date: address.deliveryDate,
      slot: address.deliveryTime,
    });
    if (problem) throw new BadRequest(`${problem.field}: ${problem.message}`, 'INVALID_SCHEDULE');
    const settings = await findBusinessSettings(db);
    const taken = (await countOrdersPerSlot(db, address.deliveryDate)).get(address.deliveryTime) ?? 0;
    if (taken >= (settings?.slotCapacity ?? 10)) {
      throw new Conflict('deliveryTime: that time slot is full, please choose another', 'SLOT_FULL');
    }
    return toDetails(address);
  }

  function toDetails(address: DeliveryAddress): CheckoutDetails {
    return {
      fulfilment: address.fulfilment,
      fullName: address.fullName,
      email: address.email,
      phone: address.phone,
      address: address.fulfilment === 'delivery' ? address.address : '',
      suburb: address.fulfilment === 'delivery' ? address.suburb : '',
      city: address.fulfilment === 'delivery' ? address.city : '',
      postalCode: address.fulfilment === 'delivery' ? address.postalCode : '',
      specialInstructions: address.specialInstructions,
      deliveryDate: address.deliveryDate,
      deliveryTime: address.deliveryTime,
    };
  }

  const sameDetails = (a: CheckoutDetails, b: CheckoutDetails) =>
    (Object.keys(a) as (keyof CheckoutDetails)[]).every((key) => a[key] === b[key]);

  async function orderEmails(order: StoreOrder, shopEmail: string, businessName: string) {
    const lines = order.items
      .map((i) => `  ${i.quantity} × ${i.productName} (${i.size ?? 'Standard'}) @ $${i.price}`)
      .join('\n');
    const when = `${order.deliveryDate} ${order.deliveryTime}`;
    const where =
      order.fulfilment === 'pickup'
        ? 'Pick up in store'
        : `${order.deliveryAddress}, ${order.deliverySuburb ? `${order.deliverySuburb}, ` : ''}${order.deliveryCity} ${order.deliveryPostalCode}`;
    return [
      {
        dedupeKey: `order-confirmation:${order.id}`,
        to: order.customerEmail,
        subject: `Your ${businessName} order #${order.orderNumber} is confirmed`,
        text: `Kia ora ${order.customerName},\n\nThank you for your order! We have received your payment of $${order.totalAmount} and sent your order to the kitchen.\n\nOrder #${order.orderNumber}\n${lines}\n\nTotal: $${order.totalAmount} (incl. GST $${order.gst})\n${order.fulfilment === 'pickup' ? 'Pickup' : 'Delivery'}: ${when}\n${where}\n\nYou earned ${order.pointsEarned} loyalty points. See your orders at ${deps.publicUrl}/orders\n\nNgā mihi,\n${businessName}`,
      },
      {
        dedupeKey: `order-notice:${order.id}`,
        to: shopEmail,
        subject: `New order #${order.orderNumber}: $${order.totalAmount} for ${when}`,
        text: `New ${order.fulfilment} order #${order.orderNumber} from ${order.customerName} (${order.customerEmail}, ${order.deliveryPhone}).\n\n${lines}\n\nTotal $${order.totalAmount}\n${when}\n${where}\nNotes: ${order.specialInstructions || '-'}`,
      },
    ];
  }

  async function fulfil(checkout: CheckoutRow): Promise<StoreOrder> {
    if (checkout.orderId) return existingOrder(checkout.orderId);
    const intentId = checkout.paymentIntentId;
    if (!intentId) throw new PaymentRequired('This checkout has no payment yet');
    const intent = await gateway.retrieve(intentId);
    if (!intent) throw new NotFound('Payment not found');
    if (intent.status !== 'succeeded') throw new PaymentRequired('The payment has not been completed');
    if (
      intent.amount !== checkout.totalCents ||
      intent.currency !== 'nzd' ||
      intent.metadata.checkoutId !== checkout.id
    ) {
      throw new Conflict('The payment does not match this checkout', 'AMOUNT_MISMATCH');
    }
    const details = checkout.details;
    if (!details) throw new Conflict('The delivery details are missing', 'DETAILS_MISSING');
    const user = { id: checkout.userId };
    const settings = toStoreSettings(await findBusinessSettings(db));

    const orderId = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(orders)
        .values({
          userId: user.id,
          sessionId: checkout.cartSessionId,
          checkoutId: checkout.id,
          status: 'orderconfirmed',
          fulfilment: details.fulfilment,
          subtotalCents: checkout.subtotalCents,
          discountCents: checkout.discountCents,
          gstCents: checkout.gstCents,
          totalCents: checkout.totalCents,
          pointsEarned: checkout.pointsToEarn,
          customerName: details.fullName,
          customerEmail: details.email,
          deliveryPhone: details.phone,
          deliveryAddress: details.address || null,
          deliverySuburb: details.suburb || null,
          deliveryCity: details.city || null,
          deliveryPostalCode: details.postalCode || null,
          specialInstructions: details.specialInstructions || null,
          deliveryDate: details.deliveryDate,
          deliveryTime: details.deliveryTime,
          stripePaymentIntentId: intentId,
          rewardId: checkout.rewardId,
        })
        .onConflictDoNothing({ target: orders.stripePaymentIntentId })
        .returning();
      // Someone else (the webhook, a repeated confirm) made it first: theirs is the order.
      if (!created) return null;
      await tx.insert(orderItems).values(
        checkout.lines.map((line) => ({
          orderId: created.id,
          productId: line.productId,
          productName: line.productName,
          productImage: line.productImage,
          size: line.size,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          lineTotalCents: line.lineTotalCents,
        })),
      );
      await tx
        .insert(loyaltyAccounts)
        .values({ userId: user.id, totalPoints: checkout.pointsToEarn, totalSpentCents: checkout.totalCents })
        .onConflictDoUpdate({
          target: loyaltyAccounts.userId,
          set: {
            totalPoints: sql`${loyaltyAccounts.totalPoints} + ${checkout.pointsToEarn}`,
            totalSpentCents: sql`${loyaltyAccounts.totalSpentCents} + ${checkout.totalCents}`,
            updatedAt: sql`now()`,
          },
        });
      await tx.insert(loyaltyTransactions).values({
        userId: user.id,
        type: 'earned',
        points: checkout.pointsToEarn,
        description: `Order #${created.orderNumber}`,
        orderId: created.id,
      });
      await tx.delete(cartItems).where(
        sql`${cartItems.sessionId} = ${checkout.cartSessionId} and ${cartItems.id} in (${sql.join(
          checkout.lines.map((l) => sql`${l.cartItemId}::uuid`),
          sql`, `,
        )})`,
      );
      await markCheckoutFulfilled(tx, checkout.id, created.id);
      const order = toStoreOrder(
        created,
        checkout.lines.map((line) => ({
          id: '',
          orderId: created.id,
          productId: line.productId,
          productName: line.productName,
          productImage: line.productImage,
          size: line.size,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          lineTotalCents: line.lineTotalCents,
        })),
      );
      await enqueueMail(tx, ...(await orderEmails(order, settings.email, settings.businessName)));
      return created.id;
    });
    deps.mail.nudge();
    if (orderId) return existingOrder(orderId);
    const refreshed = await findCheckoutByIntent(db, intentId);
    return existingOrder(refreshed!.orderId!);
  }

  async function existingOrder(orderId: string): Promise<StoreOrder> {
    const found = await findOrderWithItems(db, orderId);
    if (!found) throw new NotFound('Order not found');
    return toStoreOrder(found.order, found.items);
  }

  return {
    async prepare(
      auth: AuthContext,
      input: { sessionId: string; rewardId?: string | null },
    ): Promise<StorePaymentIntentReply> {
      if (input.rewardId) throw new BadRequest('Loyalty rewards cannot be used at checkout yet', 'REWARDS_UNAVAILABLE');
      const user = await accounts.userFor(auth);
      const lines = await snapshotCart(input.sessionId, user.id);
      const settings = toStoreSettings(await findBusinessSettings(db));
      const subtotal = lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
      const totals = orderTotals(subtotal, null, settings.pricesIncludeGst);
      if (totals.totalCents < MIN_CHARGE_CENTS) {
        throw new BadRequest(`The order total must be at least ${formatCurrency(MIN_CHARGE_CENTS)}`, 'BELOW_MINIMUM');
      }
      const cartVersion = createHash('sha256')
        .update(JSON.stringify([lines.map((l) => [l.cartItemId, l.quantity, l.unitPriceCents]), totals]))
        .digest('hex')
        .slice(0, 24);
      const checkout = await upsertOpenCheckout(db, {
        userId: user.id,
        cartSessionId: input.sessionId,
        cartVersion,
        lines,
        subtotalCents: totals.subtotalCents,
        discountCents: totals.discountCents,
        gstCents: totals.gstCents,
        totalCents: totals.totalCents,
        pointsToEarn: totals.pointsEarned,
        pricesIncludeGst: settings.pricesIncludeGst,
        paymentGateway: gateway.name,
      });
      const intent = await holdIntent(checkout, auth.subject);
      if (intent.id !== checkout.paymentIntentId) await setCheckoutIntent(db, checkout.id, intent.id);
      return {
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        gateway: gateway.name,
        publishableKey: gateway.publishableKey,
        discount: totals.discountCents / 100,
        appliedDiscounts: [],
        subtotal: formatMoneyString(totals.subtotalCents),
        gst: formatMoneyString(totals.gstCents),
        total: formatMoneyString(totals.totalCents),
        pricesIncludeGst: settings.pricesIncludeGst,
        pointsToEarn: totals.pointsEarned,
        lines: lines.map((l) => ({
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

    /** Binds the delivery or pickup details to the checkout before the card is charged. */
    async saveDetails(
      auth: AuthContext,
      input: { sessionId: string; paymentIntentId: string; deliveryAddress: DeliveryAddress },
    ) {
      const checkout = await ownCheckout(auth, input.sessionId, input.paymentIntentId);
      if (checkout.status !== 'open') throw new Conflict('This checkout is already complete', 'ALREADY_PAID');
      await setCheckoutDetails(db, checkout.id, await validateDetails(input.deliveryAddress));
      return { saved: true };
    },

    async confirm(
      auth: AuthContext,
      input: { sessionId: string; paymentIntentId: string; deliveryAddress: DeliveryAddress },
    ): Promise<StoreOrder> {
      const checkout = await ownCheckout(auth, input.sessionId, input.paymentIntentId);
      if (checkout.details) {
        // The details were bound before payment: confirm must name the same ones.
        if (!sameDetails(checkout.details, toDetails(input.deliveryAddress))) {
          throw new Conflict('The delivery details differ from the ones given before payment', 'DETAILS_CHANGED');
        }
      } else {
        checkout.details = await validateDetails(input.deliveryAddress);
        await setCheckoutDetails(db, checkout.id, checkout.details);
      }
      return fulfil(checkout);
    },

    /** The webhook's way in: by payment intent, without a caller. Unknown intents are ignored. */
    async fulfilByIntent(paymentIntentId: string): Promise<StoreOrder | null> {
      const checkout = await findCheckoutByIntent(db, paymentIntentId);
      if (!checkout) return null;
      return fulfil(checkout);
    },

    /** Whether the test gateway may take the card: the details must be bound first. */
    async readyToPay(paymentIntentId: string): Promise<boolean> {
      const checkout = await findCheckoutByIntent(db, paymentIntentId);
      return Boolean(checkout?.details);
    },

    async slots(date: string, fulfilment: 'delivery' | 'pickup') {
      const settings = await findBusinessSettings(db);
      const counts = await countOrdersPerSlot(db, date);
      return DELIVERY_SLOTS.map((time) => {
        const problem = scheduleProblem({ fulfilment, date, slot: time });
        const full = (counts.get(time) ?? 0) >= (settings?.slotCapacity ?? 10);
        return { time, available: !problem && !full, reason: problem?.message ?? (full ? 'full' : null) };
      });
    },
  };
}
