import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { uploadedObjects } from '../../db/schema';

export type UploadRow = typeof uploadedObjects.$inferSelect;

export async function insertIssuedUpload(
  db: DbOrTx,
  values: { key: string; contentType: string; sizeBytes: number | null; expiresAt: Date },
): Promise<UploadRow> {
  const [row] = await db.insert(uploadedObjects).values(values).returning();
  return row!;
}

export async function findUpload(db: DbOrTx, key: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploadedObjects).where(eq(uploadedObjects.key, key));
  return row;
}

/** Marks an issued upload as used; undefined when it was used already (one image per upload). */
export async function claimUpload(db: DbOrTx, key: string): Promise<UploadRow | undefined> {
  const [row] = await db
    .update(uploadedObjects)
    .set({ status: 'registered' })
    .where(and(eq(uploadedObjects.key, key), eq(uploadedObjects.status, 'issued')))
    .returning();
  return row;
}

export async function setUploadSize(db: DbOrTx, key: string, sizeBytes: number): Promise<void> {
  await db.update(uploadedObjects).set({ sizeBytes }).where(eq(uploadedObjects.key, key));
}

/**
 * Forgets up to `limit` uploads issued before `issuedBefore` and never registered, giving their
 * keys so their files can be removed. Rows are taken with SKIP LOCKED, so two copies sweeping at
 * once take different rows.
 */
export async function takeAbandonedUploads(db: DbOrTx, expiredBefore: Date, limit: number): Promise<string[]> {
  const stale = db
    .select({ id: uploadedObjects.id })
    .from(uploadedObjects)
    .where(and(eq(uploadedObjects.status, 'issued'), lt(uploadedObjects.expiresAt, expiredBefore)))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .delete(uploadedObjects)
    .where(inArray(uploadedObjects.id, sql`(${stale})`))
    .returning({ key: uploadedObjects.key });
  return rows.map((row) => row.key);
}
