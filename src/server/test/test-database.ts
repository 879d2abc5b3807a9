/** A fresh database for one test file, copied from the template the global setup made. */
import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../db/client';
import { createPgliteDatabase } from '../db/pglite-database';
import { createPostgresDatabase, SHOP_CONNECTION_WAITS } from '../db/postgres-database';
import { allowing } from '../../test/time-limits';

/**
 * The shop's connection waits, scaled as every time limit of a test is (time-limits.ts): on a
 * loaded machine a new connection took over a second once, which closed the outage gate and
 * answered a plain admin list 503 (orders-admin-volume.test.ts in a CI run). The fault script and
 * outage-gate.pg.test.ts keep the shop's own waits.
 */
const LOADED_MACHINE_WAITS = {
  queueMs: allowing(SHOP_CONNECTION_WAITS.queueMs),
  newConnectionMs: allowing(SHOP_CONNECTION_WAITS.newConnectionMs),
};
import { adminUrl } from './global-setup';

export interface TestDatabase extends Database {
  /** Drops the copy (PostgreSQL) or closes it (PGlite). */
  destroy(): Promise<void>;
  /**
   * The same database as a second server copy would open it: its own pool and listener on
   * PostgreSQL; on PGlite the one in-process client (closing it is left to `destroy`).
   */
  openAgain(): Database;
}

/**
 * What every PGlite copy in this worker process starts from, read and compiled once: the template's
 * data folder, PGlite's file bundle and its WebAssembly module. Left to PGlite, each copy read the
 * 40 MB template again and compiled the module afresh, about 0.8 s of CPU a test file.
 */
let pgliteStart: Promise<{ loadDataDir: Blob; fsBundle: Blob; pgliteWasmModule: WebAssembly.Module }> | undefined;
function pgliteParts() {
  pgliteStart ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    return {
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplateFile'))]),
      fsBundle: new Blob([readFileSync(path.join(dist, 'pglite.data'))]),
      pgliteWasmModule: await WebAssembly.compile(readFileSync(path.join(dist, 'pglite.wasm'))),
    };
  })();
  return pgliteStart;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('postgresTemplate');
  if (template) {
    const base = process.env.DATABASE_URL!;
    const name = `shop_t_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(base) });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const url = adminUrl(base, name);
    const database = createPostgresDatabase(url, 10, LOADED_MACHINE_WAITS);
    return {
      ...database,
      openAgain: () => createPostgresDatabase(url, 5, LOADED_MACHINE_WAITS),
      async destroy() {
        // A test may have closed it on purpose (database outage tests).
        await database.close().catch(() => {});
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const client = await PGlite.create(await pgliteParts());
  const database = createPgliteDatabase(client);
  return {
    ...database,
    destroy: () => database.close().catch(() => {}),
    openAgain: () => ({ ...createPgliteDatabase(client), close: async () => {} }),
  };
}

export const testDatabaseKind = () => (inject('postgresTemplate') ? 'postgres' : 'pglite');
