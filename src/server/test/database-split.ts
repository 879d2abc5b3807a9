/**
 * Which database an API test file runs on when `npm test` runs the API tests on both (decision
 * 0237). PGlite is PostgreSQL itself compiled to WebAssembly: the same parser, planner and
 * executor, so a route's SQL that holds on one holds on the other. What differs is the driver (how
 * values come back: checked type by type in `pglite-parsers.test.ts`, which runs on both) and the
 * connections (one on PGlite, a pool on PostgreSQL: the race tests). Running every file on both
 * doubled the API tests' share of CI for little; so each ordinary file runs on one of the two,
 * chosen by a hash of its path (stable while the file lives), and these run on both:
 *  - files with race tests inside (`itRace`, `describeRace`): they run their races on PostgreSQL
 *    and the rest of the file on both;
 *  - files that name a database (they test its driver, its pool or what differs between them).
 * Files of race tests only (`*.pg.test.ts`) run on PostgreSQL, as before, and the Redis files
 * (`*.redis.test.ts`, about the shared limits, not the database) on PGlite, whose run reports them.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type ApiDatabase = 'pglite' | 'postgres';

const RUNS_ON_BOTH = /\b(itRace|describeRace)\b|pglite|PGlite|TEST_DB|testDatabaseKind/;

/** The database a file of ordinary API tests runs on, or 'both'. */
export function databaseFor(relativePath: string, source: string): ApiDatabase | 'both' {
  if (RUNS_ON_BOTH.test(source)) return 'both';
  if (relativePath.endsWith('.redis.test.ts')) return 'pglite';
  const byte = createHash('sha256').update(relativePath.split(path.sep).join('/')).digest()[0]!;
  return byte % 2 === 0 ? 'pglite' : 'postgres';
}

/** The API test files under `root/src/server` that the other database runs, to leave out of `database`'s run. */
export function filesOfTheOther(root: string, database: ApiDatabase): string[] {
  const dir = path.join(root, 'src/server');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !file.endsWith('.pg.test.ts'))
    .map((file) => path.join('src/server', file))
    .filter((file) => {
      const runsOn = databaseFor(file, readFileSync(path.join(root, file), 'utf8'));
      return runsOn !== 'both' && runsOn !== database;
    });
}
