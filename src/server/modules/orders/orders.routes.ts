import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { StoreOrder } from '../../../contracts/checkout';
import { changesUntil } from '../../../domain/order-changes';
import { ApiError } from '../../../contracts/common';
import { authenticate, requireUser } from '../../platform/auth/request-auth';
import { NotFound } from '../../platform/errors';
import type { People } from '../../platform/auth/people';
import type { OrdersService } from './orders.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The caller's orders. The spec's path takes a user id or a cart session id; both answer only to
 * their owner: the token's subject (or our user id), or a session in which this caller ordered.
 * Anything else is 404, so ids cannot be probed.
 */
export const ordersRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  accounts: People;
  /** The shop's changes lock in hours (issue 24, decision 0197), from the cached settings. */
  changesLockHours: () => Promise<number>;
}> = async (app, { orders, accounts, changesLockHours }) => {
  /** Each order with until when its customer may still change it online (null: no longer). */
  const list = async (userId: string, sessionId?: string): Promise<StoreOrder[]> => {
    const [found, lockHours] = await Promise.all([orders.list(userId, sessionId), changesLockHours()]);
    const now = new Date();
    return found.map((order) => ({ ...order, changesUntil: changesUntil(order, lockHours, now) }));
  };

  // Declared, so no private column (payment intent, notes) can ever reach the customer.
  const response = { 200: z.array(StoreOrder), 400: ApiError, 401: ApiError, 404: ApiError };

  app.get(
    '/api/orders/me',
    { config: { cache: 'no-store' }, onRequest: authenticate, schema: { response } },
    async (request) => {
      const user = await accounts.userFor(await requireUser(request));
      return list(user.id);
    },
  );

  app.get(
    '/api/orders/:key',
    {
      config: { cache: 'no-store' },
      onRequest: authenticate,
      schema: { params: z.object({ key: z.string().min(1).max(200) }), response },
    },
    async (request) => {
      const auth = await requireUser(request);
      const user = await accounts.userFor(auth);
      const { key } = request.params;
      if (key === auth.subject || key === user.id) return list(user.id);
      if (UUID.test(key)) {
        const fromSession = await list(user.id, key);
        if (fromSession.length) return fromSession;
      }
      throw new NotFound('No orders found');
    },
  );
};
