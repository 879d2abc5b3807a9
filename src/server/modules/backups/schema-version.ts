/**
 * The schema version a backup carries: the tag of the last migration applied (`0012_users_is_staff`).
 * A restore compares it with the migrations this copy of the shop knows (docs/decisions/0138).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../../db/database';

interface Journal {
  entries: Array<{ idx: number; tag: string }>;
}

/** The migration tags this code ships, oldest first. */
export function knownMigrations(dir: string = MIGRATIONS_DIR): string[] {
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as Journal;
  return [...journal.entries].sort((a, b) => a.idx - b.idx).map((entry) => entry.tag);
}

/** The newest migration this code ships: what a backup made now is stamped with. */
export function currentSchemaVersion(): string {
  const tags = knownMigrations();
  const last = tags.at(-1);
  if (!last) throw new Error('No migrations found');
  return last;
}

/**
 * Why a backup of `schema` cannot be restored by this code, or null when it can: a tag this code
 * does not know comes from a newer shop (its tables would not match what this code reads and writes).
 */
export function schemaRefusal(schema: string, known: string[] = knownMigrations()): string | null {
  if (known.includes(schema)) return null;
  return `This backup comes from a newer version of the shop (schema ${schema}; this version knows up to ${known.at(-1)}). Update the shop, then restore.`;
}
