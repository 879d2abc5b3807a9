import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminCreateRefund, AdminOrderRefunds } from '../../../contracts/admin-refunds';
import { ApiError, IdParams } from '../../../contracts/common';
import { actorOf } from '../../platform/auth/request-auth';
import type { PartialRefundsService } from '../orders/order-refunds.service';

/**
 * Partial refunds by staff (issue 24, decision 0200). GET /api/admin/orders/{id}/refunds: what is
 * left to refund, line by line, and the refunds so far. POST: refund an amount or chosen lines
 * with a reason; 400 above what is left (naming the field), 403 `REFUND_NEEDS_OWNER` above the
 * staff refund limit, 409 on a cancelled order, 502 when the gateway refuses.
 */
export const partialRefundsRoutes: FastifyPluginAsyncZod<{ refunds: PartialRefundsService }> = async (
  app,
  { refunds },
) => {
  const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError } as const;

  app.get(
    '/api/admin/orders/:id/refunds',
    {
      config: { cache: 'no-store', role: 'staff' },
      schema: { params: IdParams, response: { 200: AdminOrderRefunds, ...errors } },
    },
    async (request) => refunds.list(request.params.id),
  );

  app.post(
    '/api/admin/orders/:id/refunds',
    {
      config: { cache: 'no-store', role: 'staff' },
      schema: {
        params: IdParams,
        body: AdminCreateRefund,
        response: { 200: AdminOrderRefunds, ...errors, 409: ApiError, 502: ApiError },
      },
    },
    async (request) => refunds.refund(actorOf(request), request.params.id, request.body),
  );
};
