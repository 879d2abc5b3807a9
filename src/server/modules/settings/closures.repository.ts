import { asc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { closures } from '../../db/schema';

export type ClosureRow = typeof closures.$inferSelect;

/** Closures ending on `date` or later (yyyy-MM-dd), by start date: the ones that can still close a day. */
// Built once (db/prepared.ts): read with the settings by every checkout step.
const closuresEndingFrom = prepared((db) =>
  db
    .select()
    .from(closures)
    .where(gte(closures.endDate, sql.placeholder('date')))
    .orderBy(asc(closures.startDate), asc(closures.endDate), asc(closures.createdAt)),
);

export function findClosuresEndingFrom(db: DbOrTx, date: string): Promise<ClosureRow[]> {
  return closuresEndingFrom(db, { date });
}

export async function insertClosure(
  db: DbOrTx,
  values: { startDate: string; endDate: string; reason: string },
): Promise<ClosureRow> {
  const [row] = await db.insert(closures).values(values).returning();
  return row!;
}

/** Deletes one closure; the deleted row, or undefined when there was none. */
export async function deleteClosure(db: DbOrTx, id: string): Promise<ClosureRow | undefined> {
  const [row] = await db.delete(closures).where(eq(closures.id, id)).returning();
  return row;
}
