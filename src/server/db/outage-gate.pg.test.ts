/**
 * P43's "503 within 2 s while PostgreSQL is down" (security R9; decision 0095): the app reaches its
 * PostgreSQL database through a TCP relay this test switches to "refusing" (port closed) or to
 * "not answering" (accepts and never replies, as a server that is starting or hung). The first
 * request of an outage finds it out (at once when refused, after the 1 s connect timeout when not
 * answering); every request after it is answered 503 JSON at once, without a connection attempt,
 * and the shop serves again by itself shortly after the database is back.
 */
import { sql } from 'drizzle-orm';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { adminUrl } from '../test/global-setup';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import type { Database } from './client';
import { createPostgresDatabase } from './postgres-database';
import { NEW_CONNECTION_TIMEOUT_MS } from './outage-gate';

// PostgreSQL only (*.pg.test.ts): PGlite runs in-process and cannot become unreachable.

type Mode = 'relay' | 'refuse' | 'silent';

/** A relay on a loopback port to PostgreSQL, switchable between relaying, refusing and silence. */
async function startRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let mode: Mode = 'relay';
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = net.createServer((client) => {
        sockets.add(client);
        client.on('close', () => sockets.delete(client));
        client.on('error', () => client.destroy());
        if (mode === 'silent') return; // accepted, never answered
        const upstream = net.connect(target.port, target.host);
        sockets.add(upstream);
        upstream.on('close', () => sockets.delete(upstream));
        upstream.on('error', () => client.destroy());
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        client.pipe(upstream).pipe(client);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as net.AddressInfo).port;
        server = next;
        resolve();
      });
    });
  await listen();
  return {
    port,
    async set(next: Mode) {
      mode = next;
      // Every open connection is cut, as when the server goes away.
      for (const s of sockets) s.destroy();
      if (next === 'refuse' && server) {
        const current = server;
        server = null;
        await new Promise<void>((resolve) => current.close(() => resolve()));
      }
      if (next !== 'refuse' && !server) await listen();
    },
    async close() {
      await this.set('refuse');
    },
  };
}

describe('PostgreSQL down: 503 at once (P43)', () => {
  let copy: TestDatabase;
  let database: Database;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    copy = await createTestDatabase();
    const rows = (await copy.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: Array<{ name: string }>;
    };
    const direct = new URL(adminUrl(process.env.DATABASE_URL!, rows.rows[0]!.name));
    relay = await startRelay({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaRelay = new URL(direct);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relay.port);
    database = createPostgresDatabase(viaRelay.toString(), 10);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      CHECKOUT_SWEEP_SECONDS: '0',
      // Every catalogue read goes to the database.
      CATALOG_CACHE_SECONDS: '0',
    });
    app = await buildApp({ config, database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => {});
    await relay?.close();
    await copy?.destroy();
  });

  /** One request, timed; a 503 must be the JSON error. */
  const timed = async (url: string) => {
    const started = performance.now();
    const res = await app.inject({ url });
    const ms = performance.now() - started;
    if (res.statusCode === 503)
      expect(res.json()).toMatchObject({ code: 'UNAVAILABLE', requestId: expect.any(String) });
    return { status: res.statusCode, ms };
  };

  const untilServing = async (limitMs: number) => {
    const started = performance.now();
    while (performance.now() - started < limitMs) {
      if ((await timed('/api/products')).status === 200) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return null;
  };

  it.each<Mode>(['silent', 'refuse'])(
    'database %s: the first request 503 within 2 s, the next ones at once, back by itself',
    async (mode) => {
      expect((await timed('/api/products')).status).toBe(200);
      // Past the readiness answer's reuse window, so /api/ready below asks again.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await relay.set(mode);
      // The pool drops the clients whose connections were cut: the first request must connect.
      await new Promise((resolve) => setTimeout(resolve, 100));

      const first = await timed('/api/products');
      expect(first.status).toBe(503);
      expect(first.ms).toBeLessThan(2_000);

      // Many at once, queries and a transaction-backed route alike: none waits for a connect.
      const burst = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          timed(i % 3 === 0 ? '/api/ready' : i % 3 === 1 ? '/api/products' : `/api/cart/${crypto.randomUUID()}`),
        ),
      );
      for (const answer of burst) expect(answer.status).toBe(503);
      // Well under the connect timeout: answered without trying to connect.
      expect(Math.max(...burst.map((a) => a.ms))).toBeLessThan(NEW_CONNECTION_TIMEOUT_MS / 2);

      await relay.set('relay');
      const back = await untilServing(3_000);
      expect(back).not.toBeNull();
      // The probe runs every 250 ms and the readiness answer is reused for up to 1 s.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await timed('/api/ready')).status).toBe(200);
    },
  );
});
