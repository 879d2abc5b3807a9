import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, IdParams } from '../../../contracts/common';
import { StoreMyReview, StoreReview, StoreReviewInput } from '../../../contracts/reviews';
import type { People } from '../../platform/auth/people';
import { authenticate, requireUser } from '../../platform/auth/request-auth';
import type { ReviewsService } from './reviews.service';

/**
 * Customers' reviews (issue 26). Writing one needs a signed-in customer with a delivered or
 * collected order of the product (403 otherwise); the product page's list is public and holds
 * approved reviews only.
 */
export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService; accounts: People }> = async (
  app,
  { reviews, accounts },
) => {
  app.put(
    '/api/products/:id/review',
    {
      config: { cache: 'no-store' },
      onRequest: authenticate,
      schema: {
        params: IdParams,
        body: StoreReviewInput,
        response: { 200: StoreMyReview, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      const user = await accounts.userFor(await requireUser(request));
      return reviews.save(user.id, request.params.id, request.body);
    },
  );

  app.get(
    '/api/reviews/mine',
    {
      config: { cache: 'no-store' },
      onRequest: authenticate,
      schema: { response: { 200: z.array(StoreMyReview), 401: ApiError } },
    },
    async (request) => {
      const user = await accounts.userFor(await requireUser(request));
      return reviews.mine(user.id);
    },
  );

  app.get(
    '/api/products/:id/reviews',
    { schema: { params: IdParams, response: { 200: z.array(StoreReview), 400: ApiError, 404: ApiError } } },
    async (request) => reviews.approvedOf(request.params.id),
  );
};
