import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../../contracts/common';
import type { Db } from '../../db/client';
import type { StripeGateway } from '../../platform/payments/stripe-gateway';
import { requestFacts, securityEvent } from '../../platform/security-log';
import type { CheckoutService } from './checkout.service';
import { isEventHandled, recordEventHandled } from './payment-events.repository';

/**
 * Stripe's webhook. The signature is checked on the raw body; `payment_intent.succeeded` runs the
 * same idempotent fulfilment as confirm-order, so the order (or its refund) exists even if the
 * browser never comes back. Events already handled answer 200 at once; other events are acknowledged.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{
  db: Db;
  gateway: StripeGateway;
  checkout: CheckoutService;
  /** Other modules' intents on the same account (custom cakes), tried when no checkout holds it. */
  settlers?: readonly ((intentId: string, log: FastifyBaseLogger) => Promise<boolean>)[];
}> = async (app, { db, gateway, checkout, settlers = [] }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  const response = {
    200: z.object({ received: z.literal(true), duplicate: z.boolean().optional() }),
    400: ApiError,
    402: ApiError,
    404: ApiError,
    409: ApiError,
    502: ApiError,
  };

  app.post('/api/stripe/webhook', { schema: { response } }, async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    let event;
    try {
      event = gateway.parseEvent(request.body as Buffer, typeof signature === 'string' ? signature : undefined);
    } catch (error) {
      securityEvent(request.log, 'webhook_signature_invalid', requestFacts(request));
      throw error;
    }
    if (await isEventHandled(db, event.id)) return reply.send({ received: true, duplicate: true });
    if (event.type === 'payment_intent.succeeded' && event.intentId) {
      let settled = Boolean(await checkout.fulfilByIntent(event.intentId, request.log));
      for (const settle of settlers) settled ||= await settle(event.intentId, request.log);
      if (!settled) request.log.warn({ intent: event.intentId }, 'webhook for an unknown payment intent ignored');
    }
    // Recorded after the work: a failure answers 5xx and Stripe delivers the event again.
    await recordEventHandled(db, event.id, event.type);
    return reply.send({ received: true });
  });
};
