/**
 * The separate metrics listener (METRICS_PORT): only `GET /metrics`, outside Fastify, so nothing
 * of the shop (pages, API, sign-in) is reachable on a port that is opened to the monitoring network.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { bearerMatches, METRICS_CHALLENGE, METRICS_TOKEN_REQUIRED } from './bearer';
import type { Scraper } from './prometheus';

export interface MetricsPortOptions {
  scraper: Scraper;
  /** When set, this port asks for the token as well. */
  token: string | undefined;
  onError: (error: unknown) => void;
}

export function createMetricsServer(options: MetricsPortOptions): Server {
  const { scraper, token } = options;

  function json(response: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
    response
      .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers })
      .end(JSON.stringify({ message }));
  }

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return json(response, 404, 'Not found');
    }
    if (token && !bearerMatches(request.headers.authorization, token)) {
      return json(response, 401, METRICS_TOKEN_REQUIRED, { 'www-authenticate': METRICS_CHALLENGE });
    }
    try {
      const text = await scraper.text();
      response.writeHead(200, { 'content-type': scraper.contentType, 'cache-control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : text);
    } catch (error) {
      options.onError(error);
      json(response, 500, 'The metrics could not be read');
    }
  }

  return createServer((request, response) => void answer(request, response));
}

/** Listens on `port` (0: any free one) and resolves once it does, or rejects (a port in use). */
export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
