/**
 * Rate limits (security R12): answered with 429 and Retry-After. Counters live in memory, or in
 * Redis when REDIS_URL is set so that every copy of the server shares them.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { requestFacts, securityEvent } from './security-log';

/**
 * The limits a route may name in its config (`config: { limit: 'cartWrites' }`); their numbers
 * come from the configuration, read here once, so route files never carry them.
 */
export type RouteLimitName = 'signIn' | 'paymentIntents' | 'redemptions' | 'contact' | 'cartWrites';

/**
 * The limits per address that count only some requests of a route (`config: { addressLimit: 'searches' }`).
 * They are not @fastify/rate-limit's route limits, which count every request of the route.
 */
export type AddressLimitName = 'searches';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The named rate limit this route counts against (answers 429 with Retry-After past it). */
    limit?: RouteLimitName;
    /** The named per-address limit this route counts some of its requests against (429 past it). */
    addressLimit?: AddressLimitName;
  }
}

function routeLimits(config: AppConfig): Record<RouteLimitName, object> {
  const limits = config.rateLimits;
  return {
    signIn: perIp(limits.signInPerMinute),
    paymentIntents: perUser(limits.paymentIntentsPerMinute),
    /** Security R12: 10 redemptions a minute per customer by default. */
    redemptions: perUser(limits.redemptionsPerMinute),
    contact: perIp(limits.contactPerMinute),
    cartWrites: perCartSession(limits.cartWritesPerMinute),
  };
}

/**
 * Turns a route's named limit into @fastify/rate-limit's options. Added before that plugin, whose
 * own onRoute hook reads `config.rateLimit`, so it must run first.
 */
function resolveNamedLimits(app: FastifyInstance, config: AppConfig): void {
  const limits = routeLimits(config);
  app.addHook('onRoute', (route) => {
    const name = route.config?.limit;
    if (!name) return;
    route.config = { ...route.config, rateLimit: limits[name] };
  });
}

export async function registerRateLimits(app: FastifyInstance, config: AppConfig): Promise<void> {
  // ioredis is loaded only when Redis is configured (start-up time, performance A9).
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error.message }, 'redis unavailable'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  resolveNamedLimits(app, config);
  await app.register(rateLimit, {
    global: false,
    // After body parsing, so limits can be keyed by the cart session in the body.
    hook: 'preHandler',
    redis,
    nameSpace: 'shop-rl:',
    // A broken Redis must not take the shop down: the request goes through unlimited.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests: please wait ${Math.ceil(context.ttl / 1000)} seconds and try again`,
    }),
    // The key is not logged: for cart writes it is the session id, which opens the cart.
    onExceeded: (request) => {
      const limit = (request.routeOptions.config as { rateLimit?: { max?: unknown } }).rateLimit?.max;
      securityEvent(request.log, 'rate_limited', {
        ...requestFacts(request),
        route: request.routeOptions.url ?? null,
        limit: typeof limit === 'number' ? limit : null,
        subject: request.verifiedSubject ?? null,
      });
    },
  });
  addressCeilings(app, config);
  namedAddressLimits(app, config);
}

/** A catalogue search is a products listing with a non-empty `search`; a plain listing is not one. */
const isSearch = (request: FastifyRequest) => {
  const search = (request.query as { search?: unknown } | undefined)?.search;
  return typeof search === 'string' && search.trim() !== '';
};

/**
 * Adds each route's named per-address limit (`config.addressLimit`) as a preHandler: catalogue
 * searches (R12: RATE_LIMIT_SEARCHES_PER_SECOND per address) share the products route with plain
 * listings, which stay unlimited.
 */
function namedAddressLimits(app: FastifyInstance, config: AppConfig): void {
  const limits = {
    searches: perAddressWhen(app, {
      name: 'search',
      max: config.rateLimits.searchesPerSecond,
      timeWindowMs: 1000,
      applies: isSearch,
    }),
  } satisfies Record<AddressLimitName, unknown>;
  app.addHook('onRoute', (route) => {
    const name = route.config?.addressLimit;
    if (!name) return;
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [limits[name], ...existing];
  });
}

/** Marks a route limit that also counts towards its address's ceiling for all cart writes. */
const CART_ADDRESS_CEILING = Symbol('cart address ceiling');

/**
 * Cart writes are also counted per address, across every cart write route and every session
 * id (RATE_LIMIT_CART_WRITES_PER_ADDRESS_PER_MINUTE): the per-session limit alone is dodged
 * by sending a new session id with each request. One shared counter, added as a preHandler
 * to each route whose limit is `cartWrites` (`perCartSession`).
 */
function addressCeilings(app: FastifyInstance, config: AppConfig): void {
  // createRateLimit only counts: the plugin's own handler would mark the request as limited
  // and skip the per-session limit that runs after it.
  const ceiling = perAddressWhen(app, {
    name: 'cart-address',
    max: config.rateLimits.cartWritesPerAddressPerMinute,
    timeWindowMs: 60_000,
    applies: () => true,
  });
  app.addHook('onRoute', (route) => {
    const limit = route.config?.rateLimit as Record<symbol, unknown> | undefined;
    if (!limit?.[CART_ADDRESS_CEILING]) return;
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [ceiling, ...existing];
  });
}

/**
 * A limit per address that counts only the requests `applies` picks, as a preHandler (the cart
 * writes' address ceiling, the named address limits). Counted in Redis when it is configured,
 * like the other limits.
 */
function perAddressWhen(
  app: FastifyInstance,
  options: { name: string; max: number; timeWindowMs: number; applies: (request: FastifyRequest) => boolean },
) {
  const count = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindowMs,
    keyGenerator: (request) => `${options.name}:${request.ip}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!options.applies(request)) return;
    const result = await count(request);
    if (result.isAllowed || !result.isExceeded) return;
    securityEvent(request.log, 'rate_limited', {
      ...requestFacts(request),
      route: request.routeOptions.url ?? null,
      limit: options.max,
      per: 'address',
    });
    reply.header('retry-after', result.ttlInSeconds);
    throw Object.assign(new Error(`Too many requests: please wait ${result.ttlInSeconds} seconds and try again`), {
      statusCode: 429,
    });
  };
}

export const perIp = (max: number) => ({ max, timeWindow: 60_000 });

/**
 * Cart writes are limited per cart session (falling back to the address), and every cart write
 * also counts towards its address's ceiling (see addressCeilings).
 */
export const perCartSession = (max: number) => ({
  [CART_ADDRESS_CEILING]: true,
  max,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) => {
    const body = request.body as { sessionId?: unknown } | undefined;
    const header = request.headers['x-cart-session'];
    const session = typeof body?.sessionId === 'string' ? body.sessionId : typeof header === 'string' ? header : '';
    return session ? `cart:${session}` : `ip:${request.ip}`;
  },
});

/** Limits per signed-in person (the verified token's subject), falling back to the address. */
export const perUser = (max: number) => ({
  max,
  timeWindow: 60_000,
  keyGenerator: async (request: FastifyRequest) => {
    const auth = await request.authPromise?.catch(() => null);
    return auth ? `user:${auth.subject}` : `ip:${request.ip}`;
  },
});
