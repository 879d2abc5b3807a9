import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TestCardAuthenticate, TestCardConfirm, TestCardReply } from '../../../contracts/checkout';
import { ApiError } from '../../../contracts/common';
import { Conflict, NotFound } from '../../platform/errors';
import type { TestGateway } from '../../platform/payments/test-gateway';
import type { CheckoutService } from './checkout.service';

const IntentParams = z.object({ id: z.string().regex(/^pi_test_[0-9a-f]{24}$/, 'not a payment id') });

/**
 * The embedded test gateway's card endpoints, which the checkout page's test card form calls the
 * way Stripe.js calls Stripe. The client secret proves the caller holds the checkout.
 */
export const testPaymentRoutes: FastifyPluginAsyncZod<{ gateway: TestGateway; checkout: CheckoutService }> = async (
  app,
  { gateway, checkout },
) => {
  app.post(
    '/api/test-payments/:id/confirm',
    {
      schema: {
        params: IntentParams,
        body: TestCardConfirm,
        response: { 200: TestCardReply, 400: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => {
      // The delivery details are bound before any card is charged.
      if (!(await checkout.readyToPay(request.params.id))) {
        throw new Conflict('Send the delivery details before paying', 'DETAILS_MISSING');
      }
      const { intent, outcome } = await gateway.confirmCard(
        request.params.id,
        request.body.clientSecret,
        request.body.card,
      );
      if (!intent) throw new NotFound('Payment not found');
      return {
        status: outcome.status === 'failed' ? 'requires_payment_method' : intent.status,
        error: outcome.status === 'failed' ? { code: outcome.code, message: outcome.message } : null,
      };
    },
  );

  app.post(
    '/api/test-payments/:id/authenticate',
    {
      schema: {
        params: IntentParams,
        body: TestCardAuthenticate,
        response: { 200: TestCardReply, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      const intent = await gateway.authenticate(request.params.id, request.body.clientSecret, request.body.approve);
      if (!intent) throw new NotFound('Payment not found');
      return {
        status: intent.status,
        error:
          intent.status === 'succeeded'
            ? null
            : { code: 'authentication_failed', message: 'The payment was not approved.' },
      };
    },
  );
};
