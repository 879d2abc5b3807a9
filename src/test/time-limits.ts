/**
 * How much slower than a quiet machine a test may run before its time limit calls it hung. CI
 * shares its two cores with other work: in stop 32's run every step took 1.75-3.6 times as long as
 * on a quiet machine, and five journeys that pass in 10-20 s there ran past a 30 s limit; in a whole
 * run beside a busy process here, API tests that build their own app passed 20 s while the
 * journeys' Chromium (which raises its own priority) held the cores. A time limit guards against a
 * hang and never measures speed (the benchmarks do that), so every limit a test or journey sets is
 * written as what it needs on a quiet machine and scaled by this allowance; a passing test is no
 * slower for it.
 */
export const LOAD_ALLOWANCE = 3;

/** A time limit, given as what the test needs on a quiet machine. */
export const allowing = (quietMs: number): number => quietMs * LOAD_ALLOWANCE;
