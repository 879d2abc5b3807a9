/**
 * The Prometheus side of the metrics, loaded only when they are switched on (prom-client costs
 * start-up time a shop without a scraper never needs, performance A9). The process's own metrics
 * (memory, event-loop lag, the shop's counters) are registered once per process; the request
 * durations and the outbox are per app, since each app has its own routes and database.
 */
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { CHECKOUT_STAGES, counts, SWEEP_OUTCOMES } from './counters';
import { poolWaitingNow } from './pool-waits';

export interface Scraper {
  readonly contentType: string;
  /** The whole exposition, read fresh. */
  text(): Promise<string>;
}

let processRegistry: Registry | null = null;

/** Memory, event-loop lag and the shop's counters: one set for the process. */
function processMetrics(): Registry {
  if (processRegistry) return processRegistry;
  const registry = new Registry();
  // process_resident_memory_bytes, nodejs_heap_*, nodejs_eventloop_lag_seconds and its percentiles.
  collectDefaultMetrics({ register: registry });
  new Counter({
    name: 'shop_checkouts_total',
    help: 'Checkouts by stage: started (a payment intent opened), paid, fulfilled (an order made), refunded',
    labelNames: ['stage'],
    registers: [registry],
    collect() {
      // The counts live in counters.ts as plain numbers; a counter is set to them at each scrape.
      const now = counts().checkouts;
      this.reset();
      for (const stage of CHECKOUT_STAGES) this.inc({ stage }, now[stage]);
    },
  });
  new Counter({
    name: 'shop_checkout_sweep_outcomes_total',
    help: 'What the recovery sweep did with the paid checkouts it found: settled, unpaid (left for later), failed (retried), run_failed',
    labelNames: ['outcome'],
    registers: [registry],
    collect() {
      const now = counts().sweeps;
      this.reset();
      for (const outcome of SWEEP_OUTCOMES) this.inc({ outcome }, now[outcome]);
    },
  });
  new Counter({
    name: 'shop_db_pool_waits_total',
    help: 'Database checkouts that found every pooled PostgreSQL connection busy and queued',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(counts().poolWaits.count);
    },
  });
  new Counter({
    name: 'shop_db_pool_wait_seconds_total',
    help: 'Seconds spent queued for a pooled PostgreSQL connection',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(counts().poolWaits.seconds);
    },
  });
  new Counter({
    name: 'shop_db_pool_wait_timeouts_total',
    help: 'Queued database checkouts that gave up (answered 503)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(counts().poolWaits.timeouts);
    },
  });
  new Counter({
    name: 'shop_admission_refusals_total',
    help: 'API requests refused with 503 and Retry-After because the shop was saturated',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(counts().admission.refused);
    },
  });
  new Counter({
    name: 'shop_admission_refusals_by_reason_total',
    help: 'API requests refused with 503, by what was saturated: in-flight, database (pool queue) or event-loop (decision 0227)',
    labelNames: ['reason'],
    registers: [registry],
    collect() {
      this.reset();
      const { admission } = counts();
      for (const reason of ['in-flight', 'database', 'event-loop'] as const) this.inc({ reason }, admission[reason]);
    },
  });
  new Gauge({
    name: 'shop_db_pool_waiting',
    help: 'Database checkouts queued for a pooled PostgreSQL connection right now',
    registers: [registry],
    collect() {
      this.set(poolWaitingNow());
    },
  });
  processRegistry = registry;
  return registry;
}

/** Seconds; a page or an API answer is expected in tens of milliseconds, a photo upload in seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** The app's request durations and its mail outbox, with the process's metrics beside them. */
export function createScraper(app: FastifyInstance, db: Db): Scraper {
  const own = new Registry();
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route template and status',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [own],
  });
  // By the route's template (`/api/products/:slug`), never the raw path: a path per product or a
  // scanner's made-up paths would make a series each. Unrouted requests share one label.
  app.addHook('onResponse', (request, reply, done) => {
    durations.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const pending = new Gauge({ name: 'shop_outbox_pending', help: 'E-mails waiting in the outbox', registers: [own] });
  new Gauge({
    name: 'shop_outbox_oldest_pending_seconds',
    help: 'Age of the oldest e-mail still waiting in the outbox (0 when none waits)',
    registers: [own],
    async collect() {
      try {
        const [row] = await db
          .select({
            n: sql<number>`count(*)::int`,
            age: sql<number | null>`extract(epoch from now() - min(${mailOutbox.createdAt}))::float8`,
          })
          .from(mailOutbox)
          .where(eq(mailOutbox.status, 'pending'));
        pending.set(Number(row?.n ?? 0));
        this.set(Number(row?.age ?? 0));
      } catch {
        // The database is away: the scrape still answers, and says it does not know.
        pending.set(Number.NaN);
        this.set(Number.NaN);
      }
    },
  });

  const registry = Registry.merge([processMetrics(), own]);
  return { contentType: registry.contentType, text: () => registry.metrics() };
}
