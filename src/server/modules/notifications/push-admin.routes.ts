import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../contracts/common';
import {
  AdminPushKey,
  AdminPushSubscribe,
  AdminPushSubscribed,
  AdminPushUnsubscribe,
} from '../../../contracts/notifications';
import type { People } from '../../platform/auth/people';
import { requireUser } from '../../platform/auth/request-auth';
import { NotFound } from '../../platform/errors';
import type { StaffPush } from './staff-push';

/**
 * Staff switch phone alerts on from the board (issue 24): the browser subscribes with the shop's
 * public VAPID key and hands its subscription here. Owners and staff alike: both run the day.
 */
export const pushAdminRoutes: FastifyPluginAsyncZod<{ push: StaffPush; accounts: People }> = async (
  app,
  { push, accounts },
) => {
  const errors = { 401: ApiError, 403: ApiError };
  const userId = async (request: Parameters<typeof requireUser>[0]) =>
    (await accounts.userFor(await requireUser(request))).id;

  app.get(
    '/api/admin/push/key',
    { config: { cache: 'no-store', role: 'staff' }, schema: { response: { 200: AdminPushKey, ...errors } } },
    async () => ({ publicKey: await push.publicKey() }),
  );

  app.post(
    '/api/admin/push/subscriptions',
    {
      config: { cache: 'no-store', role: 'staff' },
      schema: { body: AdminPushSubscribe, response: { 201: AdminPushSubscribed, 400: ApiError, ...errors } },
    },
    async (request, reply) => {
      await push.subscribe(await userId(request), request.body);
      return reply.status(201).send({ subscribed: true });
    },
  );

  app.delete(
    '/api/admin/push/subscriptions',
    {
      config: { cache: 'no-store', role: 'staff' },
      schema: {
        body: AdminPushUnsubscribe,
        response: { 200: AdminPushSubscribed, 400: ApiError, 404: ApiError, ...errors },
      },
    },
    async (request) => {
      if (!(await push.unsubscribe(await userId(request), request.body.endpoint))) {
        throw new NotFound('This browser has no phone alerts to switch off');
      }
      return { subscribed: false };
    },
  );
};
