/**
 * The customer's changes to their own order (issue 24, decision 0197), until the lock:
 * POST /api/orders/{id}/move, PATCH /api/orders/{id}, POST /api/orders/{id}/cancel. Another
 * person's order is 404; after the lock (or once cancelled) 409; a refused refund 502.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StoreOrder } from '../../../contracts/checkout';
import { ApiError, IdParams } from '../../../contracts/common';
import { StoreCancelOrder, StoreEditOrder, StoreMoveOrder } from '../../../contracts/order-changes';
import type { People } from '../../platform/auth/people';
import { actorOf, authenticate, requireUser } from '../../platform/auth/request-auth';
import type { FastifyRequest } from 'fastify';
import type { Customer, OrderChangesService } from '../orders/order-changes.service';
import type { CheckoutService } from './checkout.service';

const errors = { 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError } as const;

export const orderChangesRoutes: FastifyPluginAsyncZod<{
  changes: OrderChangesService;
  checkout: CheckoutService;
  accounts: People;
}> = async (app, { changes, checkout, accounts }) => {
  /** The caller with our user id (made on first use, as every customer route does). */
  const customerOf = async (request: FastifyRequest): Promise<Customer> => {
    const user = await accounts.userFor(await requireUser(request));
    return { ...actorOf(request), userId: user.id };
  };

  app.post(
    '/api/orders/:id/move',
    {
      config: { cache: 'no-store' },
      onRequest: authenticate,
      schema: { params: IdParams, body: StoreMoveOrder, response: { 200: StoreOrder, ...errors } },
    },
    async (request) =>
      changes.move(await customerOf(request), request.params.id, request.body, await checkout.movePlace()),
  );

  app.patch(
    '/api/orders/:id',
    {
      config: { cache: 'no-store' },
      onRequest: authenticate,
      schema: { params: IdParams, body: StoreEditOrder, response: { 200: StoreOrder, ...errors } },
    },
    async (request) => changes.edit(await customerOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/orders/:id/cancel',
    {
      config: { cache: 'no-store' },
      onRequest: authenticate,
      schema: {
        params: IdParams,
        body: StoreCancelOrder,
        response: { 200: StoreOrder, ...errors, 502: ApiError },
      },
    },
    async (request) =>
      changes.cancel(await customerOf(request), request.params.id, request.body.reason, checkout.cancelPayment()),
  );
};
