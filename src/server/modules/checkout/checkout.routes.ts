import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  StoreCheckoutDetails,
  StoreConfirmOrder,
  StoreCreatePaymentIntent,
  StoreSlotsQuery,
} from '../../../contracts/checkout';
import { authenticate, requireUser } from '../../platform/auth/request-auth';
import type { CheckoutService } from './checkout.service';

/** Checkout (storefront section 7): every call is the signed-in customer's own. */
export const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService; intentLimit: object }> = async (
  app,
  { checkout, intentLimit },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/create-payment-intent',
    { onRequest: authenticate, schema: { body: StoreCreatePaymentIntent }, config: { rateLimit: intentLimit } },
    async (request) => checkout.prepare(await requireUser(request), request.body),
  );

  app.post(
    '/api/checkout/details',
    { onRequest: authenticate, schema: { body: StoreCheckoutDetails } },
    async (request) => checkout.saveDetails(await requireUser(request), request.body),
  );

  app.post('/api/confirm-order', { onRequest: authenticate, schema: { body: StoreConfirmOrder } }, async (request) =>
    checkout.confirm(await requireUser(request), request.body),
  );

  app.get('/api/checkout/slots', { schema: { querystring: StoreSlotsQuery } }, async (request) =>
    checkout.slots(request.query.date, request.query.fulfilment),
  );
};

export const TestCardConfirm = z.object({
  clientSecret: z.string().min(10).max(200),
  card: z.object({
    number: z.string().regex(/^[\d\s]{12,23}$/, 'card number must be 12 to 19 digits'),
    expMonth: z.number().int().min(1).max(12),
    expYear: z.number().int().min(2000).max(2100),
    cvc: z.string().regex(/^\d{3,4}$/, 'cvc must be 3 or 4 digits'),
    name: z.string().trim().min(1).max(100),
  }),
});
export const TestCardAuthenticate = z.object({ clientSecret: z.string().min(10).max(200), approve: z.boolean() });
