/**
 * `npm run db:move`: copies an embedded shop (PGlite) into an EMPTY PostgreSQL database. The
 * target gets the schema from the same migrations, then every table's rows and every sequence's
 * position in one transaction, which commits only when each table's row count and checksum
 * equal the source's (docs/decisions/0140). Photos go to the S3 bucket when one is configured.
 */
import pg from 'pg';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { createPostgresDatabase } from '../../db/postgres-database';
import { photoParts } from './photos';
import { quoteIdent, type RunSql, runOnDb, type TableSum, tableChecksums } from './table-checksums';

export class MoveRefused extends Error {}

/** Rows per INSERT: large enough to be quick, small enough that one statement stays a few MB. */
const BATCH_ROWS = 1000;

async function tablesInDependencyOrder(run: RunSql): Promise<string[]> {
  const tables = (await run(`select tablename from pg_tables where schemaname = 'public' order by tablename`)).map(
    (row) => String(row.tablename),
  );
  const edges = await run(
    `select child.relname as child, parent.relname as parent from pg_constraint c
     join pg_class child on child.oid = c.conrelid join pg_class parent on parent.oid = c.confrelid
     where c.contype = 'f' and c.connamespace = 'public'::regnamespace and c.conrelid <> c.confrelid`,
  );
  const parentsOf = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const edge of edges) parentsOf.get(String(edge.child))?.add(String(edge.parent));
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...parentsOf.get(t)!].every((p) => placed.has(p)));
    if (ready.length === 0) throw new Error('The tables reference each other in a circle: cannot order the copy');
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

const targetRunner =
  (client: pg.Client): RunSql =>
  async (text) =>
    (await client.query(text)).rows as Array<Record<string, unknown>>;

async function assertEmpty(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ count: string }>(
    `select count(*) as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and c.relkind in ('r', 'p', 'v', 'S')`,
  );
  const count = Number(rows[0]!.count);
  if (count > 0) {
    throw new MoveRefused(
      `The target database is not empty (${count} tables, views or sequences): db:move only fills an empty database, so nothing was copied.`,
    );
  }
}

const photoContentType = (key: string) =>
  key.endsWith('.webp') ? 'image/webp' : key.endsWith('.avif') ? 'image/avif' : 'application/octet-stream';

export interface MoveResult {
  tables: Record<string, TableSum>;
  photos: number;
  startLine: string;
}

export async function moveToPostgres(options: {
  source: Database;
  targetUrl: string;
  /** The embedded shop's local photos (DATA_DIR/objects). */
  objectsDir: string;
  /** The bucket the photos go to, when S3_* is set; else they stay in DATA_DIR/objects. */
  storage?: AppConfig['storage'];
  log?: (line: string) => void;
}): Promise<MoveResult> {
  const { source, targetUrl, log = () => {} } = options;
  if (source.kind !== 'pglite')
    throw new MoveRefused('db:move copies the embedded database; this shop already runs on PostgreSQL.');
  const client = new pg.Client({ connectionString: targetUrl });
  await client.connect();
  try {
    await assertEmpty(client);
    // Both sides at the newest schema: the source as the shop would on its next start.
    await source.migrate();
    const target = createPostgresDatabase(targetUrl, 2);
    try {
      await target.migrate();
    } finally {
      await target.close();
    }
    const fromSource = runOnDb(source.db);
    const toTarget = targetRunner(client);
    // Row text (timestamps) is compared on both sides: the same time zone on both.
    await fromSource("set timezone = 'UTC'");
    await client.query("set timezone = 'UTC'");

    await client.query('begin');
    try {
      for (const table of await tablesInDependencyOrder(fromSource)) {
        const columns = (
          await fromSource(
            `select attname from pg_attribute where attrelid = 'public.${quoteIdent(table)}'::regclass
             and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
          )
        ).map((row) => quoteIdent(String(row.attname)));
        const rows = (await fromSource(`select row_to_json(t)::text as row from public.${quoteIdent(table)} t`)).map(
          (row) => String(row.row),
        );
        for (let i = 0; i < rows.length; i += BATCH_ROWS) {
          await client.query(
            `insert into public.${quoteIdent(table)} (${columns.join(', ')}) overriding system value
             select ${columns.join(', ')} from json_populate_recordset(null::public.${quoteIdent(table)}, $1::json)`,
            [`[${rows.slice(i, i + BATCH_ROWS).join(',')}]`],
          );
        }
        log(`copied ${table}: ${rows.length} rows`);
      }
      for (const row of await fromSource(
        `select schemaname, sequencename, last_value from pg_sequences where schemaname = 'public'`,
      )) {
        if (row.last_value === null) continue;
        await client.query('select setval($1, $2, true)', [
          `${quoteIdent(String(row.schemaname))}.${quoteIdent(String(row.sequencename))}`,
          String(row.last_value),
        ]);
      }
      const expected = await tableChecksums(fromSource);
      const actual = await tableChecksums(toTarget);
      const differ = Object.keys({ ...expected, ...actual }).filter(
        (name) => JSON.stringify(expected[name]) !== JSON.stringify(actual[name]),
      );
      if (differ.length > 0) {
        throw new Error(`The copy does not match the source in: ${differ.join(', ')}. Nothing was committed.`);
      }
      await client.query('commit');

      let photos = 0;
      if (options.storage?.kind === 's3') {
        const { createS3Storage } = await import('../../platform/storage/s3-storage');
        const bucket = createS3Storage(options.storage);
        for (const part of await photoParts(options.objectsDir)) {
          const key = part.name.slice('photos/'.length);
          await bucket.write(key, part.bytes, photoContentType(key));
          photos += 1;
        }
        log(`copied ${photos} photos to the bucket ${options.storage.bucket}`);
      }
      return { tables: actual, photos, startLine: `DATABASE_URL='${targetUrl}' npm start` };
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    }
  } finally {
    await client.end();
  }
}
