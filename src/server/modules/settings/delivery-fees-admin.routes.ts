import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../../contracts/common';
import { AdminDeliveryFees } from '../../../contracts/delivery-fees';
import { actorOf } from '../../platform/auth/request-auth';
import type { DeliveryFeesService } from './delivery-fees.service';

/**
 * Delivery fees by zone (issue 26): prices, so owners only (decision 0195). The PUT body is checked
 * by the service, so a 400 names each field by its path (`zones.0.fee`).
 */
export const deliveryFeesAdminRoutes: FastifyPluginAsyncZod<{ deliveryFees: DeliveryFeesService }> = async (
  app,
  { deliveryFees },
) => {
  const errors = { 400: ApiError, 401: ApiError, 403: ApiError };
  const config = { cache: 'no-store' as const, role: 'owner' as const };

  app.get(
    '/api/admin/delivery-fees',
    { config, schema: { response: { 200: AdminDeliveryFees, ...errors } } },
    async () => deliveryFees.get(),
  );

  app.put(
    '/api/admin/delivery-fees',
    {
      config,
      schema: { body: z.record(z.string(), z.unknown()), response: { 200: AdminDeliveryFees, ...errors } },
    },
    async (request) => deliveryFees.save(request.body, actorOf(request)),
  );
};
