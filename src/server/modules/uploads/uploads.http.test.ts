/**
 * Photos through the real app over HTTP (issue 20, "Photos freeze the whole shop"): a 10 MB photo
 * goes up and becomes an image, the shop keeps answering while one arrives, and an upload that
 * failed half-way is retried with a fresh link. Shown by order, never by time.
 */
import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, type ProductImageResult } from '../../../contracts/admin-catalog';
import { createListeningTestApp, type ListeningTestApp } from '../../test/listening-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';
import { phonePhoto } from './upload-test-images';
import { allowing } from '@/test/time-limits';

let t: ListeningTestApp;
let admin: Record<string, string>;
/** A real phone photo padded with zeros to exactly 10 MB (a JPEG decoder stops at its end). */
let tenMegabytes: Buffer;

beforeAll(async () => {
  t = await createListeningTestApp();
  admin = bearer(await mintToken(t, adminClaims()));
  tenMegabytes = Buffer.alloc(MAX_UPLOAD_BYTES, 0);
  (await phonePhoto()).copy(tenMegabytes);
}, allowing(60_000));
afterAll(() => t?.close());

async function issueUrl(body: object = { contentType: 'image/jpeg' }): Promise<string> {
  const res = await fetch(`${t.baseUrl}/api/objects/upload`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { uploadURL: string }).uploadURL;
}

const withoutQuery = (url: string) => url.split('?')[0]!;

function register(uploadURL: string) {
  return fetch(`${t.baseUrl}/api/product-images`, {
    method: 'PUT',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({ imageURL: withoutQuery(uploadURL) }),
  });
}

const health = async () => (await fetch(`${t.baseUrl}/api/health`)).status;

/**
 * A PUT of `total` bytes whose body the test sends piece by piece, as a phone on a slow line
 * does (`null`: no length declared, the body goes chunked); `answer` settles with the status, or
 * 'cut off' when the connection ends without one.
 */
function slowUpload(uploadURL: string, total: number | null) {
  const url = new URL(uploadURL);
  const request = http.request({
    host: url.hostname,
    port: url.port,
    path: `${url.pathname}${url.search}`,
    method: 'PUT',
    agent: false,
    headers: { 'content-type': 'image/jpeg', ...(total === null ? {} : { 'content-length': total }) },
  });
  let answered = false;
  let code: string | undefined;
  const answer = new Promise<number | 'cut off'>((resolve) => {
    request.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (piece: string) => (text += piece));
      res.on('end', () => {
        code = text ? (JSON.parse(text) as { code?: string }).code : undefined;
        resolve(res.statusCode!);
      });
    });
    request.on('error', () => resolve('cut off'));
  });
  void answer.then(() => (answered = true));
  request.flushHeaders();
  return { request, answer, answered: () => answered, code: () => code };
}

/** The files in the uploads folder: an upload stored whole, or a part left behind. */
const storedUploads = async () => readdir(path.join(t.dataDir, 'objects', 'uploads')).catch(() => [] as string[]);
const idOf = (uploadURL: string) => withoutQuery(uploadURL).split('/').pop()!;

describe('a 10 MB photo over HTTP', () => {
  it(
    'goes up and becomes an image',
    async () => {
      const uploadURL = await issueUrl({ contentType: 'image/jpeg', size: MAX_UPLOAD_BYTES });
      const put = await fetch(uploadURL, {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg' },
        body: new Uint8Array(tenMegabytes),
      });
      expect(put.status, await put.text()).toBe(204);
      const res = await register(uploadURL);
      expect(res.status).toBe(200);
      const image = (await res.json()) as ProductImageResult;
      expect(image.objectPath).toMatch(/^\/objects\/products\/[0-9a-f-]{36}\.webp$/);
      expect((await fetch(`${t.baseUrl}${image.objectPath}`)).status).toBe(200);
    },
    allowing(60_000),
  );

  it(
    'leaves the shop answering while it arrives: /api/health answers before the upload is done',
    async () => {
      const uploadURL = await issueUrl();
      const upload = slowUpload(uploadURL, tenMegabytes.length);
      const pieces = 8;
      const size = tenMegabytes.length / pieces;
      for (let i = 0; i < pieces - 1; i += 1) {
        upload.request.write(tenMegabytes.subarray(i * size, (i + 1) * size));
        // Each health check is answered while the photo is still on its way.
        expect(await health()).toBe(200);
        expect(upload.answered()).toBe(false);
      }
      upload.request.end(tenMegabytes.subarray((pieces - 1) * size));
      // Asked the moment the last bytes went: answered too, whatever the upload is doing.
      expect(await health()).toBe(200);
      expect(await upload.answer).toBe(204);
      expect((await register(uploadURL)).status).toBe(200);
    },
    allowing(60_000),
  );
});

