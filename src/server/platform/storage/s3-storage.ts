/**
 * Objects in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO). The browser uploads straight
 * to the bucket with a presigned PUT (bound to the key and, when known, the content type); the
 * server copies the object to a temporary file to check it and writes the sized copies. Every call is cut off
 * after STORAGE_TIMEOUT_MS, so a bucket that does not answer makes a 503, not a hung request.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertObjectKey,
  type ObjectFile,
  type ObjectStorage,
  STORAGE_TIMEOUT_MS,
  StorageUnavailable,
  type StoredObject,
  type UploadUrlOptions,
} from './storage';

export interface S3StorageOptions {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    maxAttempts: 2,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const Bucket = options.bucket;

  /** One call to the bucket, cut off after the timeout; a not-found answer is `null`. */
  async function send<T>(call: (abortSignal: AbortSignal) => Promise<T>): Promise<T | null> {
    try {
      return await call(AbortSignal.timeout(STORAGE_TIMEOUT_MS));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw new StorageUnavailable(error);
    }
  }

  const presign = (key: string, contentType: string | undefined, expiresIn: number) =>
    getSignedUrl(client, new PutObjectCommand({ Bucket, Key: key, ContentType: contentType }), {
      expiresIn,
      // The content type is part of the signature: the upload must carry exactly it.
      ...(contentType ? { signableHeaders: new Set(['content-type']) } : {}),
    });

  return {
    kind: 's3',

    async check(): Promise<void> {
      const bucket = await send((abortSignal) => client.send(new HeadBucketCommand({ Bucket }), { abortSignal }));
      // A bucket that does not exist takes no uploads either (readiness says so, issue 13).
      if (bucket === null) throw new StorageUnavailable(new Error(`No bucket named ${Bucket}`));
    },

    async uploadUrl(key: string, o: UploadUrlOptions): Promise<string> {
      assertObjectKey(key);
      return presign(key, o.contentType, o.expiresInSeconds);
    },

    async uploadUrlBase(key: string): Promise<string> {
      assertObjectKey(key);
      const url = new URL(await presign(key, undefined, 60));
      return `${url.origin}${url.pathname}`;
    },

    async size(key: string): Promise<number | null> {
      assertObjectKey(key);
      const head = await send((abortSignal) =>
        client.send(new HeadObjectCommand({ Bucket, Key: key }), { abortSignal }),
      );
      return head ? (head.ContentLength ?? 0) : null;
    },

    async asFile(key: string, limit: number): Promise<ObjectFile | null> {
      assertObjectKey(key);
      const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-object-'));
      const release = () => rm(dir, { recursive: true, force: true });
      const file = path.join(dir, 'object');
      try {
        // Streamed to disk a chunk at a time; the range keeps an object replaced since its size
        // was read from being downloaded beyond the limit.
        const copied = await send(async (abortSignal) => {
          const object = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${limit - 1}` }), {
            abortSignal,
          });
          // eslint-disable-next-line security/detect-non-literal-fs-filename -- a file in our own mkdtemp folder
          await pipeline(object.Body as Readable, createWriteStream(file), { signal: abortSignal });
          return true;
        });
        if (!copied) {
          await release();
          return null;
        }
        return { path: file, release };
      } catch (error) {
        await release();
        throw error;
      }
    },

    async write(key: string, body: Buffer, contentType: string): Promise<void> {
      assertObjectKey(key);
      await send((abortSignal) =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: body,
            ContentType: contentType,
            CacheControl: 'public, max-age=31536000, immutable',
          }),
          { abortSignal },
        ),
      );
    },

    async open(key: string): Promise<StoredObject | null> {
      assertObjectKey(key);
      const object = await send((abortSignal) =>
        client.send(new GetObjectCommand({ Bucket, Key: key }), { abortSignal }),
      );
      if (!object) return null;
      return { body: object.Body as Readable, size: object.ContentLength ?? null };
    },

    async remove(key: string): Promise<void> {
      assertObjectKey(key);
      await send((abortSignal) => client.send(new DeleteObjectCommand({ Bucket, Key: key }), { abortSignal }));
    },
  };
}
