/**
 * CORS (security R11): an allow-list holding only the site's own origin (PUBLIC_URL). The
 * storefront and admin are served from that origin, so browsers need no CORS for them; the list
 * is there so that a page of the site on another port or behind a CDN hostname set as PUBLIC_URL
 * still works, and so the rule is explicit. Any other origin, `null` included, gets no
 * `Access-Control-*` header at all: it is never reflected and there is no `*`. Credentials
 * (cookies) are not allowed: the API takes bearer tokens.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { ERROR_SECURITY_HEADERS } from './framework-errors';

export const CORS_METHODS = 'GET, POST, PUT, PATCH, DELETE';
export const CORS_HEADERS = 'authorization, content-type, if-none-match, x-cart-session';
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** The allow-list: the origin (scheme, host, port) of the site's public address. */
export const allowedOrigins = (publicUrl: string): string[] => [new URL(publicUrl).origin];

/**
 * For an answer written outside Fastify (the sign-in provider at /oidc, which on its own reflects
 * any Origin on its keys, discovery and every preflight): unless the request's Origin is on the
 * allow-list, every `Access-Control-*` header the writer sets is dropped, so the browser refuses
 * the answer to any other site, `null` included.
 */
export function keepCorsToAllowedOrigins(
  origin: string | undefined,
  response: ServerResponse,
  allowed: ReadonlySet<string>,
): void {
  if (origin !== undefined && allowed.has(origin)) return;
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name, value) =>
    name.toLowerCase().startsWith('access-control-') ? response : setHeader(name, value);
}

export function registerCors(app: FastifyInstance, publicUrl: string): void {
  const allowed = new Set(allowedOrigins(publicUrl));
  const answered = new WeakSet<object>();
  // Both hooks are callback-style: they run on every request, and an async hook costs a promise
  // per request even when it has nothing to do (performance A2).
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || !allowed.has(origin) || !request.url.startsWith('/api/')) return done();
    reply.header('access-control-allow-origin', origin);
    answered.add(request);
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    if (!preflight) return done();
    void reply
      .status(204)
      .headers({
        ...ERROR_SECURITY_HEADERS,
        'access-control-allow-methods': CORS_METHODS,
        'access-control-allow-headers': CORS_HEADERS,
        'access-control-max-age': String(PREFLIGHT_MAX_AGE_SECONDS),
        'x-request-id': String(request.id),
        vary: 'Origin',
      })
      .send();
  });
  // The answer depends on Origin, so a shared cache must keep it apart (added last: a handler may
  // have set its own Vary).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (answered.has(request)) {
      const vary = reply.getHeader('vary');
      const list = vary === undefined ? [] : String(vary).split(/\s*,\s*/);
      if (!list.some((v) => v.toLowerCase() === 'origin')) reply.header('vary', [...list, 'Origin'].join(', '));
    }
    done(null, payload);
  });
}
