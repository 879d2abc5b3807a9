/**
 * The shop's own counters, kept as plain numbers so the code that bumps them (checkout steps, the
 * sweep, the database pool) costs nothing extra and never loads prom-client: that is loaded only
 * when metrics are switched on (prometheus.ts reads these at each scrape). They count for the
 * whole process, which is one copy of the shop; Prometheus adds the copies up.
 */

/** Where a checkout got to; each is counted once per checkout, after its transaction committed. */
export const CHECKOUT_STAGES = ['started', 'paid', 'fulfilled', 'refunded'] as const;
export type CheckoutStage = (typeof CHECKOUT_STAGES)[number];

/** What the recovery sweep did with each paid checkout it looked at. */
export const SWEEP_OUTCOMES = ['settled', 'unpaid', 'failed', 'run_failed'] as const;
export type SweepOutcome = (typeof SWEEP_OUTCOMES)[number];

const zeroes = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

const checkouts = zeroes(CHECKOUT_STAGES);
const sweeps = zeroes(SWEEP_OUTCOMES);
const poolWaits = { count: 0, seconds: 0, timeouts: 0 };
/** Refusals in all, and by what was saturated (decision 0227). */
const admission = { refused: 0, 'in-flight': 0, database: 0, 'event-loop': 0 };

export function countCheckout(stage: CheckoutStage): void {
  checkouts[stage] += 1;
}

export function countSweep(outcome: SweepOutcome, n = 1): void {
  sweeps[outcome] += n;
}

/** A request that found every pooled connection busy and waited `seconds` for one (or timed out). */
export function countPoolWait(seconds: number, timedOut: boolean): void {
  poolWaits.count += 1;
  poolWaits.seconds += seconds;
  if (timedOut) poolWaits.timeouts += 1;
}

/** An API request refused with 503 because the shop was saturated (platform/admission.ts). */
export function countAdmissionRefusal(reason: 'in-flight' | 'database' | 'event-loop'): void {
  admission.refused += 1;
  admission[reason] += 1;
}

/** A copy of the counts so far, for the scrape (and for tests, which compare before and after). */
export function counts() {
  return {
    checkouts: { ...checkouts },
    sweeps: { ...sweeps },
    poolWaits: { ...poolWaits },
    admission: { ...admission },
  };
}
