/**
 * How long a request's body may take to arrive, per route (P47, slow clients; issue 20, photos
 * from a phone). Node's own `requestTimeout` is one figure for the whole server, and 30 s for a
 * whole request cut off a 3.4 MB photo on a slow line at 88%. So the server's figure is the
 * longest any route allows (the photo upload's), and this hook holds every other body to the
 * ordinary 30 s, as `requestTimeout` did before.
 */
import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How long this route's request body may take to arrive, when it is not the ordinary limit. */
    bodyDeadlineMs?: number;
  }
}

/** What a browser sends in milliseconds: JSON of at most 100 KB. */
export const ORDINARY_BODY_DEADLINE_MS = 30_000;

/** Node's answer to a request past its time, sent the same way here. */
const TIMED_OUT = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

const hasBody = (headers: IncomingHttpHeaders) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

/**
 * Answers 408 (when nothing was answered yet) and closes the connection, as Node does. Closed
 * through the request, which destroys its socket: `app.inject`'s stand-in socket has no `destroy`,
 * and a race test whose requests waited 30 s on a loaded machine threw hundreds of uncaught errors.
 */
function cutOff(raw: IncomingMessage, answered: boolean): void {
  const socket = raw.socket;
  if (!answered && socket.writable) socket.write(TIMED_OUT);
  raw.destroy();
}

/** Callback-style, and a timer only for requests with a body still to come (performance A2). */
export function registerBodyDeadlines(app: FastifyInstance, ordinaryMs = ORDINARY_BODY_DEADLINE_MS): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    if (raw.complete || !hasBody(raw.headers)) return done();
    const limitMs = request.routeOptions.config?.bodyDeadlineMs ?? ordinaryMs;
    const timer = setTimeout(() => {
      if (!raw.complete) cutOff(raw, reply.raw.headersSent);
    }, limitMs);
    timer.unref();
    const stop = () => clearTimeout(timer);
    raw.once('end', stop);
    raw.once('close', stop);
    done();
  });
}
