import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../../contracts/common';
import {
  LoyaltyKeyParams,
  LoyaltyRedeemParams,
  StoreLoyaltyAccount,
  StoreLoyaltyReward,
  StoreLoyaltyTransaction,
  StoreRedeemRewardResult,
} from '../../../contracts/loyalty';
import { authenticate, requireUser } from '../../platform/auth/request-auth';
import { NotFound } from '../../platform/errors';
import type { People } from '../../platform/auth/people';
import type { LoyaltyService } from './loyalty.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The customer's points. `{id}` answers only to its owner: the token's subject (or our user id
 * for it); any other id is 404, so ids cannot be probed (security R3, P02, P03).
 */
export const loyaltyRoutes: FastifyPluginAsyncZod<{
  loyalty: LoyaltyService;
  accounts: People;
}> = async (app, { loyalty, accounts }) => {
  const errors = { 400: ApiError, 401: ApiError, 404: ApiError };

  /** Our user id for the caller when `key` names them; 404 for anyone else. */
  const ownerOf = async (request: Parameters<typeof requireUser>[0], key: string): Promise<string> => {
    const auth = await requireUser(request);
    const user = await accounts.userFor(auth);
    if (key !== auth.subject && key !== user.id) throw new NotFound('Loyalty account not found');
    return user.id;
  };

  app.get(
    '/api/loyalty/rewards',
    {
      config: { cache: 'no-store' },
      onRequest: authenticate,
      schema: { response: { 200: z.array(StoreLoyaltyReward), ...errors } },
    },
    async (request) => {
      await requireUser(request);
      return loyalty.activeRewards();
    },
  );

  app.get(
    '/api/loyalty/:id',
    {
      config: { cache: 'no-store' },
      onRequest: authenticate,
      schema: { params: LoyaltyKeyParams, response: { 200: StoreLoyaltyAccount, ...errors } },
    },
    async (request) => {
      const userId = await ownerOf(request, request.params.id);
      const account = await loyalty.account(userId);
      // The owner with no points yet: the page invites them to join.
      if (!account) throw new NotFound('No loyalty account yet');
      return account;
    },
  );

  app.get(
    '/api/loyalty/:id/transactions',
    {
      config: { cache: 'no-store' },
      onRequest: authenticate,
      schema: { params: LoyaltyKeyParams, response: { 200: z.array(StoreLoyaltyTransaction), ...errors } },
    },
    async (request) => loyalty.transactions(await ownerOf(request, request.params.id)),
  );

  app.post(
    '/api/loyalty/:id/redeem/:rewardId',
    {
      onRequest: authenticate,
      schema: {
        params: LoyaltyRedeemParams,
        response: { 201: StoreRedeemRewardResult, 409: ApiError, 429: ApiError, ...errors },
      },
      config: { cache: 'no-store', limit: 'redemptions' },
    },
    async (request, reply) => {
      const userId = await ownerOf(request, request.params.id);
      if (!UUID.test(request.params.rewardId)) throw new NotFound('Reward not found');
      const result = await loyalty.redeem(userId, request.params.rewardId);
      return reply.status(201).send(result);
    },
  );
};
