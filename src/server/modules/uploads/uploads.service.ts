/**
 * Product photo uploads, exactly the spec's three calls (admin section 7): an upload URL is issued
 * and recorded; the browser PUTs the file there; the URL (without its query) is handed back and
 * becomes an image. Only keys we issued can become images, and the server reads the object from
 * its own storage by key: it never fetches an address it is given (security P35/P36,
 * docs/decisions/0052-image-uploads.md).
 */
import type { Log } from '../../platform/logging';
import type { Actor } from '../../platform/auth/actor';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  MAX_UPLOAD_BYTES,
  objectImageSrcSet,
  type ProductImageResult,
  type UploadRequest,
  type UploadUrlResult,
} from '../../../contracts/admin-catalog';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { AppError, BadRequest, Conflict, ServiceUnavailable } from '../../platform/errors';
import type { LocalObjectStorage } from '../../platform/storage/local-storage';
import type { ObjectStorage, StoredObject } from '../../platform/storage/storage';
import { BodyCutOff } from '../../platform/storage/copy-at-most';
import { firstBytes } from '../../platform/storage/first-bytes';
import { MAGIC_BYTES, makeImageCopies, sniffImage, UnreadableImage } from './image-processing';
import { claimUpload, findUpload, insertIssuedUpload, takeAbandonedUploads } from './uploads.repository';

/** How long an upload URL may be used. */
export const UPLOAD_URL_SECONDS = 10 * 60;
/** How long after its URL expired an upload may still be turned into an image. */
const REGISTER_GRACE_MS = 50 * 60 * 1000;
/** Abandoned uploads cleared on each new upload URL: a bounded share of work per request. */
const SWEEP_BATCH = 20;

const UPLOAD_ID = /\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
/** A served copy's file name: `<uuid>.webp` (800 px) or `<uuid>-<width>w.webp`, and the same in `.avif`. */
export const SERVED_FILE =
  // eslint-disable-next-line security/detect-unsafe-regex -- bounded repeats, no nested ambiguity: linear time
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:-\d{2,4}w)?\.(?:webp|avif)$/;

const missing = () =>
  new BadRequest('The image did not arrive: please upload it again', 'UPLOAD_MISSING', {
    imageURL: 'nothing was uploaded to this URL',
  });

const notOurs = () =>
  new BadRequest('This image was not uploaded through the shop: please upload it again', 'NOT_OUR_UPLOAD', {
    imageURL: 'must be an upload URL this shop issued',
  });

export type UploadsService = ReturnType<typeof createUploadsService>;

