import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../contracts/common';
import { StoreNotificationPreferences, StoreUpdateNotificationPreferences } from '../../../contracts/notifications';
import { authenticate, requireUser } from '../../platform/auth/request-auth';
import type { People } from '../../platform/auth/people';
import type { PreferencesService } from './preferences.service';

/** The signed-in customer's notification choices (Settings → Notifications; bearer token). */
export const preferencesRoutes: FastifyPluginAsyncZod<{ preferences: PreferencesService; accounts: People }> = async (
  app,
  { preferences, accounts },
) => {
  app.get(
    '/api/auth/user/notifications',
    {
      config: { cache: 'no-store' },
      onRequest: authenticate,
      schema: { response: { 200: StoreNotificationPreferences, 401: ApiError } },
    },
    async (request) => preferences.read((await accounts.userFor(await requireUser(request))).id),
  );

  app.put(
    '/api/auth/user/notifications',
    {
      config: { cache: 'no-store' },
      onRequest: authenticate,
      schema: {
        body: StoreUpdateNotificationPreferences,
        response: { 200: StoreNotificationPreferences, 400: ApiError, 401: ApiError },
      },
    },
    async (request) => preferences.save((await accounts.userFor(await requireUser(request))).id, request.body),
  );
};
