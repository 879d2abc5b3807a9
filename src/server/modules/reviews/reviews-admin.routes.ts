import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, IdParams } from '../../../contracts/common';
import { AdminReview, AdminReviewListQuery, AdminUpdateReview } from '../../../contracts/reviews';
import { actorOf } from '../../platform/auth/request-auth';
import type { ReviewsService } from './reviews.service';

/** The admin's Reviews: list, approve, hide, reply. /api/admin/* is guarded by prefix (request-auth.ts). */
export const reviewsAdminRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };

  app.get(
    '/api/admin/reviews',
    {
      config: { cache: 'no-store', role: 'staff' },
      schema: { querystring: AdminReviewListQuery, response: { 200: z.array(AdminReview), ...errors } },
    },
    async (request) => reviews.list(request.query.status),
  );

  app.patch(
    '/api/admin/reviews/:id',
    {
      config: { cache: 'no-store', role: 'staff' },
      schema: { params: IdParams, body: AdminUpdateReview, response: { 200: AdminReview, ...errors } },
    },
    async (request) => reviews.moderate(request.params.id, request.body, actorOf(request)),
  );
};
