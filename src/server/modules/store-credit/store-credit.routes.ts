import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../contracts/common';
import { StoreCreditBalance } from '../../../contracts/store-credit';
import { authenticate, requireUser } from '../../platform/auth/request-auth';
import type { People } from '../../platform/auth/people';
import type { StoreCreditService } from './store-credit.service';

/** GET /api/store-credit: the signed-in customer's own balance and latest ledger rows (decision 0202). */
export const storeCreditRoutes: FastifyPluginAsyncZod<{ storeCredit: StoreCreditService; accounts: People }> = async (
  app,
  { storeCredit, accounts },
) => {
  app.get(
    '/api/store-credit',
    {
      config: { cache: 'no-store' },
      onRequest: authenticate,
      schema: { response: { 200: StoreCreditBalance, 401: ApiError } },
    },
    async (request) => storeCredit.balance((await accounts.userFor(await requireUser(request))).id),
  );
};
