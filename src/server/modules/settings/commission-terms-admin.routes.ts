import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminCommissionTerms } from '../../../contracts/commission-terms';
import { ApiError } from '../../../contracts/common';
import { actorOf } from '../../platform/auth/request-auth';
import type { CommissionTermsService } from './commission-terms.service';

/**
 * Custom cakes' terms (decision 0218): money terms, so owners edit them, as delivery fees. The PUT body
 * is checked by the service, so a 400 names each field by its path.
 */
export const commissionTermsAdminRoutes: FastifyPluginAsyncZod<{ terms: CommissionTermsService }> = async (
  app,
  { terms },
) => {
  const errors = { 400: ApiError, 401: ApiError, 403: ApiError };
  const config = { cache: 'no-store' as const, role: 'owner' as const };

  // Staff read them: the quote form starts from the owners' deposit.
  app.get(
    '/api/admin/commission-terms',
    { config: { ...config, role: 'staff' as const }, schema: { response: { 200: AdminCommissionTerms, ...errors } } },
    async () => terms.get(),
  );

  app.put(
    '/api/admin/commission-terms',
    {
      config,
      schema: { body: z.record(z.string(), z.unknown()), response: { 200: AdminCommissionTerms, ...errors } },
    },
    async (request) => terms.save(request.body, actorOf(request)),
  );
};
