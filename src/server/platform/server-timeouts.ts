/**
 * The HTTP server's socket timeouts, chosen on purpose rather than left to Node's defaults (P47,
 * slow clients). Fastify already sets the others in app.ts: `connectionTimeout` (30 s of silence
 * ends a socket) and `requestTimeout` (30 s for a whole request).
 */
import type { Server } from 'node:http';

export const SERVER_TIMEOUTS = {
  /**
   * A request's headers must arrive within 10 s (Node's default is 60 s). A browser sends them in
   * milliseconds; a slowloris client dripping header lines is answered 408 and cut off instead of
   * holding a socket for a minute.
   */
  headersMs: 10_000,
  /**
   * An idle kept-alive connection is closed after 72 s: longer than the 60 s a load balancer
   * (nginx's `keepalive_timeout`, AWS ALB) keeps its side open, so the balancer always closes
   * first and never sends a request on a socket we are closing.
   */
  keepAliveMs: 72_000,
  /**
   * How often Node looks for requests past the headers or request timeout (default 30 s, which
   * would let a slow client live up to 40 s instead of 10). Read when the server starts listening.
   */
  checkEveryMs: 1_000,
};

/** Call before `listen`. */
export function applyServerTimeouts(server: Server): void {
  server.headersTimeout = SERVER_TIMEOUTS.headersMs;
  server.keepAliveTimeout = SERVER_TIMEOUTS.keepAliveMs;
  // Only a constructor option in Node's types, but a plain property Node reads on 'listening'.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval =
    SERVER_TIMEOUTS.checkEveryMs;
}
