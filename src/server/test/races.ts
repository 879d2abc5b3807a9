/**
 * Race and multi-connection tests: they run on PostgreSQL (the `api-pg` project, which CI always
 * runs) and are not registered on PGlite, whose single connection serialises every query, so two
 * requests can never interleave and a race test there would prove nothing. On PGlite the file
 * prints which race tests it left to PostgreSQL, so the count of a PGlite run holds only tests that
 * ran (no "skipped" entries standing for tests that could never run there). A file holding only
 * race tests is named `*.pg.test.ts`, which the PGlite project does not collect.
 *
 *   itRace('makes one order when ten confirms race', async () => { ... });
 *   describeRace('slot capacity under load', () => { beforeAll(...); it(...); });
 */
import { describe, it, type TestContext } from 'vitest';
import { testDatabaseKind } from './test-database';

export const RACE_SKIP_REASON = 'races need PostgreSQL: PGlite has one connection';

/** True when this test file runs on PostgreSQL, where concurrent requests really interleave. */
export const canRace = () => testDatabaseKind() === 'postgres';

/** Race tests this file left to PostgreSQL, announced once each. */
export const leftToPostgres: string[] = [];
function leaveToPostgres(name: string) {
  leftToPostgres.push(name);
  console.info(`race test "${name}" runs on PostgreSQL only: ${RACE_SKIP_REASON} (TEST_DB=postgres runs it)`);
}

/** A test that runs on PostgreSQL only; on PGlite it is not registered, and the reason is printed. */
export function itRace(name: string, fn: (context: TestContext) => unknown, timeout?: number): void {
  if (!canRace()) return leaveToPostgres(name);
  it(name, fn, timeout);
}

/** A group of tests (with its own hooks) that runs on PostgreSQL only; not registered on PGlite. */
export function describeRace(name: string, fn: () => void): void {
  if (!canRace()) return leaveToPostgres(name);
  describe(name, fn);
}

/** A test that needs PostgreSQL for another reason than racing (a scanner run once, on what production runs). */
export const itOnPostgres = itRace;
