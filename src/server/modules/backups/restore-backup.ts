/**
 * Restores a backup file over the shop's data, all or nothing (docs/decisions/0138): the file is
 * checked first (checksum, schema version, database kind); the new database and photos are built
 * beside the live ones and swapped in by renaming, or, on PostgreSQL, loaded in one transaction.
 * The embedded database must not be open in a running shop meanwhile: stop the shop first.
 */
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { BadBackupFile, type BackupHeader, decodeBackup } from './backup-file';
import { writePhotoParts } from './photos';
import { loadPgliteInto } from './pglite-dump';
import { restorePostgres } from './postgres-dump';
import { schemaRefusal } from './schema-version';

export type RestoreTarget =
  { kind: 'pglite'; dbDir: string; objectsDir: string } | { kind: 'postgres'; url: string; objectsDir: string | null };

export interface RestoreResult {
  header: BackupHeader;
  photos: number;
  /** Where the data that was live before the restore was kept (the embedded database and local photos). */
  keptAside: string[];
}

/** Swaps `fresh` in at `live`, keeping what was live at `aside`; undoes the first rename if the second fails. */
async function swapIn(pairs: Array<{ live: string; fresh: string; aside: string }>): Promise<string[]> {
  const done: Array<{ live: string; aside: string; hadLive: boolean }> = [];
  try {
    for (const { live, fresh, aside } of pairs) {
      const hadLive = existsSync(live);
      if (hadLive) await rename(live, aside);
      done.push({ live, aside, hadLive });
      await rename(fresh, live);
    }
  } catch (error) {
    for (const step of done.reverse()) {
      if (existsSync(step.live) && step.hadLive) await rm(step.live, { recursive: true, force: true });
      if (step.hadLive) await rename(step.aside, step.live);
    }
    throw error;
  }
  return done.filter((step) => step.hadLive).map((step) => step.aside);
}

export async function restoreBackup(
  file: Buffer,
  target: RestoreTarget,
  at: Date = new Date(),
): Promise<RestoreResult> {
  const { header, parts } = decodeBackup(file);
  const refusal = schemaRefusal(header.schema);
  if (refusal) throw new BadBackupFile(refusal);
  if (header.kind !== target.kind) {
    throw new BadBackupFile(
      header.kind === 'pglite'
        ? 'This backup is of the embedded database: restore it on an embedded shop, then move it with `npm run db:move`.'
        : 'This backup is of a PostgreSQL database: restore it with DATABASE_URL set.',
    );
  }
  const dump = parts.find((part) => part.name === 'database');
  if (!dump) throw new BadBackupFile('The backup holds no database.');
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  const photosDir = target.objectsDir ? `${target.objectsDir}.restoring-${stamp}` : null;
  const dbDir = target.kind === 'pglite' ? `${target.dbDir}.restoring-${stamp}` : null;
  try {
    const photos = photosDir ? await writePhotoParts(photosDir, parts) : 0;
    if (dbDir) await loadPgliteInto(dbDir, dump.bytes);
    // PostgreSQL: one transaction; after it commits only the photo folder's rename remains.
    if (target.kind === 'postgres') await restorePostgres(target.url, dump.bytes);
    const pairs = [];
    if (dbDir && target.kind === 'pglite') {
      pairs.push({ live: target.dbDir, fresh: dbDir, aside: `${target.dbDir}.before-restore-${stamp}` });
    }
    if (photosDir && target.objectsDir) {
      pairs.push({ live: target.objectsDir, fresh: photosDir, aside: `${target.objectsDir}.before-restore-${stamp}` });
    }
    const keptAside = await swapIn(pairs);
    return { header, photos, keptAside };
  } finally {
    // Whatever was not swapped in (a failure part-way) is removed; the live data was not touched.
    for (const dir of [dbDir, photosDir]) if (dir) await rm(dir, { recursive: true, force: true });
  }
}