export function createUploadsService(deps: { db: Db; storage: ObjectStorage; publicUrl: string; log: Log }) {
  const { db, storage } = deps;

  /** A storage call; the storage being down or unreachable becomes 503 (the catalogue keeps serving). */
  async function guard<T>(call: Promise<T>): Promise<T> {
    try {
      return await call;
    } catch (error) {
      if (error instanceof AppError) throw error;
      deps.log.warn({ err: error }, 'object storage failed');
      throw new ServiceUnavailable('Image storage is not answering: please try again shortly');
    }
  }

  /**
   * Uploads never turned into images (a closed dialog, a failed registration) are removed once
   * they can no longer be registered, on the next upload URL issued by any copy: no timer needed,
   * and a shop that stops uploading has nothing new to clear. A failure here never fails the
   * upload being issued; the rows whose files could not be removed are gone, so the files are
   * logged for a person to remove.
   */
  async function sweepAbandoned(): Promise<void> {
    try {
      const keys = await takeAbandonedUploads(db, new Date(Date.now() - REGISTER_GRACE_MS), SWEEP_BATCH);
      for (const key of keys) {
        await storage
          .remove(key)
          .catch((error: unknown) => deps.log.warn({ err: error, key }, 'abandoned upload not removed'));
      }
    } catch (error) {
      deps.log.warn({ err: error }, 'abandoned uploads not swept');
    }
  }

  return {
    storageKind: storage.kind,

    async issue(input: UploadRequest): Promise<UploadUrlResult> {
      // A presigned URL is made without asking the bucket: ask it first, so a bucket that is down
      // answers 503 now rather than failing the browser's upload later.
      await guard(storage.check());
      const key = `uploads/${randomUUID()}`;
      const maxBytes = input.size ?? MAX_UPLOAD_BYTES;
      await insertIssuedUpload(db, {
        key,
        contentType: input.contentType ?? 'image/*',
        sizeBytes: input.size ?? null,
        expiresAt: new Date(Date.now() + UPLOAD_URL_SECONDS * 1000),
      });
      const uploadURL = await guard(
        storage.uploadUrl(key, { contentType: input.contentType, maxBytes, expiresInSeconds: UPLOAD_URL_SECONDS }),
      );
      await sweepAbandoned();
      return { uploadURL };
    },

    /**
     * The local disk's upload route: the signed URL's bytes, stored once. Everything is checked
     * before the first byte is read, and the body goes to disk as it arrives (never whole in
     * memory, issue 20); the image's type is read from its first bytes at registration.
     */
    async acceptLocalUpload(
      id: string,
      query: Record<string, unknown>,
      contentType: string | undefined,
      declaredLength: string | undefined,
      body: Readable,
    ): Promise<void> {
      if (storage.kind !== 'local') throw new AppError(404, 'NOT_FOUND', 'Uploads go straight to the bucket');
      const local = storage as LocalObjectStorage;
      const grant = await local.verifyUpload(id, query);
      if ('status' in grant) throw new AppError(grant.status, 'UPLOAD_REFUSED', grant.message);
      const row = await findUpload(db, grant.key);
      if (!row) throw new AppError(403, 'UPLOAD_REFUSED', 'This upload link is not valid');
      if (row.status !== 'issued') throw new Conflict('This upload link was already used', 'UPLOAD_USED');
      const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
      if (
        grant.contentType
          ? type !== grant.contentType
          : !(type.startsWith('image/') || type === 'application/octet-stream')
      ) {
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Upload the image file with its own content type');
      }
      const tooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', 'Image must be less than 10MB');
      // A declared length over the limit is refused before a byte is read; a body without one
      // (or longer than it said) is counted as it arrives.
      const maxBytes = Math.min(grant.maxBytes, MAX_UPLOAD_BYTES);
      if (declaredLength !== undefined && Number(declaredLength) > maxBytes) throw tooLarge();
      let outcome;
      try {
        outcome = await local.writeOnce(grant.key, body, maxBytes);
      } catch (error) {
        if (error instanceof BodyCutOff) {
          throw new BadRequest('The upload was cut off: please try again', 'UPLOAD_INCOMPLETE');
        }
        throw error;
      }
      if (outcome === 'used') throw new Conflict('This upload link was already used', 'UPLOAD_USED');
      if (outcome === 'too large') throw tooLarge();
      if (outcome === 'empty') throw new BadRequest('The upload is empty', 'EMPTY_UPLOAD');
    },

    /** Step 3: checks the uploaded bytes and makes the served copies; the answer's objectPath is the image. */
    async register(actor: Actor, imageURL: string): Promise<ProductImageResult> {
      let url: URL;
      try {
        url = new URL(imageURL, deps.publicUrl);
      } catch {
        throw notOurs();
      }
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) throw notOurs();
      const id = UPLOAD_ID.exec(url.pathname)?.[1];
      if (!id) throw notOurs();
      const key = `uploads/${id}`;
      const row = await findUpload(db, key);
      if (!row) throw notOurs();
      if (`${url.origin}${url.pathname}` !== (await guard(storage.uploadUrlBase(key)))) throw notOurs();
      if (row.status !== 'issued') throw new Conflict('This image was added already', 'UPLOAD_USED');
      if (row.expiresAt.getTime() + REGISTER_GRACE_MS < Date.now()) {
        throw new BadRequest('This upload has expired: please upload the image again', 'UPLOAD_EXPIRED', {
          imageURL: 'has expired',
        });
      }

      // The photo's size and first bytes are all the shop reads of it; the worker reads the rest.
      const size = await guard(storage.size(key));
      if (size === null) throw missing();
      const refuse = async (message: string, code: string) => {
        await claimUpload(db, key);
        await guard(storage.remove(key));
        return new BadRequest(message, code, { imageURL: message });
      };
      if (size > MAX_UPLOAD_BYTES) throw await refuse('Image must be less than 10MB', 'IMAGE_TOO_LARGE');
      const notAnImage = () => refuse('Only JPEG, PNG and WebP images can be used', 'NOT_AN_IMAGE');
      if (size === 0) throw await notAnImage();
      const file = await guard(storage.asFile(key, MAX_UPLOAD_BYTES));
      if (!file) throw missing();
      let copies;
      let kind;
      try {
        kind = sniffImage(await firstBytes(file.path, MAGIC_BYTES));
        if (!kind) throw await notAnImage();
        copies = await makeImageCopies(file.path, kind);
      } catch (error) {
        if (!(error instanceof UnreadableImage)) throw error;
        throw await refuse('This image could not be read: please choose another file', 'UNREADABLE_IMAGE');
      } finally {
        await file.release();
      }

      if (!(await claimUpload(db, key))) throw new Conflict('This image was added already', 'UPLOAD_USED');
      for (const copy of copies) {
        const name = copy.width === 800 ? `products/${id}` : `products/${id}-${copy.width}w`;
        await guard(storage.write(`${name}.${copy.format}`, copy.data, `image/${copy.format}`));
      }
      // The photo as sent (with its GPS position) is not kept: only the clean copies are.
      await guard(storage.remove(key));
      const main = copies.find((c) => c.width === 800 && c.format === 'webp')!;
      const objectPath = `/objects/products/${id}.webp`;
      await recordAudit(db, actor, {
        action: 'image.upload',
        entity: 'image',
        entityId: objectPath,
        details: { bytes: size, type: kind, width: main.outputWidth, height: main.outputHeight },
      });
      return {
        objectPath,
        width: main.outputWidth,
        height: main.outputHeight,
        srcSet: objectImageSrcSet(objectPath)!,
        avifSrcSet: objectImageSrcSet(objectPath, 'avif')!,
      };
    },

    /**
     * A served copy (`products/<file>`) with its content type, or null. Photos uploaded before the
     * AVIF copies were made have none: their `.avif` name answers with the WebP copy of the same
     * width (as image/webp), so a `<picture>` naming it never shows a broken image.
     */
    async open(file: string): Promise<(StoredObject & { contentType: string }) | null> {
      if (!SERVED_FILE.test(file)) return null;
      const found = await guard(storage.open(`products/${file}`));
      if (found) return { ...found, contentType: file.endsWith('.avif') ? 'image/avif' : 'image/webp' };
      if (!file.endsWith('.avif')) return null;
      const webp = await guard(storage.open(`products/${file.replace(/\.avif$/, '.webp')}`));
      return webp && { ...webp, contentType: 'image/webp' };
    },
  };
}
