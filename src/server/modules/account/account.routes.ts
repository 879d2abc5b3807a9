import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StoreUpdateProfile, StoreUserProfile } from '../../../contracts/auth';
import { ApiError } from '../../../contracts/common';
import { authenticate, requireUser } from '../../platform/auth/request-auth';
import type { AccountService } from './account.service';

/** The signed-in person's profile (bearer token). */
export const accountRoutes: FastifyPluginAsyncZod<{ accounts: AccountService }> = async (app, { accounts }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/auth/user',
    { onRequest: authenticate, schema: { response: { 200: StoreUserProfile, 401: ApiError } } },
    async (request) => accounts.profile(await requireUser(request)),
  );

  app.put(
    '/api/auth/user',
    {
      onRequest: authenticate,
      schema: { body: StoreUpdateProfile, response: { 200: StoreUserProfile, 400: ApiError, 401: ApiError } },
    },
    async (request) => accounts.updateProfile(await requireUser(request), request.body),
  );
};
