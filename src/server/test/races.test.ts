import { describe, expect, it } from 'vitest';
import { canRace, describeRace, itRace, leftToPostgres } from './races';
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

  it('ran the race tests exactly when the database is PostgreSQL, and on PGlite left them out of the count', (context) => {
    const onPostgres = testDatabaseKind() === 'postgres';
    expect(itRaceRan).toBe(onPostgres);
    expect(describeRaceRan).toBe(onPostgres);
    const names = context.task.suite!.tasks.map((task) => task.name);
    expect(names.includes('runs a single race test on PostgreSQL only')).toBe(onPostgres);
    expect(names.includes('a race group')).toBe(onPostgres);
    // The list is the worker's: other files' race tests in the same worker are on it too (decision 0231).
    const ours = ['runs a single race test on PostgreSQL only', 'a race group'];
    expect(leftToPostgres.filter((name) => ours.includes(name))).toEqual(onPostgres ? [] : ours);
  });
});
