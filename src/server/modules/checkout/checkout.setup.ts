/**
 * Wires the checkout to the configured payment gateway: Stripe (routes and signed webhook) or the
 * embedded test gateway (routes, card endpoints, and its success listener as the "webhook"), and
 * starts the recovery sweep that settles paid checkouts whose fulfilment was cut off.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { MailWorker } from '../../platform/mail/mail-worker';
import type { PaymentGateway } from '../../platform/payments/gateway';
import { createTestGateway } from '../../platform/payments/test-gateway';
import { countSweep } from '../../platform/metrics/counters';
import type { AccountService } from '../account/account.service';
import type { CartService } from '../cart/cart.service';
import type { KitchenUsageCache } from '../kitchen/kitchen-usage.service';
import type { LoyaltyService } from '../loyalty/loyalty.service';
import type { OrdersAdminService } from '../orders/orders-admin.service';
import type { OrdersService } from '../orders/orders.service';
import type { SettingsService } from '../settings/settings.service';
import type { StoreCreditService } from '../store-credit/store-credit.service';
import { batchesRoutes } from './batch-availability.routes';
import { createBatchesService } from './batch-availability.service';
import { checkoutRoutes } from './checkout.routes';
import { type CheckoutService, createCheckoutService } from './checkout.service';
import { createOrderChangesService } from '../orders/order-changes.service';
import { orderCancelRoutes } from './order-cancel.routes';
import { withStoreCreditPayments } from './store-credit-payments';
import { orderChangesRoutes } from './order-changes.routes';
import { partialRefundsRoutes } from './partial-refunds.routes';
import { createPartialRefundsService } from '../orders/order-refunds.service';
import { stripeWebhookRoutes } from './stripe-webhook.routes';
import { testPaymentRoutes } from './test-payments.routes';

/** A checkout touched this recently is still in its customer's hands. */
const SWEEP_QUIET_SECONDS = 30;

/**
 * Another module's payments on the same gateway (custom cakes' deposits, issue 25): it settles an
 * intent the checkout does not know, and answers whether it knew it.
 */
export type IntentSettler = (intentId: string, log: FastifyBaseLogger) => Promise<boolean>;

/** The shop's one gateway, for other modules that take payments, and their webhook settlers. */
export interface ShopPayments {
  gateway: PaymentGateway;
  settlers: IntentSettler[];
}

declare module 'fastify' {
  interface FastifyInstance {
    checkout: CheckoutService;
    payments: ShopPayments;
  }
}

export async function setUpCheckout(
  app: FastifyInstance,
  deps: {
    config: AppConfig;
    db: Db;
    accounts: AccountService;
    cart: CartService;
    loyalty: LoyaltyService;
    orders: OrdersService;
    ordersAdmin: OrdersAdminService;
    settings: SettingsService;
    storeCredit: StoreCreditService;
    kitchenUsage: KitchenUsageCache;
    mail: MailWorker;
  },
): Promise<void> {
  const { config, db, ordersAdmin, ...services } = deps;
  const common = { ...services, config, db, log: app.log, publicUrl: config.publicUrl, production: config.production };

  let checkout: CheckoutService;
  const settlers: IntentSettler[] = [];
  let gateway: PaymentGateway;
  if (config.payments.kind === 'stripe') {
    // Loaded only when chosen: the Stripe SDK costs start-up time a shop on the test gateway never needs.
    const { createStripeGateway } = await import('../../platform/payments/stripe-gateway');
    const stripe = createStripeGateway(config.payments);
    gateway = stripe;
    checkout = createCheckoutService({ ...common, gateway: withStoreCreditPayments(stripe, db) });
    await app.register(stripeWebhookRoutes, { db, gateway: stripe, checkout, settlers });
  } else {
    const test = createTestGateway(db);
    gateway = test;
    checkout = createCheckoutService({ ...common, gateway: withStoreCreditPayments(test, db) });
    // The test gateway's "webhook": every succeeded intent is settled, with or without the browser.
    // Fulfilments run in the background; a stopping copy waits for them (onClose runs before the
    // database closes), so a drain never cuts one in the middle.
    const fulfilling = new Set<Promise<unknown>>();
    test.onSucceeded((intent) => {
      const job = checkout.fulfilByIntent(intent.id).catch((error: unknown) => {
        app.log.warn({ err: error, intent: intent.id }, 'fulfilment after payment failed: the sweep retries');
      });
      fulfilling.add(job);
      void job.finally(() => fulfilling.delete(job));
    });
    app.addHook('onClose', async () => {
      await Promise.allSettled(fulfilling);
    });
    await app.register(testPaymentRoutes, { gateway: test, checkout });
  }
  await app.register(checkoutRoutes, { checkout });
  await app.register(orderCancelRoutes, { checkout, ordersAdmin });
  // The customer's own changes until the lock (issue 24): the binding's rules, the staff's cancel.
  const changes = createOrderChangesService({
    db,
    settings: services.settings,
    ordersAdmin,
    mail: services.mail,
    publicUrl: config.publicUrl,
  });
  await app.register(orderChangesRoutes, { changes, checkout, accounts: services.accounts });
  await app.register(partialRefundsRoutes, {
    refunds: createPartialRefundsService({ ...common, gateway }),
  });
  await app.register(batchesRoutes, { batches: createBatchesService(db, services.settings) });
  app.decorate('checkout', checkout);
  app.decorate('payments', { gateway, settlers });

  const sweep = () => {
    checkout.settlePaid({ quietSeconds: SWEEP_QUIET_SECONDS }).catch((error: unknown) => {
      countSweep('run_failed');
      app.log.warn({ err: error }, 'settling paid checkouts failed: retried on the next sweep');
    });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (!config.checkoutSweepSeconds) return;
    sweep();
    timer = setInterval(sweep, config.checkoutSweepSeconds * 1000).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
