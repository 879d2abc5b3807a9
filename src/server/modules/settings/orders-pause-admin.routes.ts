import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../../contracts/common';
import { AdminOrdersPause } from '../../../contracts/orders-pause';
import { actorOf } from '../../platform/auth/request-auth';
import type { OrdersPauseService } from './orders-pause.service';

/**
 * "Pause new orders" and "push back" for staff (issue 23); /api/admin/* is guarded by prefix. The
 * bodies are checked by the service (AdminPauseOrders, AdminPushBack), so a 400 names the field.
 */
export const ordersPauseAdminRoutes: FastifyPluginAsyncZod<{ ordersPause: OrdersPauseService }> = async (
  app,
  { ordersPause },
) => {
  const errors = { 400: ApiError, 401: ApiError, 403: ApiError };
  // Staff at the counter pause and push back: running the day is theirs (issue 24).
  const noStore = { cache: 'no-store' as const, role: 'staff' as const };

  app.get(
    '/api/admin/orders-pause',
    { config: noStore, schema: { response: { 200: AdminOrdersPause, ...errors } } },
    async () => ordersPause.get(),
  );

  app.put(
    '/api/admin/orders-pause',
    {
      config: noStore,
      schema: { body: z.record(z.string(), z.unknown()), response: { 200: AdminOrdersPause, ...errors } },
    },
    async (request) => ordersPause.pause(request.body, actorOf(request)),
  );

  app.delete(
    '/api/admin/orders-pause',
    { config: noStore, schema: { response: { 200: AdminOrdersPause, ...errors } } },
    async (request) => ordersPause.resume(actorOf(request)),
  );

  app.put(
    '/api/admin/orders-pause/push-back',
    {
      config: noStore,
      schema: { body: z.record(z.string(), z.unknown()), response: { 200: AdminOrdersPause, ...errors } },
    },
    async (request) => ordersPause.pushBack(request.body, actorOf(request)),
  );
};
