import { describe, expect, it } from 'vitest';
import { canRace, describeRace, itRace, RACE_SKIP_REASON } from './races';
import { testDatabaseKind } from './test-database';

describe('race test helpers', () => {
  let itRaceRan = false;
  let describeRaceRan = false;

  itRace('runs a single race test on PostgreSQL only', () => {
    itRaceRan = true;
    expect(testDatabaseKind()).toBe('postgres');
  });

  describeRace('a race group', () => {
    it('runs its tests on PostgreSQL only', () => {
      describeRaceRan = true;
      expect(canRace()).toBe(true);
    });
  });

  it('ran the race tests exactly when the database is PostgreSQL, and says why it skipped them', (context) => {
    const onPostgres = testDatabaseKind() === 'postgres';
    expect(itRaceRan).toBe(onPostgres);
    expect(describeRaceRan).toBe(onPostgres);
    const single = context.task.suite!.tasks.find((task) => task.name === 'runs a single race test on PostgreSQL only');
    expect(single?.result?.state).toBe(onPostgres ? 'pass' : 'skip');
    // The runner keeps ctx.skip's note on the result (untyped in vitest 4.1); reporters print it.
    if (!onPostgres) expect((single?.result as { note?: string } | undefined)?.note).toBe(RACE_SKIP_REASON);
  });
});
