import { actorOf } from '../../platform/auth/request-auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminCancelOrder, AdminCancelPreview, AdminOrder } from '../../../contracts/admin-orders';
import { ApiError, IdParams } from '../../../contracts/common';
import type { OrdersAdminService } from '../orders/orders-admin.service';
import type { CheckoutService } from './checkout.service';

/**
 * POST /api/admin/orders/{id}/cancel: refund and cancel (issue [8 of 11]). /api/admin/* is
 * guarded by prefix (request-auth.ts). 502 when the gateway refuses the refund.
 * GET /api/admin/orders/{id}/cancel-preview: what cancelling would give back (card, store credit)
 * and take back of the customer's points, for the dialog to say before staff confirm (decisions
 * 0108, 0220); changes nothing.
 */
export const orderCancelRoutes: FastifyPluginAsyncZod<{
  checkout: CheckoutService;
  ordersAdmin: OrdersAdminService;
}> = async (app, { checkout, ordersAdmin }) => {
  app.get(
    '/api/admin/orders/:id/cancel-preview',
    {
      config: { cache: 'no-store', role: 'staff' },
      schema: {
        params: IdParams,
        response: {
          200: AdminCancelPreview,
          400: ApiError,
          401: ApiError,
          403: ApiError,
          404: ApiError,
          409: ApiError,
        },
      },
    },
    async (request) => {
      const [order, money] = await Promise.all([
        ordersAdmin.details(request.params.id),
        ordersAdmin.cancelMoneyBack(request.params.id),
      ]);
      return checkout.cancelPreview(order, money);
    },
  );

  app.post(
    '/api/admin/orders/:id/cancel',
    {
      config: { cache: 'no-store', role: 'staff' },
      schema: {
        params: IdParams,
        body: AdminCancelOrder,
        response: {
          200: AdminOrder,
          400: ApiError,
          401: ApiError,
          403: ApiError,
          404: ApiError,
          409: ApiError,
          502: ApiError,
        },
      },
    },
    async (request) =>
      ordersAdmin.cancel(actorOf(request), request.params.id, request.body.reason, checkout.cancelPayment()),
  );
};
