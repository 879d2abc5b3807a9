/**
 * What a route declares about its answers, handled here once instead of in every route file:
 * `config: { cache: 'no-store' }` makes every answer of the route, errors included, carry
 * `Cache-Control: no-store` (security R11: personal and admin data is never kept by a browser or a
 * proxy). Rate limits are declared the same way, by name (`config: { limit: 'cartWrites' }`,
 * platform/rate-limit.ts).
 */
import type { FastifyInstance, onSendHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'no-store': no browser or proxy keeps any answer of this route. */
    cache?: 'no-store';
  }
}

// Callback-style: an async hook costs a promise per request (performance A2).
const noStore: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header('cache-control', 'no-store');
  done(null, payload);
};

/** Call before any route is registered: routes added earlier are not seen. */
export function registerRouteConfig(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.cache !== 'no-store') return;
    const own = route.onSend ? [route.onSend].flat() : [];
    route.onSend = [...own, noStore];
  });
}
