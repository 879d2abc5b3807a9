/** Makes one backup of the shop: its database and, in local storage, its uploaded photos. */
import type { Database } from '../../db/client';
import { type BackupPart, encodeBackup } from './backup-file';
import { photoParts } from './photos';
import { dumpPglite } from './pglite-dump';
import { dumpPostgres } from './postgres-dump';
import { currentSchemaVersion } from './schema-version';

export interface BackupSource {
  database: Database;
  /** PostgreSQL's connection URL (pg_dump connects by itself); unused for the embedded database. */
  databaseUrl?: string;
  /** DATA_DIR/objects when photos are stored locally; null when they are in an S3 bucket. */
  objectsDir: string | null;
}

export async function makeBackup(source: BackupSource, at: Date = new Date()): Promise<Buffer> {
  const { database } = source;
  let dump: Buffer;
  if (database.kind === 'pglite') {
    dump = await dumpPglite(database);
  } else {
    if (!source.databaseUrl) throw new Error('A PostgreSQL backup needs the database URL');
    dump = await dumpPostgres(source.databaseUrl);
  }
  const parts: BackupPart[] = [{ name: 'database', bytes: dump }];
  if (source.objectsDir) parts.push(...(await photoParts(source.objectsDir)));
  return encodeBackup({ kind: database.kind, schema: currentSchemaVersion(), createdAt: at.toISOString() }, parts);
}
