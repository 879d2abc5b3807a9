import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../../contracts/common';
import { getAuth } from '../../platform/auth/request-auth';
import { ServiceUnavailable } from '../../platform/errors';
import type { LiveEvent, LiveService } from './live.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The new-order fan-out behind GET /api/admin/events (tests count its streams). */
    live: LiveService;
  }
}

/** A comment line every 25 s keeps proxies and the browser from taking a quiet stream for a dead one. */
export const HEARTBEAT_MS = 25_000;

/** One server-sent event as it goes on the wire. */
export function formatEvent(event: LiveEvent): string {
  if (event.type === 'order') return `event: order\ndata: ${JSON.stringify(event.order)}\n\n`;
  if (event.type === 'status') return `event: status\ndata: ${JSON.stringify(event.order)}\n\n`;
  if (event.type === 'message') return 'event: message\ndata: {}\n\n';
  if (event.type === 'commission') return `event: commission\ndata: ${JSON.stringify(event.commission)}\n\n`;
  return 'event: resync\ndata: {}\n\n';
}

/**
 * GET /api/admin/events: new orders as server-sent events (`event: order`, `data: {"id",
 * "orderNumber"}`), admins only like every /api/admin route (guarded by prefix in request-auth.ts,
 * bearer token: the browser reads it with fetch, as EventSource cannot send one). The stream ends
 * when the caller's token expires (the browser reconnects with a fresh one) and when the server
 * stops.
 */
export const liveAdminRoutes: FastifyPluginAsyncZod<{ live: LiveService; heartbeatMs?: number }> = async (
  app,
  { live, heartbeatMs = HEARTBEAT_MS },
) => {
  const open = new Set<() => void>();
  // Before the server waits for its connections to finish: a stream never finishes by itself.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  app.addHook('onClose', async () => {
    await live.close();
  });

  app.get(
    '/api/admin/events',
    {
      config: { role: 'staff' },
      schema: {
        response: {
          200: z
            .string()
            .describe(
              'text/event-stream: `event: order` with `data: {"id","orderNumber"}`, `event: status` with `data: {"id","orderNumber","status"}`, `event: message`, `event: resync`',
            ),
          401: ApiError,
          403: ApiError,
          503: ApiError,
        },
      },
    },
    async (request, reply) => {
      const auth = await getAuth(request);
      const lines: string[] = [];
      let write: ((chunk: string) => void) | null = null;
      // Events that arrive between subscribing and the headers going out are kept, not lost.
      const send = (event: LiveEvent) => (write ? write(formatEvent(event)) : lines.push(formatEvent(event)));
      let unsubscribe: () => void;
      try {
        unsubscribe = await live.subscribe(send);
      } catch (error) {
        request.log.warn({ err: error }, 'live order stream unavailable');
        throw new ServiceUnavailable('Live updates are unavailable right now');
      }

      reply.hijack();
      const res = reply.raw;
      // A stream is quiet between events: the server's idle-socket limit must not cut it.
      request.raw.socket.setTimeout(0);
      // The headers hooks set so far (security headers, request id) go out with the stream's own.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) res.setHeader(name, typeof value === 'number' ? String(value) : value);
      }
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Proxies (nginx) would otherwise hold events back in their buffers.
        'x-accel-buffering': 'no',
      });
      write = (chunk) => {
        res.write(chunk);
      };
      write(': connected\n\n');
      for (const line of lines.splice(0)) write(line);

      const heartbeat = setInterval(() => write?.(': heartbeat\n\n'), heartbeatMs);
      const expiresAt = typeof auth?.claims.exp === 'number' ? auth.claims.exp * 1000 : null;
      const expiry = expiresAt ? setTimeout(() => end(), Math.max(0, expiresAt - Date.now())) : null;
      let ended = false;
      function end() {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        if (expiry) clearTimeout(expiry);
        unsubscribe();
        open.delete(end);
        write = null;
        if (!res.writableEnded) res.end();
      }
      open.add(end);
      res.on('close', end);
    },
  );
};
