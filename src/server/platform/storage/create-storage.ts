import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { createLocalStorage } from './local-storage';
import type { ObjectStorage } from './storage';

/**
 * The storage the configuration names: the S3 bucket when S3_BUCKET is set, else DATA_DIR/objects.
 * The AWS SDK is loaded only when a bucket is configured (start-up time, performance A9).
 */
export async function createObjectStorage(
  config: Pick<AppConfig, 'storage' | 'publicUrl'>,
  db: Db,
): Promise<ObjectStorage> {
  if (config.storage.kind !== 's3') {
    return createLocalStorage({ dir: config.storage.dir, publicUrl: config.publicUrl, db });
  }
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage(config.storage);
}

/** Any well-formed upload key: only the origin of its upload URL is wanted. */
const ORIGIN_PROBE_KEY = 'uploads/00000000-0000-4000-8000-000000000000';

/**
 * The origin the browser PUTs uploads to when it is not this site (an S3 bucket), for the page's
 * CSP; null for local storage, whose upload URLs are our own. Signing a URL makes no request.
 */
export async function browserUploadOrigin(storage: ObjectStorage): Promise<string | null> {
  if (storage.kind !== 's3') return null;
  return new URL(await storage.uploadUrlBase(ORIGIN_PROBE_KEY)).origin;
}
