/**
 * The uploaded photos in local storage (DATA_DIR/objects) as backup parts, and back. Photos in an
 * S3 bucket are left to the bucket's own versioning (docs/decisions/0139).
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { OBJECT_KEY } from '../../platform/storage/storage';
import type { BackupPart } from './backup-file';

const PHOTO_PREFIX = 'photos/';

export async function photoParts(objectsDir: string): Promise<BackupPart[]> {
  const parts: BackupPart[] = [];
  for (const folder of ['uploads', 'products']) {
    const dir = path.join(objectsDir, folder);
    if (!existsSync(dir)) continue;
    for (const file of (await readdir(dir)).sort()) {
      const key = `${folder}/${file}`;
      // Only the storage's own object names: a stray temporary file is not part of the shop.
      if (!OBJECT_KEY.test(key)) continue;
      parts.push({ name: PHOTO_PREFIX + key, bytes: await readFile(path.join(dir, file)) });
    }
  }
  return parts;
}

/** Writes the photo parts under `dir` (a new folder, swapped in later); names are checked, never trusted. */
export async function writePhotoParts(dir: string, parts: BackupPart[]): Promise<number> {
  await mkdir(path.join(dir, 'uploads'), { recursive: true });
  await mkdir(path.join(dir, 'products'), { recursive: true });
  let count = 0;
  for (const part of parts) {
    if (!part.name.startsWith(PHOTO_PREFIX)) continue;
    const key = part.name.slice(PHOTO_PREFIX.length);
    if (!OBJECT_KEY.test(key)) throw new Error(`The backup names a photo outside the shop's storage: ${key}`);
    await writeFile(path.join(dir, key), part.bytes);
    count += 1;
  }
  return count;
}
