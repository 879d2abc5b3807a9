import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../../contracts/common';
import {
  StoreCheckoutDetails,
  StoreConfirmOrder,
  StoreCreatePaymentIntent,
  StoreOrder,
  StorePaymentIntentReply,
  StoreSaveDetailsReply,
  StoreSlot,
  StoreSlotsQuery,
} from '../../../contracts/checkout';
import { authenticate, requireUser } from '../../platform/auth/request-auth';
import { arrivalOf, serverTimingHeader, stampArrival } from '../../platform/server-timing';
import type { CheckoutService } from './checkout.service';

/** The errors any signed-in checkout call may answer with. */
const errors = {
  400: ApiError,
  401: ApiError,
  402: ApiError,
  404: ApiError,
  409: ApiError,
  429: ApiError,
  502: ApiError,
};

/** Checkout (storefront section 7): every call is the signed-in customer's own. */
export const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService }> = async (app, { checkout }) => {
  app.post(
    '/api/create-payment-intent',
    {
      onRequest: [stampArrival, authenticate],
      onSend: serverTimingHeader,
      schema: { body: StoreCreatePaymentIntent, response: { 200: StorePaymentIntentReply, ...errors } },
      config: { cache: 'no-store', limit: 'paymentIntents' },
    },
    async (request) => checkout.prepare(await requireUser(request), request.body),
  );

  app.post(
    '/api/checkout/details',
    {
      config: { cache: 'no-store' },
      onRequest: authenticate,
      schema: { body: StoreCheckoutDetails, response: { 200: StoreSaveDetailsReply, ...errors } },
    },
    async (request) => checkout.saveDetails(await requireUser(request), request.body),
  );

  app.post(
    '/api/confirm-order',
    {
      config: { cache: 'no-store' },
      // When each call arrived: a fulfilment that ended after that is its own (decision 0246).
      // Stamped by its first hook, not read from `reply.elapsedTime`, which is 0 when Fastify keeps
      // no start time (no logger and no onResponse hook, as in the API tests).
      onRequest: [stampArrival, authenticate],
      onSend: serverTimingHeader,
      schema: { body: StoreConfirmOrder, response: { 200: StoreOrder, ...errors } },
    },
    async (request) => checkout.confirm(await requireUser(request), request.body, request.log, arrivalOf(request)),
  );

  app.get(
    '/api/checkout/slots',
    {
      config: { cache: 'no-store' },
      schema: { querystring: StoreSlotsQuery, response: { 200: z.array(StoreSlot), 400: ApiError } },
    },
    async (request) => checkout.slots(request.query),
  );
};
