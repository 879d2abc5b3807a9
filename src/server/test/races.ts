/**
 * Race and multi-connection tests: they run on PostgreSQL (the `api-pg` project, which CI always
 * runs) and are skipped, with the reason printed, on PGlite, whose single connection serialises
 * every query, so two requests can never interleave and a race test there would prove nothing.
 *
 *   itRace('makes one order when ten confirms race', async () => { ... });
 *   describeRace('slot capacity under load', () => { beforeAll(...); it(...); });
 */
import { describe, it, type TestContext } from 'vitest';
import { testDatabaseKind } from './test-database';

export const RACE_SKIP_REASON = 'races need PostgreSQL: PGlite has one connection';

/** True when this test file runs on PostgreSQL, where concurrent requests really interleave. */
export const canRace = () => testDatabaseKind() === 'postgres';

const announced = new Set<string>();
function announceSkip(name: string) {
  if (announced.has(name)) return;
  announced.add(name);
  console.info(`skipped race test "${name}": ${RACE_SKIP_REASON} (run it with TEST_DB=postgres)`);
}

/** A test that runs on PostgreSQL only; on PGlite it is reported skipped with the reason. */
export function itRace(name: string, fn: (context: TestContext) => unknown, timeout?: number): void {
  it(
    name,
    async (context) => {
      if (!canRace()) {
        announceSkip(name);
        context.skip(RACE_SKIP_REASON);
      }
      await fn(context);
    },
    timeout,
  );
}

/** A group of tests (with its own hooks) that runs on PostgreSQL only; skipped on PGlite. */
export function describeRace(name: string, fn: () => void): void {
  const skip = !canRace();
  if (skip) announceSkip(name);
  describe.skipIf(skip)(`${name}${skip ? ` (skipped: ${RACE_SKIP_REASON})` : ''}`, fn);
}
