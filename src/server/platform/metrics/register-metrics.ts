/**
 * `/metrics` in Prometheus's text format (docs/decisions/0142-metrics-access.md). Off unless a
 * setting asks for it: with METRICS_TOKEN the shop's own port answers `/metrics` to that bearer
 * token alone; with METRICS_PORT a second listener, meant for a private network, answers it (and
 * asks for the token too when one is set). With neither, `/metrics` is a 404 like any unknown path.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { Unauthorized } from '../errors';
import { bearerMatches, METRICS_CHALLENGE, METRICS_TOKEN_REQUIRED } from './bearer';
import { createMetricsServer, listen } from './metrics-port';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the separate metrics listener (METRICS_PORT) listens once the app is ready; null without one. */
    metricsAddress(): AddressInfo | null;
  }
}

export async function registerMetrics(
  app: FastifyInstance,
  deps: { config: Pick<AppConfig, 'metrics' | 'host'>; db: Db },
): Promise<void> {
  const { token, port } = deps.config.metrics;
  let server: Server | null = null;
  app.decorate('metricsAddress', () => (server?.listening ? (server.address() as AddressInfo) : null));
  if (!token && port === undefined) return;

  const { createScraper } = await import('./prometheus');
  const scraper = createScraper(app, deps.db);

  if (token) {
    app.get('/metrics', async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        reply.header('www-authenticate', METRICS_CHALLENGE);
        throw new Unauthorized(METRICS_TOKEN_REQUIRED);
      }
      const text = await scraper.text();
      return reply.header('cache-control', 'no-store').type(scraper.contentType).send(text);
    });
  }

  if (port !== undefined) {
    const metricsServer = createMetricsServer({
      scraper,
      token,
      onError: (error) => app.log.warn({ err: error }, 'metrics scrape failed'),
    });
    server = metricsServer;
    app.addHook('onReady', () => listen(metricsServer, port, deps.config.host));
    app.addHook('onClose', async () => {
      if (!metricsServer.listening) return;
      metricsServer.closeAllConnections();
      await new Promise<void>((resolve) => metricsServer.close(() => resolve()));
    });
  }
}
