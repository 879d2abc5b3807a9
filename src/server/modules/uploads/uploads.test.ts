/**
 * Product photo uploads on the local disk, through the spec's three calls: issue a URL, PUT the
 * bytes there, register the URL. Security P35 (who, what type, what size) and P36 (only URLs we
 * issued, and the server fetches nothing).
 */
import { eq } from 'drizzle-orm';
import { mkdtemp, readdir, rm, unlink } from 'node:fs/promises';
import http, { createServer, type Server } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminProduct, ProductImageResult } from '../../../contracts/admin-catalog';
import type { StoreProduct } from '../../../contracts/catalog';
import { auditLog, uploadedObjects } from '../../db/schema';
import { createCategory } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, customerClaims, mintToken } from '../../test/tokens';
import { hasGpsTag, NOT_IMAGES, PHONE_PHOTO_BYTES, phonePhoto, pixelAt, smallPng } from './upload-test-images';
import { allowing } from '@/test/time-limits';

let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
let dataDir: string;
let photo: Buffer;

/** A listener that counts every request: the server must never call it (P36). */
let trap: Server;
let trapHits = 0;
let trapUrl: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'uploads-test-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  admin = bearer(await mintToken(t, adminClaims()));
  customer = bearer(await mintToken(t, customerClaims()));
  photo = await phonePhoto();
  trap = createServer((_req, res) => {
    trapHits += 1;
    res.end('x');
  });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  trapUrl = `http://127.0.0.1:${(trap.address() as AddressInfo).port}`;
}, allowing(60_000));
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => trap.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

async function issue(body?: object, headers = admin): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ uploadURL: string }>().uploadURL;
}

/** Step 2 as the browser does it: the file's bytes to the URL, with its content type. */
function putBytes(uploadURL: string, bytes: Buffer, contentType: string) {
  const url = new URL(uploadURL);
  return t.app.inject({
    method: 'PUT',
    url: `${url.pathname}${url.search}`,
    headers: { 'content-type': contentType },
    payload: bytes,
  });
}

const withoutQuery = (uploadURL: string) => uploadURL.split('?')[0]!;

function register(imageURL: string, headers = admin) {
  return t.app.inject({ method: 'PUT', url: '/api/product-images', headers, payload: { imageURL } });
}

