/**
 * Liveness and readiness (issue 13, P43): `/api/health` answers while the process runs, whatever
 * its dependencies do; `/api/ready` asks the database and the object storage and answers 503
 * JSON naming the one that is down.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { allowing } from '@/test/time-limits';

const BUCKET = 'ready-check';
const s3Env = (endpoint: string) => ({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: endpoint,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
});

/** A port on 127.0.0.1 that nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'shop-ready-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

async function withApp(env: Record<string, string>, run: (t: TestApp) => Promise<void>): Promise<void> {
  const t = await createTestApp(env, { captureLogs: true });
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

describe('GET /api/health (liveness)', () => {
  it('answers 200 ok, never cached', async () => {
    await withApp({}, async (t) => {
      const res = await t.app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  it('stays 200 while the database is gone: the process is alive, restarting it would not help', async () => {
    await withApp({}, async (t) => {
      await t.database.close();
      const res = await t.app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    });
  });
});

describe('GET /api/ready (readiness)', () => {
  it('answers 200 with the database and the local object folder up', async () => {
    await withApp({ DATA_DIR: scratch }, async (t) => {
      const res = await t.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ready', database: 'up', storage: 'up' });
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  it('answers 503 JSON naming the database when it is gone, with a warn line', async () => {
    await withApp({ DATA_DIR: scratch }, async (t) => {
      await t.database.close();
      const res = await t.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        database: 'down',
        storage: 'up',
        message: 'Not ready: the database is not answering',
        code: 'UNAVAILABLE',
        requestId: res.headers['x-request-id'],
      });
      const warned = t.logs.filter((line) => line.reqId === res.headers['x-request-id'] && line.level === 40);
      expect(warned).toEqual([
        expect.objectContaining({
          msg: 'not ready',
          readiness: res.json<object>() && { database: 'down', storage: 'up' },
        }),
      ]);
    });
  });

  it('answers 503 naming the storage when the local object folder cannot be made', async () => {
    // DATA_DIR/objects is a plain file: the folder for uploads can never be created.
    const dataDir = path.join(scratch, 'blocked');
    await mkdir(dataDir, { recursive: true });
    await writeFile(path.join(dataDir, 'objects'), 'x');
    await withApp({ DATA_DIR: dataDir }, async (t) => {
      const res = await t.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'unavailable',
        database: 'up',
        storage: 'down',
        message: 'Not ready: the object storage is not answering',
        code: 'UNAVAILABLE',
      });
    });
  });

  describe('with an S3 bucket', () => {
    let s3: S3rver;
    let endpoint: string;
    beforeAll(async () => {
      s3 = new S3rver({
        address: '127.0.0.1',
        port: 0,
        silent: true,
        directory: path.join(scratch, 's3'),
        configureBuckets: [{ name: BUCKET }],
      });
      endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
    }, allowing(60_000));
    afterAll(() => s3?.close());

    it('answers 200 when the bucket answers', async () => {
      await withApp(s3Env(endpoint), async (t) => {
        const res = await t.app.inject({ url: '/api/ready' });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ status: 'ready', database: 'up', storage: 'up' });
      });
    });

    it('answers 503 naming the storage when the bucket does not exist', async () => {
      await withApp({ ...s3Env(endpoint), S3_BUCKET: 'no-such-bucket' }, async (t) => {
        const res = await t.app.inject({ url: '/api/ready' });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ database: 'up', storage: 'down' });
      });
    });

    it('answers 503 naming both when the bucket host refuses connections and the database is gone', async () => {
      await withApp(s3Env(`http://127.0.0.1:${await closedPort()}`), async (t) => {
        await t.database.close();
        const res = await t.app.inject({ url: '/api/ready' });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({
          database: 'down',
          storage: 'down',
          message: 'Not ready: the database and the object storage are not answering',
        });
        // Liveness still answers: only readiness depends on them.
        expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      });
    });
  });
});
