/**
 * Object storage for product photos, behind one interface: local disk by default, an
 * S3-compatible bucket when S3_BUCKET is set (docs/decisions/0052-image-uploads.md). Keys are
 * our own names (`uploads/<uuid>` for a browser's upload, `products/<uuid>….webp|avif` for the copies
 * the shop serves); nothing outside these two shapes is ever read or written.
 */
import type { Readable } from 'node:stream';

/** `uploads/<uuid>` (an upload as the browser sent it) or `products/<uuid>[-<w>w].webp|.avif` (served). */
// eslint-disable-next-line security/detect-unsafe-regex -- bounded repeats, no nested ambiguity: linear time
export const OBJECT_KEY = /^(?:uploads\/[0-9a-f-]{36}|products\/[0-9a-f-]{36}(?:-\d{2,4}w)?\.(?:webp|avif))$/;

export function assertObjectKey(key: string): void {
  if (!OBJECT_KEY.test(key)) throw new Error(`Not an object key: ${key}`);
}

export interface UploadUrlOptions {
  /** The only content type the upload may carry, when known. */
  contentType?: string;
  /** Largest body accepted, in bytes. */
  maxBytes: number;
  expiresInSeconds: number;
}

export interface StoredObject {
  body: Readable;
  size: number | null;
}

export interface ObjectFile {
  path: string;
  /** Removes the file when it is a temporary copy; nothing for the local disk's own file. */
  release(): Promise<void>;
}

export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** Throws StorageUnavailable (or the disk's error) when the storage cannot take uploads now. */
  check(): Promise<void>;
  /** Where the browser PUTs the file's bytes: signed, expiring, for this key only. */
  uploadUrl(key: string, options: UploadUrlOptions): Promise<string>;
  /** The upload URL of `key` without its query string: what the browser hands back afterwards. */
  uploadUrlBase(key: string): Promise<string>;
  /** The object's size in bytes, or null when nothing was uploaded under `key`. */
  size(key: string): Promise<number | null>;
  /**
   * The object as a file on this machine, for a reader that takes a path (the image worker), so
   * a 10 MB photo is never held in the shop's memory (issue 20, performance A9): the local disk's
   * own file, or a bucket's first `limit` bytes streamed to a temporary file that `release()`
   * removes. Null when nothing was uploaded under `key`.
   */
  asFile(key: string, limit: number): Promise<ObjectFile | null>;
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  /** A stream of the object for serving it, or null when it does not exist. */
  open(key: string): Promise<StoredObject | null>;
  remove(key: string): Promise<void>;
}

/** The storage did not answer (down, unreachable, timed out): the caller answers 503. */
export class StorageUnavailable extends Error {
  constructor(cause: unknown) {
    super('Object storage is not answering', { cause });
  }
}

/** How long any one storage call may take before the request is answered 503. */
export const STORAGE_TIMEOUT_MS = 2_500;
