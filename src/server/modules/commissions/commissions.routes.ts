import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TestCardConfirm, TestCardReply } from '../../../contracts/checkout';
import { ApiError, IdParams } from '../../../contracts/common';
import {
  CommissionCancelReply,
  CommissionConfirmPayment,
  CommissionMessageBody,
  CommissionPaymentReply,
  CommissionPhotoRegister,
  CommissionPhotoResult,
  CommissionPhotoUpload,
  StoreCommission,
  StoreCommissionRequest,
} from '../../../contracts/commissions';
import { UploadUrlResult } from '../../../contracts/admin-catalog';
import { actorOf, authenticate, requireUser } from '../../platform/auth/request-auth';
import { Conflict, NotFound } from '../../platform/errors';
import type { TestGateway } from '../../platform/payments/test-gateway';
import { cancelCommission } from './commission-cancel';
import type { CommissionDeps } from './commission-deps';
import type { CommissionPayments } from './commission-payments';
import type { CommissionsService } from './commissions.service';

const errors = {
  400: ApiError,
  401: ApiError,
  403: ApiError,
  404: ApiError,
  409: ApiError,
  502: ApiError,
  503: ApiError,
};
const signedIn = { onRequest: authenticate, config: { cache: 'no-store' as const } };
const KindParams = IdParams.extend({ kind: z.enum(['deposit', 'balance']) });

/**
 * The customer's custom cakes (issue 25): request with reference photos, the request and its
 * quote in the account, the thread, paying the deposit and the balance, and cancelling. Another
 * customer's commission answers 404, so ids cannot be probed.
 */
export const commissionsRoutes: FastifyPluginAsyncZod<{
  deps: CommissionDeps;
  commissions: CommissionsService;
  payments: CommissionPayments;
  testGateway: TestGateway | null;
}> = async (app, { deps, commissions, payments, testGateway }) => {
  app.post(
    '/api/commissions',
    {
      ...signedIn,
      schema: { body: StoreCommissionRequest, response: { 201: StoreCommission, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await commissions.request(await requireUser(request), request.body)),
  );

  app.get(
    '/api/commissions',
    { ...signedIn, schema: { response: { 200: z.array(StoreCommission), ...errors } } },
    async (request) => commissions.mine(await requireUser(request)),
  );

  app.get(
    '/api/commissions/:id',
    { ...signedIn, schema: { params: IdParams, response: { 200: StoreCommission, ...errors } } },
    async (request) => commissions.one(await requireUser(request), request.params.id),
  );

  app.post(
    '/api/commissions/:id/messages',
    {
      ...signedIn,
      schema: { params: IdParams, body: CommissionMessageBody, response: { 200: StoreCommission, ...errors } },
    },
    async (request) => commissions.reply(await requireUser(request), request.params.id, request.body.body),
  );

  // Reference photos go up the same presigned path as product photos: image types, 10 MB, no GPS kept.
  app.post(
    '/api/commissions/photos/upload',
    { ...signedIn, schema: { body: CommissionPhotoUpload, response: { 200: UploadUrlResult, ...errors } } },
    async (request) => {
      await requireUser(request);
      return commissions.issuePhotoUpload(request.body);
    },
  );

  app.put(
    '/api/commissions/photos',
    { ...signedIn, schema: { body: CommissionPhotoRegister, response: { 200: CommissionPhotoResult, ...errors } } },
    async (request) => {
      await requireUser(request);
      return commissions.registerPhoto(actorOf(request), request.body);
    },
  );

  app.post(
    '/api/commissions/:id/pay/:kind',
    { ...signedIn, schema: { params: KindParams, response: { 200: CommissionPaymentReply, ...errors } } },
    async (request) => payments.pay(await requireUser(request), request.params.id, request.params.kind),
  );

  app.post(
    '/api/commissions/:id/confirm-payment',
    {
      ...signedIn,
      schema: { params: IdParams, body: CommissionConfirmPayment, response: { 200: StoreCommission, ...errors } },
    },
    async (request) => {
      const row = await payments.confirm(await requireUser(request), request.params.id, request.body.paymentIntentId);
      return commissions.storeView(row);
    },
  );

  app.post(
    '/api/commissions/:id/cancel',
    { ...signedIn, schema: { params: IdParams, response: { 200: CommissionCancelReply, ...errors } } },
    async (request) => {
      await commissions.own(await requireUser(request), request.params.id);
      const { row, refundCents } = await cancelCommission(deps, payments, {
        id: request.params.id,
        by: 'customer',
        actor: actorOf(request),
      });
      return { commission: await commissions.storeView(row), refund: (refundCents / 100).toFixed(2) };
    },
  );

  // The embedded test gateway's card form for a commission's payment (checkout's own form is for checkouts).
  if (testGateway) {
    app.post(
      '/api/commissions/test-payments/:intentId/confirm',
      {
        config: { cache: 'no-store' },
        schema: {
          params: z.object({ intentId: z.string().regex(/^pi_test_[0-9a-f]{24}$/, 'not a payment id') }),
          body: TestCardConfirm,
          response: { 200: TestCardReply, 400: ApiError, 404: ApiError, 409: ApiError },
        },
      },
      async (request) => {
        if (!(await payments.isOpenPayment(request.params.intentId))) {
          throw new Conflict('This payment is already made or not ours', 'NOT_PAYABLE');
        }
        const { intent, outcome } = await testGateway.confirmCard(
          request.params.intentId,
          request.body.clientSecret,
          request.body.card,
        );
        if (!intent) throw new NotFound('Payment not found');
        return {
          status: outcome.status === 'failed' ? 'requires_payment_method' : intent.status,
          error: outcome.status === 'failed' ? { code: outcome.code, message: outcome.message } : null,
        };
      },
    );
  }
};
