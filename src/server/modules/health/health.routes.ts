import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StoreHealth } from '../../../contracts/health';
import type { Database } from '../../db/client';

const PING_TIMEOUT_MS = 1500;
/** A load balancer may ask many times a second; the database is asked at most once a second. */
const PING_REUSE_MS = 1000;

/** Liveness and database reachability, for load balancers: 200 when the database answers, else 503. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  let last: { at: number; result: Promise<unknown> } | null = null;
  const ping = () => {
    if (!last || Date.now() - last.at > PING_REUSE_MS) {
      const result = Promise.race([
        database.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('ping timeout')), PING_TIMEOUT_MS).unref()),
      ]);
      result.catch(() => {});
      last = { at: Date.now(), result };
    }
    return last.result;
  };

  app.get('/api/health', { schema: { response: { 200: StoreHealth, 503: StoreHealth } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await ping();
      return { status: 'ok' as const, database: 'up' as const };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: 'down' });
    }
  });
};
