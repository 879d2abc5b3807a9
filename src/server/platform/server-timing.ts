/**
 * `Server-Timing: app;dur=<ms>` on the routes that opt in: the server's own time for a request,
 * from its first hook to the answer being handed to the socket. A6 is a budget of server time;
 * `npm run bench` reads it from here, beside the time its client measures (which adds the HTTP
 * round trip on the same two cores). Only the checkout's two named calls opt in: every hook on
 * every route would cost the cached answers' budgets (A2) for a figure nobody reads.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';

const startedAt = new WeakMap<FastifyRequest, number>();

/** The route's first onRequest hook: when the request arrived. */
export async function stampArrival(request: FastifyRequest): Promise<void> {
  startedAt.set(request, performance.now());
}

/** When the request arrived (`performance.now()`), for a route that stamps it. */
export const arrivalOf = (request: FastifyRequest): number | undefined => startedAt.get(request);

/** The route's onSend hook: the server's time so far, as a Server-Timing entry. */
export async function serverTimingHeader<T>(request: FastifyRequest, reply: FastifyReply, payload: T): Promise<T> {
  const at = startedAt.get(request);
  if (at !== undefined) reply.header('server-timing', `app;dur=${(performance.now() - at).toFixed(2)}`);
  return payload;
}
