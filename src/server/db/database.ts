/**
 * What every database kind shares: the Drizzle handle's type, the statement counter and the
 * \`Database\` interface that \`pglite-database.ts\` and \`postgres-database.ts\` implement.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from 'drizzle-orm/logger';
import path from 'node:path';
import { projectRoot } from '../platform/project-root';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: repositories accept either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export const MIGRATIONS_DIR = path.join(projectRoot, 'src/server/db/migrations');

/** Counts statements, so tests can hold the query budgets (performance A5). */
export class QueryCounter implements Logger {
  count = 0;
  /** When set, the text of every statement is kept here (tests read which statements ran). */
  recorded: string[] | null = null;
  /** The tally of the `during` call this statement runs under, if any. */
  private readonly scope = new AsyncLocalStorage<{ queries: number; statements: string[] }>();

  logQuery(query: string): void {
    this.count += 1;
    this.recorded?.push(query);
    const tally = this.scope.getStore();
    if (tally) {
      tally.queries += 1;
      tally.statements.push(query);
    }
  }

  /**
   * Runs `work` and counts only the statements it causes: background work that happens to run
   * meanwhile (the mail worker's poll) is not counted, so query budgets hold on a busy machine.
   */
  async during<T>(work: () => Promise<T>): Promise<{ value: T; queries: number; statements: string[] }> {
    const tally = { queries: 0, statements: [] as string[] };
    const value = await this.scope.run(tally, work);
    return { value, queries: tally.queries, statements: tally.statements };
  }
}

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  readonly queries: QueryCounter;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** Where lost connections are reported (at warn); until called they are dropped silently. */
  reportConnectionErrors(log: ConnectionErrorLog): void;
  migrate(): Promise<void>;
  /**
   * Calls `handler` with the payload of every NOTIFY on `channel`, from any connection (so from
   * every server copy), once the sender's transaction commits. Resolves once listening; the
   * function it gives stops. On PostgreSQL one dedicated connection listens for the whole process
   * and reconnects by itself after the database restarts; `onReconnect` is then called, since
   * notifications sent while it was away are lost. `close()` stops every listener.
   */
  listen(channel: string, handler: (payload: string) => void, onReconnect?: () => void): Promise<Unlisten>;
  close(): Promise<void>;
}

export type Unlisten = () => Promise<void>;

export interface ConnectionErrorLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export const DRIZZLE_OPTIONS = { schema, casing: 'snake_case' } as const;
