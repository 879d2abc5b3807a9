/**
 * For the backup and move tests: the real app on a database that lives where a real shop's does
 * (a PGlite folder under DATA_DIR, or a PostgreSQL database of its own), so it can be closed,
 * restored over and opened again. Starts from the seeded test template.
 */
import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { openPgliteDatabase } from '../../db/pglite-database';
import { createPostgresDatabase } from '../../db/postgres-database';
import { closeApp } from '../../platform/close-app';
import { adminUrl } from '../../test/global-setup';
import type { TestApp } from '../../test/test-app';
import type { TestDatabase } from '../../test/test-database';

export interface ShopOnDisk {
  dataDir: string;
  /** The PostgreSQL database's URL; null for the embedded one. */
  url: string | null;
  /** Opens the app on the shop's data (close it before restoring). */
  open(): Promise<TestApp>;
  /** Removes the data folder and drops the PostgreSQL database. */
  destroy(): Promise<void>;
}

export async function openShopApp(dataDir: string, url: string | null, database?: Database): Promise<TestApp> {
  const db = database ?? (url ? createPostgresDatabase(url, 5) : await openPgliteDatabase(path.join(dataDir, 'db')));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CHECKOUT_SWEEP_SECONDS: '0',
    DATA_DIR: dataDir,
    ...(url ? { DATABASE_URL: url } : {}),
  });
  await db.migrate();
  const app = await buildApp({ config, database: db, logger: false });
  await app.ready();
  const testDatabase = { ...db, destroy: () => db.close(), openAgain: () => db } as TestDatabase;
  return {
    app,
    database: testDatabase,
    config,
    logs: [],
    async close() {
      await closeApp(app);
      await db.close();
    },
  };
}

export async function createShopOnDisk(kind: 'pglite' | 'postgres'): Promise<ShopOnDisk> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
  let url: string | null = null;
  let admin: pg.Client | null = null;
  let name = '';
  if (kind === 'postgres') {
    name = `shop_bk_${randomBytes(5).toString('hex')}`;
    admin = new pg.Client({ connectionString: adminUrl(process.env.DATABASE_URL!) });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    url = adminUrl(process.env.DATABASE_URL!, name);
  } else {
    const client = await PGlite.create(path.join(dataDir, 'db'), {
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplateFile'))]),
    });
    await client.close();
  }
  return {
    dataDir,
    url,
    open: () => openShopApp(dataDir, url),
    async destroy() {
      if (admin) {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
