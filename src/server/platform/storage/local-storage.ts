/**
 * Objects as files under DATA_DIR/objects. Its upload URL is this server's own
 * `PUT /api/objects/uploads/<id>`, signed with an app secret (HMAC-SHA256) over the key, the
 * expiry, the largest size and the content type, and good for one upload: the file is put in
 * place exclusively, so a second PUT to the same URL is refused.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, rm, stat, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';
import {
  assertObjectKey,
  type ObjectFile,
  type ObjectStorage,
  type StoredObject,
  type UploadUrlOptions,
} from './storage';
import { copyAtMost } from './copy-at-most';

/** The path of the local upload route; the id is the upload key's uuid. */
export const LOCAL_UPLOAD_PATH = '/api/objects/uploads';

const SECRET_KEY = 'object-upload-signing-key';

export interface LocalUploadGrant {
  key: string;
  maxBytes: number;
  contentType: string | null;
}

export type LocalUploadRefusal = { status: 403 | 409 | 413 | 415; message: string };

export type WriteOnceOutcome = 'stored' | 'used' | 'too large' | 'empty';

export interface LocalObjectStorage extends ObjectStorage {
  readonly kind: 'local';
  /** Checks a signed upload URL's query for `id`: the grant it carries, or why it is refused. */
  verifyUpload(id: string, query: Record<string, unknown>): Promise<LocalUploadGrant | LocalUploadRefusal>;
  /**
   * Stores an upload's bytes once, streamed from `body`: 'used' when something was already
   * uploaded under the key, 'too large' past `maxBytes` and 'empty' without bytes (then nothing
   * is kept). Throws when the body breaks off (the sender went away) or the disk fails.
   */
  writeOnce(key: string, body: Readable, maxBytes: number): Promise<WriteOnceOutcome>;
}

/** The app secret every server copy signs upload URLs with (made on first use, kept in app_secrets). */
async function signingSecret(db: Db): Promise<Buffer> {
  const read = async () => (await db.select().from(appSecrets).where(eq(appSecrets.key, SECRET_KEY)))[0];
  let row = await read();
  if (!row) {
    await db
      .insert(appSecrets)
      .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    row = await read();
  }
  return Buffer.from(row!.value as string, 'base64url');
}

export function createLocalStorage(options: { dir: string; publicUrl: string; db: Db }): LocalObjectStorage {
  const root = path.resolve(options.dir);
  let secret: Promise<Buffer> | null = null;
  const key = () =>
    (secret ??= signingSecret(options.db).catch((error: unknown) => {
      secret = null;
      throw error;
    }));

  const fileOf = (objectKey: string) => {
    assertObjectKey(objectKey);
    return path.join(root, ...objectKey.split('/'));
  };
  const sign = async (fields: string[]) =>
    createHmac('sha256', await key())
      .update(fields.join('\n'))
      .digest('base64url');
  const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
  const exists = (file: string) =>
    stat(file).then(
      () => true,
      (error: unknown) => {
        if (isMissing(error)) return false;
        throw error;
      },
    );

  return {
    kind: 'local',

    async check(): Promise<void> {
      await mkdir(root, { recursive: true });
    },

    async uploadUrl(objectKey: string, o: UploadUrlOptions): Promise<string> {
      assertObjectKey(objectKey);
      const id = objectKey.slice('uploads/'.length);
      const expires = String(Math.floor(Date.now() / 1000) + o.expiresInSeconds);
      const max = String(o.maxBytes);
      const type = o.contentType ?? '';
      const sig = await sign([objectKey, expires, max, type]);
      const query = new URLSearchParams({ expires, max, ...(type ? { type } : {}), sig });
      return `${options.publicUrl}${LOCAL_UPLOAD_PATH}/${id}?${query.toString()}`;
    },

    async uploadUrlBase(objectKey: string): Promise<string> {
      assertObjectKey(objectKey);
      return `${options.publicUrl}${LOCAL_UPLOAD_PATH}/${objectKey.slice('uploads/'.length)}`;
    },

    async verifyUpload(id, query) {
      const objectKey = `uploads/${id}`;
      const str = (v: unknown) => (typeof v === 'string' ? v : '');
      const expires = str(query.expires);
      const max = str(query.max);
      const type = str(query.type);
      const given = Buffer.from(str(query.sig));
      const expected = Buffer.from(await sign([objectKey, expires, max, type]));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { status: 403, message: 'This upload link is not valid' };
      }
      if (!/^\d+$/.test(expires) || Number(expires) * 1000 < Date.now()) {
        return { status: 403, message: 'This upload link has expired: please choose the image again' };
      }
      return { key: objectKey, maxBytes: Number(max), contentType: type || null };
    },

    async writeOnce(objectKey: string, body: Readable, maxBytes: number): Promise<WriteOnceOutcome> {
      const file = fileOf(objectKey);
      if (await exists(file)) return 'used';
      await mkdir(path.dirname(file), { recursive: true });
      // Streamed to a file aside, a chunk at a time (never the whole body in memory), and put in
      // place only once complete: a registration never reads half a photo, and a body cut off
      // or too large leaves nothing behind.
      const temp = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        const copied = await copyAtMost(body, temp, maxBytes);
        if (copied === 'too large') return copied;
        if (copied === 0) return 'empty';
        // link() fails when the name exists: of two uploads on one link, one is kept.
        await link(temp, file);
        return 'stored';
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return 'used';
        throw error;
      } finally {
        await rm(temp, { force: true });
      }
    },

    async size(objectKey: string): Promise<number | null> {
      try {
        return (await stat(fileOf(objectKey))).size;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async asFile(objectKey: string): Promise<ObjectFile | null> {
      const file = fileOf(objectKey);
      // The file itself: it was stored whole (writeOnce) and is only removed after its copies.
      return (await exists(file)) ? { path: file, release: async () => {} } : null;
    },

    async write(objectKey: string, body: Buffer): Promise<void> {
      const file = fileOf(objectKey);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temp, body);
      await rename(temp, file);
    },

    async open(objectKey: string): Promise<StoredObject | null> {
      const file = fileOf(objectKey);
      try {
        const info = await stat(file);
        return { body: createReadStream(file), size: info.size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(objectKey: string): Promise<void> {
      await rm(fileOf(objectKey), { force: true });
    },
  };
}
