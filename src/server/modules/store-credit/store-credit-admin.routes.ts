import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, IdParams } from '../../../contracts/common';
import { AdminGrantStoreCredit, AdminStoreCreditGrant } from '../../../contracts/store-credit';
import { actorOf } from '../../platform/auth/request-auth';
import type { StoreCreditService } from './store-credit.service';

/**
 * POST /api/admin/users/{id}/store-credit: resolve the complaint about one of this customer's
 * orders with store credit worth 110% of the amount (decision 0202). Staff may, as for refunds, up
 * to the staff refund limit (403 above it). 400 for an order of another customer or an amount
 * above what was paid and not refunded, 404 for an unknown customer or order, 409 when the
 * order's complaint was already resolved with credit. /api/admin/* is guarded by prefix.
 */
export const storeCreditAdminRoutes: FastifyPluginAsyncZod<{ storeCredit: StoreCreditService }> = async (
  app,
  { storeCredit },
) => {
  app.post(
    '/api/admin/users/:id/store-credit',
    {
      config: { cache: 'no-store', role: 'staff' },
      schema: {
        params: IdParams,
        body: AdminGrantStoreCredit,
        response: {
          200: AdminStoreCreditGrant,
          400: ApiError,
          401: ApiError,
          403: ApiError,
          404: ApiError,
          409: ApiError,
        },
      },
    },
    async (request) => storeCredit.grant(actorOf(request), request.params.id, request.body),
  );
};
