import { actorOf } from '../../platform/auth/request-auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, IdParams } from '../../../contracts/common';
import {
  AdminDeleteRewardResult,
  AdminLoyaltyReward,
  AdminSaveReward,
  AdminUpdateReward,
} from '../../../contracts/loyalty';
import type { LoyaltyService } from './loyalty.service';

/** The admin's rewards (admin sections 3, 5, 7). /api/admin/* is guarded by prefix (request-auth.ts). */
export const loyaltyAdminRoutes: FastifyPluginAsyncZod<{ loyalty: LoyaltyService }> = async (app, { loyalty }) => {
  const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

  app.get(
    '/api/admin/loyalty/rewards',
    {
      config: { cache: 'no-store', role: 'owner' },
      schema: { response: { 200: z.array(AdminLoyaltyReward), ...errors } },
    },
    async () => loyalty.adminList(),
  );

  app.post(
    '/api/admin/loyalty/rewards',
    {
      config: { cache: 'no-store', role: 'owner' },
      schema: { body: AdminSaveReward, response: { 201: AdminLoyaltyReward, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await loyalty.adminCreate(request.body, actorOf(request))),
  );

  app.put(
    '/api/admin/loyalty/rewards/:id',
    {
      config: { cache: 'no-store', role: 'owner' },
      schema: { params: IdParams, body: AdminUpdateReward, response: { 200: AdminLoyaltyReward, ...errors } },
    },
    async (request) => loyalty.adminUpdate(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/api/admin/loyalty/rewards/:id',
    {
      config: { cache: 'no-store', role: 'owner' },
      schema: { params: IdParams, response: { 200: AdminDeleteRewardResult, ...errors } },
    },
    async (request) => loyalty.adminDelete(request.params.id, actorOf(request)),
  );
};
