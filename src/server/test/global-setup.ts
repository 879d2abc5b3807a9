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
import { createPgliteDatabase, createPostgresDatabase } from '../db/client';
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
  return () => rmSync(dir, { recursive: true, force: true });
}
