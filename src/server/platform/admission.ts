/**
 * Admission control (issue 27, "A rush is served or refused fast, never dropped"; decisions 0215
 * and 0227). A new API request is refused at once with 503 and `Retry-After`, before any route
 * work (nothing was done, so the browser may send it again), when the shop is saturated:
 * - `maxInFlight` API requests are already being answered;
 * - more than `maxPoolWaiting` checkouts wait for a PostgreSQL connection;
 * - the event loop runs more than `maxLoopDelayMs` late. On the embedded database the queries run
 *   on this thread, so a rush starves the loop itself and requests wait before any hook can count
 *   them: the in-flight limit never fired and 188-202 of 300 customers were dropped by timeouts.
 * A customer already finishing a checkout (details, the test card, confirm, Stripe's webhook) is
 * never refused on the loop's delay, only by the two limits above: refusing arrivals is what makes
 * room for them, and a customer who has paid should get the order rather than be told the shop is
 * busy at the end.
 * Health and readiness (`/api/health`, `/api/ready`) are never refused: a load balancer must see the
 * copy is alive and whether its dependencies answer; busy is not down.
 * Written callback-style: an async hook costs a promise per request (performance A2).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BUSY_CODE } from '../../contracts/busy';
import { loopDelayNowMs } from './metrics/loop-delay';
import { poolWaitingNow } from './metrics/pool-waits';
import { countAdmissionRefusal } from './metrics/counters';

export interface AdmissionOptions {
  /** API requests being answered at once; the next one is refused. */
  maxInFlight: number;
  /** Checkouts queued for a PostgreSQL connection beyond which new requests are refused (PGlite has none). */
  maxPoolWaiting: number;
  /** Event-loop delay in milliseconds beyond which new requests are refused (0: never on delay). */
  maxLoopDelayMs: number;
  /** Seconds the browser waits before sending a refused request again. */
  retryAfterSeconds: number;
}

export { BUSY_CODE };
export const BUSY_MESSAGE = 'The shop is busy, try again in a moment.';

/**
 * Health and readiness are never refused. Readiness speaks its own contract (200 ready, 503
 * unavailable naming the dependency): a busy refusal in its place failed that contract (500s in the
 * fault script, P43, as the pool's queue refilled after PostgreSQL came back), and a balancer
 * reading "busy" as "not ready" would take every copy out at once in a rush.
 */
const UNREFUSED = /^\/api\/(health|ready)(\?|\/|$)/;
const admitted = (request: FastifyRequest) => request.url.startsWith('/api/') && !UNREFUSED.test(request.url);

/** The steps after payment began: a customer here holds a place and is let through to finish. */
const FINISHING = [
  /^\/api\/checkout\/details(\?|$)/,
  /^\/api\/(commissions\/)?test-payments\//,
  /^\/api\/confirm-order(\?|$)/,
  /^\/api\/stripe\/webhook(\?|$)/,
];
const finishing = (request: FastifyRequest) =>
  request.method === 'POST' && FINISHING.some((path) => path.test(request.url));

/**
 * The loop's delay refuses only while this many API requests are already being answered: a late
 * loop with little in flight is the machine's load, a collection or a module loading, and refusing
 * would not make it any faster; with a backlog of our own, refusing arrivals is what clears it.
 */
export const LOOP_DELAY_MIN_IN_FLIGHT = 4;

/** Requests in flight now, for a test that holds some open. */
export interface Admission {
  inFlight(): number;
}

/** Why a request would be refused now, or null to admit it. */
export type Saturation = 'in-flight' | 'database' | 'event-loop' | null;

export function registerAdmission(app: FastifyInstance, options: AdmissionOptions): Admission {
  let inFlight = 0;
  // Starts the loop-delay sampling now rather than on the first request.
  if (options.maxLoopDelayMs > 0) loopDelayNowMs();

  const saturation = (request: FastifyRequest): Saturation => {
    if (inFlight >= options.maxInFlight) return 'in-flight';
    if (poolWaitingNow() > options.maxPoolWaiting) return 'database';
    if (finishing(request)) return null;
    if (
      inFlight >= LOOP_DELAY_MIN_IN_FLIGHT &&
      options.maxLoopDelayMs > 0 &&
      loopDelayNowMs() > options.maxLoopDelayMs
    ) {
      return 'event-loop';
    }
    return null;
  };

  app.addHook('onRequest', (request, reply, done) => {
    if (!admitted(request)) return done();
    const refused = saturation(request);
    if (refused) {
      countAdmissionRefusal(refused);
      void reply
        .status(503)
        .header('retry-after', String(options.retryAfterSeconds))
        .header('cache-control', 'no-store')
        .send({ message: BUSY_MESSAGE, code: BUSY_CODE, requestId: request.id });
      return;
    }
    inFlight += 1;
    // 'close' comes once whether the answer was sent or the client went away.
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
    done();
  });
  return { inFlight: () => inFlight };
}