describe('who may upload (P35)', () => {
  it('refuses an upload URL and a registration without a token (401) or to a customer (403)', async () => {
    const before = (await t.database.db.select().from(uploadedObjects)).length;
    expect((await t.app.inject({ method: 'POST', url: '/api/objects/upload' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: customer })).statusCode).toBe(
      403,
    );
    const url = await issue();
    expect((await register(withoutQuery(url), {})).statusCode).toBe(401);
    expect((await register(withoutQuery(url), customer)).statusCode).toBe(403);
    expect((await t.database.db.select().from(uploadedObjects)).length).toBe(before + 1);
  });

  it('refuses to issue a URL for SVG, HTML or more than 10MB', async () => {
    for (const payload of [
      { contentType: 'image/svg+xml' },
      { contentType: 'text/html' },
      { size: 11 * 1024 * 1024 },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: admin, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('a phone photo through the three calls', () => {
  let result: ProductImageResult;

  it(
    'goes up, comes out upright, without GPS, as WebP and AVIF in three widths',
    async () => {
      // The issue's phone photo: a 4032x3024 JPEG of 3-5 MB.
      expect(photo.length).toBeGreaterThanOrEqual(PHONE_PHOTO_BYTES.min);
      expect(photo.length).toBeLessThanOrEqual(PHONE_PHOTO_BYTES.max);
      const before = await sharp(photo).metadata();
      expect(before.format).toBe('jpeg');
      expect([before.width, before.height, before.orientation, hasGpsTag(before.exif)]).toEqual([4032, 3024, 6, true]);

      const uploadURL = await issue({ contentType: 'image/jpeg', size: photo.length });
      expect(uploadURL).toMatch(/^http:\/\/localhost:\d+\/api\/objects\/uploads\/[0-9a-f-]{36}\?/);
      const put = await putBytes(uploadURL, photo, 'image/jpeg');
      expect(put.statusCode, put.body).toBe(204);

      const res = await register(withoutQuery(uploadURL));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      result = res.json<ProductImageResult>();
      expect(result.objectPath).toMatch(/^\/objects\/products\/[0-9a-f-]{36}\.webp$/);
      // Upright: the sideways 4032x3024 photo is portrait, 800 wide.
      expect([result.width, result.height]).toEqual([800, 1067]);
      const base = result.objectPath.replace(/\.webp$/, '');
      expect(result.srcSet).toBe(`${base}-400w.webp 400w, ${result.objectPath} 800w, ${base}-1600w.webp 1600w`);
      expect(result.avifSrcSet).toBe(`${base}-400w.avif 400w, ${base}.avif 800w, ${base}-1600w.avif 1600w`);

      const served = await t.app.inject({ url: result.objectPath });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const image = served.rawPayload;
      const meta = await sharp(image).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 1067]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      // The stored top-left (red) quarter is at the top right once upright; nowhere else is red.
      const isRed = ([r, g, b]: [number, number, number]) => r > 200 && g < 60 && b < 60;
      expect(isRed(await pixelAt(image, 760, 40))).toBe(true);
      expect(isRed(await pixelAt(image, 40, 40))).toBe(false);
      expect(isRed(await pixelAt(image, 760, 1020))).toBe(false);
      expect(isRed(await pixelAt(image, 40, 1020))).toBe(false);

      for (const [file, format, width] of [
        [`${base}-400w.webp`, 'webp', 400],
        [`${base}-1600w.webp`, 'webp', 1600],
        [`${base}-400w.avif`, 'avif', 400],
        [`${base}.avif`, 'avif', 800],
        [`${base}-1600w.avif`, 'avif', 1600],
      ] as const) {
        const copy = await t.app.inject({ url: file });
        expect(copy.statusCode, file).toBe(200);
        expect(copy.headers['content-type'], file).toBe(`image/${format}`);
        expect(copy.headers['x-content-type-options'], file).toBe('nosniff');
        expect(copy.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
        const copyMeta = await sharp(copy.rawPayload).metadata();
        // libvips reads AVIF through libheif and names it 'heif'.
        expect([copyMeta.format, copyMeta.width], file).toEqual([format === 'avif' ? 'heif' : 'webp', width]);
        expect(copyMeta.exif, file).toBeUndefined();
      }
      // Upright in AVIF too: the red quarter is at the top right.
      const avif = (await t.app.inject({ url: `${base}.avif` })).rawPayload;
      expect(isRed(await pixelAt(avif, 760, 40))).toBe(true);
      expect(isRed(await pixelAt(avif, 40, 40))).toBe(false);
      // The photo as sent, GPS and all, is not kept anywhere.
      const uploads = await readdir(path.join(dataDir, 'objects', 'uploads')).catch(() => []);
      expect(uploads).toEqual([]);
      const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, result.objectPath));
      expect(entry?.action).toBe('image.upload');
    },
    allowing(60_000),
  );

  it('becomes a product image the storefront serves', async () => {
    const category = await createCategory(t, { slug: 'upload-test-cakes', name: 'Upload Test Cakes' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin,
      payload: {
        name: 'Upload Test Photo Cake',
        description: 'With a real photo',
        price: '45.00',
        category: category.slug,
        image: result.objectPath,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<AdminProduct>();
    const shown = (await t.app.inject({ url: '/api/products' })).json<StoreProduct[]>().find((p) => p.id === made.id);
    expect(shown?.image).toBe(result.objectPath);
    // Served with its name as its version: a browser holding it gets 304.
    const served = await t.app.inject({ url: result.objectPath });
    expect(served.headers.etag).toBe(`"${result.objectPath.split('/').pop()}"`);
    const held = await t.app.inject({
      url: result.objectPath,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(held.statusCode).toBe(304);
    expect(held.rawPayload.length).toBe(0);
  });

  it('answers an AVIF name with the WebP copy for a photo uploaded before AVIF copies were made', async () => {
    const uploadURL = await issue({ contentType: 'image/png' });
    expect((await putBytes(uploadURL, await smallPng(), 'image/png')).statusCode).toBe(204);
    const { objectPath } = (await register(withoutQuery(uploadURL))).json<ProductImageResult>();
    const id = objectPath
      .split('/')
      .pop()!
      .replace(/\.webp$/, '');
    for (const name of [`${id}.avif`, `${id}-400w.avif`, `${id}-1600w.avif`]) {
      await unlink(path.join(dataDir, 'objects', 'products', name));
    }
    const res = await t.app.inject({ url: `/objects/products/${id}-400w.avif` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
    // A WebP name never falls back to anything.
    await unlink(path.join(dataDir, 'objects', 'products', `${id}-400w.webp`));
    expect((await t.app.inject({ url: `/objects/products/${id}-400w.webp` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/objects/products/${id}-400w.avif` })).statusCode).toBe(404);
  });

  it('uses each upload URL once: a second PUT or registration is 409', async () => {
    const uploadURL = await issue();
    expect((await putBytes(uploadURL, await smallPng(), 'image/png')).statusCode).toBe(204);
    expect((await putBytes(uploadURL, await smallPng(), 'image/png')).statusCode).toBe(409);
    expect((await register(withoutQuery(uploadURL))).statusCode).toBe(200);
    expect((await register(withoutQuery(uploadURL))).statusCode).toBe(409);
    expect((await putBytes(uploadURL, await smallPng(), 'image/png')).statusCode).toBe(409);
  });
});

describe('what may be uploaded (P35)', () => {
  it.each(Object.entries(NOT_IMAGES))(
    'refuses %s sent as image/png at registration (magic numbers)',
    async (_name, bytes) => {
      const uploadURL = await issue();
      expect((await putBytes(uploadURL, bytes, 'image/png')).statusCode).toBe(204);
      const res = await register(withoutQuery(uploadURL));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields?.imageURL).toBe('Only JPEG, PNG and WebP images can be used');
    },
  );

  it('refuses 10 MB + 1 byte, and more than the size the URL was issued for', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
    photo.copy(big);
    const uploadURL = await issue();
    const res = await putBytes(uploadURL, big, 'image/jpeg');
    expect(res.statusCode).toBe(413);
    const bound = await issue({ contentType: 'image/png', size: 100 });
    expect((await putBytes(bound, await smallPng(), 'image/png')).statusCode).toBe(413);
    expect((await register(withoutQuery(bound))).statusCode).toBe(400);
  });

  it('refuses bytes of another type than the URL was issued for, and a tampered or unsigned URL', async () => {
    const bound = await issue({ contentType: 'image/png' });
    expect((await putBytes(bound, photo, 'image/jpeg')).statusCode).toBe(415);
    expect((await putBytes(bound.replace(/max=\d+/, 'max=99999999'), await smallPng(), 'image/png')).statusCode).toBe(
      403,
    );
    expect((await putBytes(withoutQuery(bound), await smallPng(), 'image/png')).statusCode).toBe(403);
    const never = `/api/objects/uploads/00000000-0000-4000-8000-000000000000${new URL(bound).search}`;
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: never,
          headers: { 'content-type': 'image/png' },
          payload: await smallPng(),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses an upload link once its minutes are over (403), and takes it just before', async () => {
    const soon = await issue({ contentType: 'image/png' });
    const late = await issue({ contentType: 'image/png' });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 9 * 60 * 1000 });
    try {
      expect((await putBytes(soon, await smallPng(), 'image/png')).statusCode).toBe(204);
      // Ten minutes and a bit after it was issued.
      vi.setSystemTime(Date.now() + 2 * 60 * 1000);
      const res = await putBytes(late, await smallPng(), 'image/png');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('This upload link has expired: please choose the image again');
    } finally {
      vi.useRealTimers();
    }
    expect(await readdir(path.join(dataDir, 'objects', 'uploads'))).not.toContain(withoutQuery(late).split('/').pop());
  });

  it('refuses an empty upload (400) and keeps nothing, so the link can still take the photo', async () => {
    const uploadURL = await issue({ contentType: 'image/png' });
    const res = await putBytes(uploadURL, Buffer.alloc(0), 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('EMPTY_UPLOAD');
    expect(await readdir(path.join(dataDir, 'objects', 'uploads'))).not.toContain(
      withoutQuery(uploadURL).split('/').pop(),
    );
    expect((await putBytes(uploadURL, await smallPng(), 'image/png')).statusCode).toBe(204);
  });

  it('refuses a registration before anything was uploaded', async () => {
    const uploadURL = await issue();
    const res = await register(withoutQuery(uploadURL));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('UPLOAD_MISSING');
  });

  it('keeps refusing raw bodies everywhere else (415)', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/product-images',
      headers: { ...admin, 'content-type': 'image/png' },
      payload: await smallPng(),
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('only URLs we issued become images, and the server fetches nothing (P36)', () => {
  /** Every way the server could reach out: none may be used while a P36 address is refused. */
  function watchOutbound() {
    const calls = [
      vi.spyOn(globalThis, 'fetch'),
      vi.spyOn(http, 'request'),
      vi.spyOn(http, 'get'),
      vi.spyOn(https, 'request'),
      vi.spyOn(https, 'get'),
    ];
    return {
      count: () => calls.reduce((sum, spy) => sum + spy.mock.calls.length, 0),
      restore: () => calls.forEach((spy) => spy.mockRestore()),
    };
  }

  // `TRAP` is the listener above: the same addresses on a host we watch, so a fetch would show.
  it.each([
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['the cloud metadata path on a watched host', 'TRAP/latest/meta-data/iam/security-credentials/'],
    ['the database port', 'http://127.0.0.1:5432/'],
    ['a file', 'file:///etc/passwd'],
    ['another site', 'https://evil.example/x.png'],
    ['another site on a watched host', 'TRAP/x.png'],
    ['a script', 'javascript:alert(1)'],
    ['a key we never issued', 'http://localhost:3000/api/objects/uploads/00000000-0000-4000-8000-000000000000'],
    ['a key we never issued on a watched host', 'TRAP/api/objects/uploads/00000000-0000-4000-8000-000000000000'],
    ['a path escaping the uploads', 'http://localhost:3000/api/objects/uploads/../../etc/passwd'],
    ['a path escaping the uploads on a watched host', 'TRAP/api/objects/uploads/../../etc/passwd'],
  ])('refuses %s, without a request going out', async (_name, given) => {
    const imageURL = given.replace('TRAP', trapUrl);
    const outbound = watchOutbound();
    try {
      const res = await register(imageURL);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields?.imageURL).toBeDefined();
      expect(outbound.count()).toBe(0);
    } finally {
      outbound.restore();
    }
    expect(trapHits).toBe(0);
  });

  it('refuses an issued key on another host, without calling that host', async () => {
    const uploadURL = await issue();
    await putBytes(uploadURL, await smallPng(), 'image/png');
    const id = withoutQuery(uploadURL).split('/').pop();
    const res = await register(`${trapUrl}/api/objects/uploads/${id}`);
    expect(res.statusCode).toBe(400);
    expect(trapHits).toBe(0);
    // The real URL still works afterwards.
    expect((await register(withoutQuery(uploadURL))).statusCode).toBe(200);
  });

  it('serves only the copies it made: not uploads, not other paths', async () => {
    for (const url of [
      '/objects/uploads/00000000-0000-4000-8000-000000000000',
      '/objects/products/..%2f..%2fdb',
      '/objects/products/00000000-0000-4000-8000-000000000000.webp',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});

describe('abandoned uploads', () => {
  it('are removed, row and file, once they can no longer be registered; fresh ones are kept', async () => {
    const abandoned = await issue({ contentType: 'image/png' });
    expect((await putBytes(abandoned, await smallPng(), 'image/png')).statusCode).toBe(204);
    const abandonedKey = `uploads/${withoutQuery(abandoned).split('/').pop()}`;
    const file = path.join(dataDir, 'objects', abandonedKey);
    expect(await readdir(path.dirname(file))).toContain(path.basename(file));
    // Issued 2 hours ago: past its 10 minutes and the 50 minutes of grace for registering.
    await t.database.db
      .update(uploadedObjects)
      .set({ expiresAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(uploadedObjects.key, abandonedKey));
    const fresh = await issue({ contentType: 'image/png' });
    expect((await putBytes(fresh, await smallPng(), 'image/png')).statusCode).toBe(204);

    // The next URL issued sweeps.
    await issue({ contentType: 'image/png' });
    const keys = (await t.database.db.select().from(uploadedObjects)).map((row) => row.key);
    expect(keys).not.toContain(abandonedKey);
    expect(await readdir(path.dirname(file))).not.toContain(path.basename(file));
    expect((await register(withoutQuery(abandoned))).statusCode).toBe(400);
    // The fresh upload still becomes an image.
    expect((await register(withoutQuery(fresh))).statusCode).toBe(200);
  });
});
