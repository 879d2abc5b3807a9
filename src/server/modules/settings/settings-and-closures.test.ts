/**
 * Every checkout step reads the shop's rules fresh: the settings row and the closures still to
 * come, now in one statement (A6). It must give exactly what the two separate reads give.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessSettings } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { findClosuresEndingFrom, insertClosure } from './closures.repository';
import { findBusinessSettings, findSettingsAndClosures } from './settings.repository';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const today = '2026-12-10';

describe('the settings row and the closures, read together', () => {
  it('gives what the two reads give, closures ending today or later in start order, in one statement', async () => {
    const { db } = database;
    await insertClosure(db, { startDate: '2026-12-01', endDate: '2026-12-09', reason: 'Ended yesterday' });
    await insertClosure(db, { startDate: '2026-12-24', endDate: '2026-12-27', reason: 'Christmas break' });
    await insertClosure(db, { startDate: '2026-12-08', endDate: '2026-12-10', reason: 'Ovens serviced' });
    const { value: together, statements } = await database.queries.during(() => findSettingsAndClosures(db, today));
    expect(statements).toHaveLength(1);
    expect(together).toEqual({
      row: await findBusinessSettings(db),
      closures: await findClosuresEndingFrom(db, today),
    });
    expect(together.row?.businessName).toBeTruthy();
    expect(together.closures.map((closure) => closure.reason)).toEqual(['Ovens serviced', 'Christmas break']);
    expect(together.closures[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('gives no row when none was saved, and still the closures', async () => {
    const { db } = database;
    await db.delete(businessSettings);
    const together = await findSettingsAndClosures(db, today);
    expect(together.row).toBeUndefined();
    expect(together.closures).toHaveLength(2);
    expect((await findSettingsAndClosures(db, '2027-01-01')).closures).toEqual([]);
  });
});
