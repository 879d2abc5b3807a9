/**
 * The origin the page's CSP must let the admin's browser PUT photos to (connect-src): the
 * bucket's, exactly as the presigned URLs name it, and none for local storage (our own origin).
 */
import { describe, expect, it } from 'vitest';
import { browserUploadOrigin } from './create-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

const keys = { accessKeyId: 'test-key-id', secretAccessKey: 'test-secret' };

describe('browserUploadOrigin', () => {
  it('is the endpoint itself for a path-style bucket (MinIO, s3rver)', async () => {
    const storage = createS3Storage({
      bucket: 'photos',
      endpoint: 'http://127.0.0.1:4569',
      region: 'us-east-1',
      forcePathStyle: true,
      ...keys,
    });
    expect(await browserUploadOrigin(storage)).toBe('http://127.0.0.1:4569');
  });

  it("is the bucket's own host on AWS S3 (virtual-hosted style)", async () => {
    const storage = createS3Storage({
      bucket: 'shop-photos',
      region: 'ap-southeast-2',
      forcePathStyle: false,
      ...keys,
    });
    expect(await browserUploadOrigin(storage)).toBe('https://shop-photos.s3.ap-southeast-2.amazonaws.com');
  });

  it('is none for local storage, whose upload URLs are on our own origin', async () => {
    const storage = createLocalStorage({
      dir: '/nonexistent-never-written',
      publicUrl: 'http://localhost:3000',
      db: undefined as never,
    });
    expect(await browserUploadOrigin(storage)).toBeNull();
  });
});
