import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../contracts/common';
import { AdminKitchenCapacity, AdminSaveKitchenCapacity } from '../../../contracts/kitchen-capacity';
import { actorOf } from '../../platform/auth/request-auth';
import type { KitchenService } from './kitchen.service';

/**
 * The kitchen's capacity screen (issue 23). /api/admin/* is guarded by prefix (request-auth.ts); a
 * negative or missing number is 400 naming its field (`capacity.monday.day`), nothing stored.
 */
export const kitchenRoutes: FastifyPluginAsyncZod<{ kitchen: KitchenService }> = async (app, { kitchen }) => {
  const errors = { 400: ApiError, 401: ApiError, 403: ApiError };

  app.get(
    '/api/admin/kitchen-capacity',
    { config: { cache: 'no-store', role: 'owner' }, schema: { response: { 200: AdminKitchenCapacity, ...errors } } },
    async () => kitchen.overview(),
  );

  app.put(
    '/api/admin/kitchen-capacity',
    {
      config: { cache: 'no-store', role: 'owner' },
      schema: { body: AdminSaveKitchenCapacity, response: { 200: AdminKitchenCapacity, ...errors } },
    },
    async (request) => kitchen.save(request.body, actorOf(request)),
  );
};
