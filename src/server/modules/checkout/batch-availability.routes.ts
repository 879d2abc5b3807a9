import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StoreAvailability } from '../../../contracts/availability';
import type { BatchesService } from './batch-availability.service';

/** GET /api/availability: public; never cached, since every order changes it. */
export const batchesRoutes: FastifyPluginAsyncZod<{ batches: BatchesService }> = async (app, { batches }) => {
  app.get(
    '/api/availability',
    { schema: { response: { 200: StoreAvailability } }, config: { cache: 'no-store' } },
    async () => batches.availability(),
  );
};
