import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';

/** Liveness and database reachability, for load balancers: 200 when the database answers, else 503. */
export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app.get('/api/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await Promise.race([
        database.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('ping timeout')), 1500).unref()),
      ]);
      return { status: 'ok', database: 'up' };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: 'down' });
    }
  });
};
