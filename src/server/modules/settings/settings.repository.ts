import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { businessSettings } from '../../db/schema';
import type { ClosureRow } from './closures.repository';

export type BusinessSettingsRow = typeof businessSettings.$inferSelect;

// Built once (db/prepared.ts): every checkout step reads the rules fresh.
const settingsRow = prepared((db) => db.select().from(businessSettings).where(eq(businessSettings.id, 1)).limit(1));

export async function findBusinessSettings(db: DbOrTx): Promise<BusinessSettingsRow | undefined> {
  const [row] = await settingsRow(db, {});
  return row;
}

/** A closure as `json_build_object` gives it: its dates as text, as the `date` columns read. */
type ClosureJson = Omit<ClosureRow, 'createdAt'> & { createdAt: string };

/**
 * The settings row and the closures ending on `date` or later (by start date), in one statement:
 * every checkout step reads both fresh, and each statement counts on the embedded database (A6).
 * The row is undefined when none was ever saved.
 */
const settingsAndClosures = prepared((db) =>
  db
    .select({
      row: businessSettings,
      closures: sql<ClosureJson[]>`(select coalesce(json_agg(json_build_object(
          'id', c.id, 'startDate', c.start_date, 'endDate', c.end_date, 'reason', c.reason, 'createdAt', c.created_at)
          order by c.start_date, c.end_date, c.created_at), '[]'::json)
        from closures c where c.end_date >= ${sql.placeholder('date')})`,
    })
    .from(sql`(values (1)) as one (x)`)
    .leftJoin(businessSettings, eq(businessSettings.id, 1)),
);

export async function findSettingsAndClosures(
  db: DbOrTx,
  date: string,
): Promise<{ row: BusinessSettingsRow | undefined; closures: ClosureRow[] }> {
  const [found] = await settingsAndClosures(db, { date });
  return {
    row: found?.row ?? undefined,
    closures: (found?.closures ?? []).map((closure) => ({ ...closure, createdAt: new Date(closure.createdAt) })),
  };
}

export type BusinessSettingsWrite = Omit<typeof businessSettings.$inferInsert, 'id' | 'updatedAt'>;

/** Writes the one settings row (id 1), creating it when missing. */
export async function saveBusinessSettings(db: DbOrTx, values: BusinessSettingsWrite): Promise<BusinessSettingsRow> {
  const [row] = await db
    .insert(businessSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: businessSettings.id, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}
