/**
 * Wires the checkout to the configured payment gateway: Stripe (routes and signed webhook) or the
 * embedded test gateway (routes, card endpoints, and its success listener as the "webhook"), and
 * starts the recovery sweep that settles paid checkouts whose fulfilment was cut off.
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { MailWorker } from '../../platform/mail/mail-worker';
import { createTestGateway } from '../../platform/payments/test-gateway';
import { countSweep } from '../../platform/metrics/counters';
import type { AccountService } from '../account/account.service';
import type { CartService } from '../cart/cart.service';
import type { LoyaltyService } from '../loyalty/loyalty.service';
import type { OrdersAdminService } from '../orders/orders-admin.service';
import type { OrdersService } from '../orders/orders.service';
import type { SettingsService } from '../settings/settings.service';
import { checkoutRoutes } from './checkout.routes';
import { type CheckoutService, createCheckoutService } from './checkout.service';
import { orderCancelRoutes } from './order-cancel.routes';
import { stripeWebhookRoutes } from './stripe-webhook.routes';
import { testPaymentRoutes } from './test-payments.routes';

/** A checkout touched this recently is still in its customer's hands. */
const SWEEP_QUIET_SECONDS = 30;

declare module 'fastify' {
  interface FastifyInstance {
    checkout: CheckoutService;
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
    mail: MailWorker;
  },
): Promise<void> {
  const { config, db, ordersAdmin, ...services } = deps;
  const common = { ...services, config, db, log: app.log, publicUrl: config.publicUrl };

  let checkout: CheckoutService;
  if (config.payments.kind === 'stripe') {
    // Loaded only when chosen: the Stripe SDK costs start-up time a shop on the test gateway never needs.
    const { createStripeGateway } = await import('../../platform/payments/stripe-gateway');
    const gateway = createStripeGateway(config.payments);
    checkout = createCheckoutService({ ...common, gateway });
    await app.register(stripeWebhookRoutes, { db, gateway, checkout });
  } else {
    const gateway = createTestGateway(db);
    checkout = createCheckoutService({ ...common, gateway });
    // The test gateway's "webhook": every succeeded intent is settled, with or without the browser.
    // Fulfilments run in the background; a stopping copy waits for them (onClose runs before the
    // database closes), so a drain never cuts one in the middle.
    const fulfilling = new Set<Promise<unknown>>();
    gateway.onSucceeded((intent) => {
      const job = checkout.fulfilByIntent(intent.id).catch((error: unknown) => {
        app.log.warn({ err: error, intent: intent.id }, 'fulfilment after payment failed: the sweep retries');
      });
      fulfilling.add(job);
      void job.finally(() => fulfilling.delete(job));
    });
    app.addHook('onClose', async () => {
      await Promise.allSettled(fulfilling);
    });
    await app.register(testPaymentRoutes, { gateway, checkout });
  }
  await app.register(checkoutRoutes, { checkout });
  await app.register(orderCancelRoutes, { checkout, ordersAdmin });
  app.decorate('checkout', checkout);

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
