import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminAnalytics } from '../../../contracts/admin-analytics';
import { ApiError } from '../../../contracts/common';
import type { AnalyticsService } from './analytics.service';

/** The dashboard's figures (admin spec section 7). /api/admin/* is guarded by prefix (request-auth.ts). */
export const analyticsAdminRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (
  app,
  { analytics },
) => {
  app.get(
    '/api/admin/analytics',
    {
      config: { cache: 'no-store', role: 'staff' },
      schema: { response: { 200: AdminAnalytics, 401: ApiError, 403: ApiError } },
    },
    async () => analytics.dashboard(),
  );
};