describe('a failed upload', () => {
  it(
    'cut off half-way stores nothing, and the retry with a fresh link goes through',
    async () => {
      const first = await issueUrl();
      const upload = slowUpload(first, tenMegabytes.length);
      upload.request.write(tenMegabytes.subarray(0, tenMegabytes.length / 2));
      // The phone loses its connection.
      upload.request.destroy();
      expect(await upload.answer).toBe('cut off');
      expect(await health()).toBe(200);
      // Nothing of the half photo became anything.
      const half = await register(first);
      expect(half.status).toBe(400);
      expect(((await half.json()) as { code: string }).code).toBe('UPLOAD_MISSING');

      // The browser's Retry asks for a fresh link and sends the photo again.
      const fresh = await issueUrl();
      expect(fresh).not.toBe(first);
      const put = await fetch(fresh, {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg' },
        body: new Uint8Array(tenMegabytes),
      });
      expect(put.status).toBe(204);
      expect((await register(fresh)).status).toBe(200);
    },
    allowing(60_000),
  );

  it(
    'whose answer was lost is not repeated on its old link (409 UPLOAD_USED), and a fresh link succeeds',
    async () => {
      const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c08040' } })
        .jpeg()
        .toBuffer();
      const first = await issueUrl();
      expect(
        (await fetch(first, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: new Uint8Array(small) }))
          .status,
      ).toBe(204);
      // The registration went through, but the phone never saw the answer: the old link is used up,
      // which is what a retry on it met in the issue.
      expect((await register(first)).status).toBe(200);
      const again = await fetch(first, {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg' },
        body: new Uint8Array(small),
      });
      expect(again.status).toBe(409);
      expect(((await again.json()) as { code: string }).code).toBe('UPLOAD_USED');

      const fresh = await issueUrl();
      expect(
        (await fetch(fresh, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: new Uint8Array(small) }))
          .status,
      ).toBe(204);
      expect((await register(fresh)).status).toBe(200);
    },
    allowing(60_000),
  );
});

describe('a body streamed to disk (issue 20: never held whole in memory)', () => {
  it(
    'sent in pieces without a declared length is stored byte for byte and becomes an image',
    async () => {
      const uploadURL = await issueUrl();
      const upload = slowUpload(uploadURL, null);
      const pieces = 8;
      const size = tenMegabytes.length / pieces;
      for (let i = 0; i < pieces; i += 1) upload.request.write(tenMegabytes.subarray(i * size, (i + 1) * size));
      upload.request.end();
      expect(await upload.answer).toBe(204);
      // On disk under its own name, exactly the bytes sent, and nothing half-written beside it.
      const stored = await readFile(path.join(t.dataDir, 'objects', 'uploads', idOf(uploadURL)));
      expect(stored.equals(tenMegabytes)).toBe(true);
      expect((await storedUploads()).filter((file) => file.endsWith('.part'))).toEqual([]);
      const res = await register(uploadURL);
      expect(res.status).toBe(200);
      const image = (await res.json()) as ProductImageResult;
      expect((await fetch(`${t.baseUrl}${image.objectPath}`)).status).toBe(200);
      // The photo as sent is not kept once its copies are made.
      expect(await storedUploads()).not.toContain(idOf(uploadURL));
    },
    allowing(60_000),
  );

  it(
    'past 10 MB without a declared length is refused at the byte that crosses it, and nothing is stored',
    async () => {
      const uploadURL = await issueUrl();
      const upload = slowUpload(uploadURL, null);
      upload.request.write(tenMegabytes);
      // The 10 MB are taken; the one byte more is refused, without waiting for the sender to stop.
      upload.request.write(Buffer.from([0]));
      expect(await upload.answer).toBe(413);
      expect(upload.code()).toBe('PAYLOAD_TOO_LARGE');
      upload.request.destroy();
      expect((await storedUploads()).filter((file) => file.startsWith(idOf(uploadURL)))).toEqual([]);
      const res = await register(uploadURL);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('UPLOAD_MISSING');
    },
    allowing(60_000),
  );

  it(
    'declaring more than 10 MB is refused before the body arrives, and nothing is stored',
    async () => {
      const uploadURL = await issueUrl();
      const upload = slowUpload(uploadURL, MAX_UPLOAD_BYTES + 1);
      // Only the first megabyte is sent: the answer does not wait for the rest.
      upload.request.write(tenMegabytes.subarray(0, 1024 * 1024));
      expect(await upload.answer).toBe(413);
      expect(upload.code()).toBe('PAYLOAD_TOO_LARGE');
      upload.request.destroy();
      expect((await storedUploads()).filter((file) => file.startsWith(idOf(uploadURL)))).toEqual([]);
      expect((await register(uploadURL)).status).toBe(400);
      // The link was not used up by the refused body: the photo at its size still goes through.
      const put = await fetch(uploadURL, {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg' },
        body: new Uint8Array(tenMegabytes),
      });
      expect(put.status).toBe(204);
      expect((await register(uploadURL)).status).toBe(200);
    },
    allowing(60_000),
  );
});
