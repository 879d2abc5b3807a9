import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, IdParams } from '../../../contracts/common';
import {
  AdminCommission,
  AdminCommissionQuote,
  CommissionCancel,
  CommissionMessageBody,
} from '../../../contracts/commissions';
import { formatMoneyString } from '../../../domain/money';
import { actorOf } from '../../platform/auth/request-auth';
import { cancelCommission } from './commission-cancel';
import type { CommissionDeps } from './commission-deps';
import type { CommissionPayments } from './commission-payments';
import type { CommissionsService } from './commissions.service';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 502: ApiError };
const staff = { cache: 'no-store' as const, role: 'staff' as const };

/** The Commissions screen's calls (staff role); /api/admin/* is guarded by prefix (request-auth.ts). */
export const commissionsAdminRoutes: FastifyPluginAsyncZod<{
  deps: CommissionDeps;
  commissions: CommissionsService;
  payments: CommissionPayments;
}> = async (app, { deps, commissions, payments }) => {
  app.get(
    '/api/admin/commissions',
    { config: staff, schema: { response: { 200: z.array(AdminCommission), ...errors } } },
    async () => commissions.list(),
  );

  app.get(
    '/api/admin/commissions/:id',
    { config: staff, schema: { params: IdParams, response: { 200: AdminCommission, ...errors } } },
    async (request) => commissions.get(request.params.id),
  );

  app.put(
    '/api/admin/commissions/:id/quote',
    {
      config: staff,
      schema: { params: IdParams, body: AdminCommissionQuote, response: { 200: AdminCommission, ...errors } },
    },
    async (request) => commissions.quote(actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/commissions/:id/messages',
    {
      config: staff,
      schema: { params: IdParams, body: CommissionMessageBody, response: { 200: AdminCommission, ...errors } },
    },
    async (request) => commissions.ask(actorOf(request), request.params.id, request.body.body),
  );

  app.post(
    '/api/admin/commissions/:id/cancel',
    {
      config: staff,
      schema: {
        params: IdParams,
        body: CommissionCancel,
        response: { 200: z.object({ commission: AdminCommission, refund: z.string() }), ...errors },
      },
    },
    async (request) => {
      const { row, refundCents } = await cancelCommission(deps, payments, {
        id: request.params.id,
        by: 'staff',
        actor: actorOf(request),
        reason: request.body.reason,
      });
      return { commission: await commissions.adminView(row), refund: formatMoneyString(refundCents) };
    },
  );
};
