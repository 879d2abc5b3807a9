import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myDataFileName, StoreAccountDeleted, StoreAccountExport } from '../../../contracts/account-data';
import { StoreAccountSpending } from '../../../contracts/account-spending';
import { StoreUpdateProfile, StoreUserProfile } from '../../../contracts/auth';
import { ApiError } from '../../../contracts/common';
import { authenticate, requireUser } from '../../platform/auth/request-auth';
import type { AccountService } from './account.service';

/** The signed-in person's profile, their data download and account deletion (bearer token). */
export const accountRoutes: FastifyPluginAsyncZod<{ accounts: AccountService }> = async (app, { accounts }) => {
  app.get(
    '/api/auth/user',
    {
      config: { cache: 'no-store' },
      onRequest: authenticate,
      schema: { response: { 200: StoreUserProfile, 401: ApiError } },
    },
    async (request) => accounts.profile(await requireUser(request)),
  );

  app.put(
    '/api/auth/user',
    {
      config: { cache: 'no-store' },
      onRequest: authenticate,
      schema: { body: StoreUpdateProfile, response: { 200: StoreUserProfile, 400: ApiError, 401: ApiError } },
    },
    async (request) => accounts.updateProfile(await requireUser(request), request.body),
  );

  // Total Spent on /account: the server's one definition, as /loyalty and the admin show it.
  app.get(
    '/api/auth/user/spending',
    {
      config: { cache: 'no-store' },
      onRequest: authenticate,
      schema: { response: { 200: StoreAccountSpending, 401: ApiError } },
    },
    async (request) => accounts.spending(await requireUser(request)),
  );

  // A file to keep: the browser saves it under this name (docs/decisions/0033).
  app.get(
    '/api/auth/user/export',
    {
      config: { cache: 'no-store' },
      onRequest: authenticate,
      schema: { response: { 200: StoreAccountExport, 401: ApiError } },
    },
    async (request, reply) => {
      const data = await accounts.exportData(await requireUser(request));
      reply.header('content-disposition', `attachment; filename="${myDataFileName()}"`);
      return data;
    },
  );

  // Deletes the profile (and the built-in sign-in account); orders stay for tax law, anonymised once closed.
  app.delete(
    '/api/auth/user',
    {
      config: { cache: 'no-store' },
      onRequest: authenticate,
      schema: { response: { 200: StoreAccountDeleted, 401: ApiError } },
    },
    async (request) => accounts.deleteAccount(await requireUser(request), { requestId: String(request.id) }),
  );
};
