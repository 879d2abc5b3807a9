/**
 * The folder of backup files (DATA_DIR/backups): their names, which are the only names ever read
 * from it, and the newest one's time.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** `shop-2026-11-27T14-03-09Z.backup`: the UTC time it was made. Nothing else is listed or served. */
export const BACKUP_NAME = /^shop-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.backup$/;

export interface StoredBackup {
  name: string;
  createdAt: Date;
  size: number;
}

export function backupName(at: Date): string {
  return `shop-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.backup`;
}

export function backupTime(name: string): Date | null {
  const match = BACKUP_NAME.exec(name);
  if (!match) return null;
  return new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`);
}

/** The backups in `dir`, newest first. */
export async function listBackups(dir: string): Promise<StoredBackup[]> {
  if (!existsSync(dir)) return [];
  const found: StoredBackup[] = [];
  for (const name of await readdir(dir)) {
    const createdAt = backupTime(name);
    if (!createdAt) continue;
    found.push({ name, createdAt, size: (await stat(path.join(dir, name))).size });
  }
  return found.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** Writes the file under a temporary name first: a half-written backup never looks like a backup. */
export async function saveBackup(dir: string, bytes: Buffer, at: Date): Promise<StoredBackup> {
  await mkdir(dir, { recursive: true });
  const name = backupName(at);
  const partial = path.join(dir, `.${name}.partial`);
  await writeFile(partial, bytes, { mode: 0o600 });
  await rename(partial, path.join(dir, name));
  // The name holds whole seconds: the time reported is the one the listing will read back.
  return { name, createdAt: backupTime(name)!, size: bytes.length };
}

/** The file of a listed backup, or null: a name that is not a backup's (`../x`, `a/b`) never becomes a path. */
export function backupPath(dir: string, name: string): string | null {
  if (!BACKUP_NAME.test(name)) return null;
  const file = path.join(dir, name);
  return existsSync(file) ? file : null;
}

export async function removeBackups(dir: string, names: string[]): Promise<void> {
  for (const name of names) {
    if (BACKUP_NAME.test(name)) await rm(path.join(dir, name), { force: true });
  }
}
