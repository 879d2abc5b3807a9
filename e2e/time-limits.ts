/**
 * How much slower than a quiet machine a journey may run before its time limit calls it hung.
 * CI shares its two cores with other work: in stop 32's run every step took 1.75-3.6 times as long
 * as on a quiet machine, and five journeys that pass in 10-20 s there ran past a 30 s limit. A time
 * limit here guards against a hang, never measures speed (the benchmarks do that), so every limit a
 * journey sets is scaled by this allowance; a passing journey is no slower for it.
 */
export const LOAD_ALLOWANCE = 3;

/** A journey's own time limit, given as what it needs on a quiet machine. */
export const allowing = (quietMs: number): number => quietMs * LOAD_ALLOWANCE;
