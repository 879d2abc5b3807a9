import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { paymentEvents } from '../../db/schema';
import type { StripeGateway } from '../../platform/payments/stripe-gateway';
import type { CheckoutService } from './checkout.service';

/**
 * Stripe's webhook. The signature is checked on the raw body; `payment_intent.succeeded` runs the
 * same idempotent fulfilment as confirm-order, so the order exists even if the browser never
 * comes back. Events already handled answer 200 at once; other events are acknowledged.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{
  db: Db;
  gateway: StripeGateway;
  checkout: CheckoutService;
}> = async (app, { db, gateway, checkout }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/api/stripe/webhook', async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    const event = gateway.parseEvent(request.body as Buffer, typeof signature === 'string' ? signature : undefined);
    const [seen] = await db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
    if (seen) return reply.send({ received: true, duplicate: true });
    if (event.type === 'payment_intent.succeeded' && event.intentId) {
      const order = await checkout.fulfilByIntent(event.intentId);
      if (!order) request.log.warn({ intent: event.intentId }, 'webhook for an unknown payment intent ignored');
    }
    // Recorded after the work: a failure answers 5xx and Stripe delivers the event again.
    await db.insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
    return reply.send({ received: true });
  });
};
