/**
 * A migrated, empty database for the SQL-alone benches (customers-query.ts, dashboard-query.ts):
 * in-memory PGlite, or a database of its own created on BENCH_PG_SERVER (default
 * postgres://postgres@127.0.0.1:5432/postgres) and dropped again by `close`.
 */
import { PGlite } from '@electric-sql/pglite';
import v8 from 'node:v8';
import pg from 'pg';
import { createPgliteDatabase } from '../../src/server/db/pglite-database';
import { createPostgresDatabase } from '../../src/server/db/postgres-database';

export interface QueryDatabase {
  run(sql: string): Promise<unknown>;
  close(): Promise<void>;
}

export async function openQueryDatabase(kind: string | undefined, name: string): Promise<QueryDatabase> {
  if (kind === 'pglite') {
    v8.setFlagsFromString('--liftoff-only');
    const client = await PGlite.create('memory://', {
      postgresqlconf: ['shared_buffers=16MB', 'work_mem=4MB', 'wal_buffers=1MB'],
    });
    await createPgliteDatabase(client).migrate();
    return { run: (s) => client.exec(s), close: () => client.close() };
  }
  const server = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const address = new URL(server);
  address.pathname = `/${name}`;
  const db = createPostgresDatabase(address.toString(), 2);
  await db.migrate();
  await db.close();
  const client = new pg.Client({ connectionString: address.toString() });
  await client.connect();
  return {
    run: (s) => client.query(s),
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
