/**
 * Stripe behind the gateway interface. Calls time out after 5 s and are retried at most once with
 * the same idempotency key, so a customer always has an answer within 12 s.
 */
import Stripe from 'stripe';
import { BadRequest } from '../errors';
import { type IntentStatus, type PaymentGateway, type PaymentIntentView, PaymentProviderUnavailable } from './gateway';

export interface StripeGatewayConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Tests point the real SDK at a local fake Stripe. */
  apiUrl?: string;
}

export interface StripeEvent {
  id: string;
  type: string;
  intentId: string | null;
}

export interface StripeGateway extends PaymentGateway {
  /** Checks the signature over the raw body (300 s tolerance) and returns the event, or throws 400. */
  parseEvent(rawBody: Buffer, signature: string | undefined): StripeEvent;
}

const toView = (intent: Stripe.PaymentIntent): PaymentIntentView => ({
  id: intent.id,
  clientSecret: intent.client_secret ?? '',
  amount: intent.amount,
  currency: intent.currency,
  status: intent.status as IntentStatus,
  metadata: intent.metadata,
  livemode: intent.livemode,
});

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError) {
      throw new PaymentProviderUnavailable();
    }
    throw error;
  }
}

export function createStripeGateway(config: StripeGatewayConfig): StripeGateway {
  const url = config.apiUrl ? new URL(config.apiUrl) : null;
  const stripe = new Stripe(config.secretKey, {
    timeout: 5000,
    maxNetworkRetries: 1,
    ...(url
      ? { host: url.hostname, port: Number(url.port), protocol: url.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  });
  const livemode = config.secretKey.includes('_live_');

  return {
    name: 'stripe',
    publishableKey: config.publishableKey,

    createIntent: (input) =>
      call(async () =>
        toView(
          await stripe.paymentIntents.create(
            {
              amount: input.amount,
              currency: input.currency,
              metadata: input.metadata,
              automatic_payment_methods: { enabled: true },
            },
            { idempotencyKey: input.idempotencyKey },
          ),
        ),
      ),

    async retrieve(id) {
      try {
        const intent = toView(await call(() => stripe.paymentIntents.retrieve(id)));
        // A test-mode intent never fulfils a live shop, and the other way round.
        return intent.livemode === livemode ? intent : null;
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
        throw error;
      }
    },

    async cancel(id) {
      try {
        return (await call(() => stripe.paymentIntents.cancel(id))).status === 'canceled';
      } catch (error) {
        // Succeeded or processing: it can no longer be cancelled, and the shop still knows it.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return false;
        throw error;
      }
    },

    async refund(id) {
      // The key makes a repeated refund (a retry, a second copy of the server) the same refund.
      // Without an amount Stripe refunds what is left after any partial refunds.
      await call(() => stripe.refunds.create({ payment_intent: id }, { idempotencyKey: `refund:${id}` }));
    },

    async refundPart(id, amount, idempotencyKey) {
      await call(() => stripe.refunds.create({ payment_intent: id, amount }, { idempotencyKey }));
    },

    parseEvent(rawBody, signature) {
      if (!signature) throw new BadRequest('Missing Stripe-Signature', 'BAD_SIGNATURE');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret, 300);
      } catch {
        throw new BadRequest('Invalid signature', 'BAD_SIGNATURE');
      }
      const object = event.data.object as { id?: string; object?: string };
      return {
        id: event.id,
        type: event.type,
        intentId: object.object === 'payment_intent' ? (object.id ?? null) : null,
      };
    },
  };
}
