import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StoreHealth, StoreNotReady, StoreReadiness } from '../../../contracts/health';
import type { Database } from '../../db/client';
import type { ObjectStorage } from '../../platform/storage/storage';
import { createReadinessCheck, downMessage } from './readiness';

const HEALTH_OK = JSON.stringify(StoreHealth.parse({ status: 'ok' }));

/**
 * `/api/health`: liveness, asks nothing (a supervisor restarts a process that stops answering,
 * never one whose database is away). `/api/ready`: readiness, the database and the object
 * storage (a load balancer stops sending traffic to a copy that answers 503).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; storage: ObjectStorage }> = async (
  app,
  { database, storage },
) => {
  const readiness = createReadinessCheck({ database: () => database.ping(), storage: () => storage.check() });

  // Asked every few seconds by supervisors and balancers: its answer is serialised once, and it
  // skips compression (15 bytes), so it costs what the framework does and little more (A2).
  app.get(
    '/api/health',
    { schema: { response: { 200: StoreHealth } }, compress: false, decompress: false },
    (_request, reply: FastifyReply) => {
      // A string is sent as it is: the serializer does not run on it (it was made through StoreHealth).
      void reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(HEALTH_OK);
    },
  );

  app.get(
    '/api/ready',
    { config: { cache: 'no-store' }, schema: { response: { 200: StoreReadiness, 503: StoreNotReady } } },
    async (request, reply) => {
      const report = await readiness();
      if (report.database === 'up' && report.storage === 'up') return { status: 'ready' as const, ...report };
      request.log.warn({ readiness: report }, 'not ready');
      return reply.status(503).send({
        status: 'unavailable',
        ...report,
        message: downMessage(report),
        code: 'UNAVAILABLE',
        requestId: String(request.id),
      });
    },
  );
};
