/**
 * Runs once before the API tests: builds one migrated, seeded template database, so that each
 * test file can start from a copy of it in well under a second.
 *  - PGlite: the template's data folder is dumped to a file each test file loads.
 *  - PostgreSQL (TEST_DB=postgres): a template database each file copies with CREATE DATABASE ... TEMPLATE.
 */
import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPgliteDatabase } from '../db/pglite-database';
import { createPostgresDatabase } from '../db/postgres-database';
import { prepareDatabase } from '../db/prepare';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    postgresTemplate: string;
  }
}

export function adminUrl(databaseUrl: string, database = 'postgres'): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Says which database (and whether Redis) the API tests use, so a run cannot pass on the wrong one unnoticed. */
function announce(database: string) {
  const redis = process.env.REDIS_URL
    ? 'the Redis tests (*.redis.test.ts) run too'
    : 'the Redis tests (*.redis.test.ts) do not run: REDIS_URL is not set';
  console.info(`API tests on ${database}; ${redis}`);
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    const base = process.env.DATABASE_URL;
    if (!base) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    const template = `shop_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(base) });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const database = createPostgresDatabase(adminUrl(base, template), 2);
    await prepareDatabase(database, { seedDemo: true });
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplateFile', '');
    const { hostname, port } = new URL(base);
    announce(
      `PostgreSQL (database ${template} on ${hostname}:${port || 5432}, copied for each test file; race tests run)`,
    );
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const client = await PGlite.create();
  const database = createPgliteDatabase(client);
  await prepareDatabase(database, { seedDemo: true });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresTemplate', '');
  announce('PGlite (one in-process connection per test file: race tests are left to TEST_DB=postgres)');
  return () => rmSync(dir, { recursive: true, force: true });
}
