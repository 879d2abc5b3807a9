/**
 * PGlite's `query` sends each statement to its WebAssembly PostgreSQL as six separate protocol
 * calls (parse, describe, bind, describe, execute, sync), and parses and plans the SQL text again
 * every time. Drizzle sends the same few dozen texts over and over, so here each text is parsed
 * once into a named prepared statement (its parameter types kept), and every later run is one
 * protocol call: bind, describe, execute and sync together. A statement costs about a third of
 * what it did (0.26 → 0.10 ms for a one-row read on this machine), which is most of what a
 * checkout's twenty-odd statements cost on the embedded database (performance A6, decision 0248).
 *
 * The locks, the file-system sync outside transactions, parameter serialising and row parsing are
 * PGlite's own, called as its `query` calls them. Statements are kept per client, at most
 * MAX_PREPARED, the least recently used closed first; one whose table changed its result's types,
 * or that was deallocated behind this layer's back, is prepared again (outside a transaction). A
 * call this layer does not cover (a blob, custom serialisers or parameter types, a notice
 * callback) goes to PGlite's own `query`.
 */
import { type PGlite, type QueryOptions, type Results, parse, protocol } from '@electric-sql/pglite';
import { type Query, type QueryScope, wrapQuery } from './pglite-query-wrapper';
import { isStaleStatement } from './stale-statement';

/** How many statements one client keeps prepared: more than the shop's distinct texts in use at once. */
export const MAX_PREPARED = 400;

/** PGlite's internals that its own `query` uses; public on the class, left out of its types. */
interface PgliteInternals {
  _checkReady(): Promise<void>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

interface Prepared {
  name: string;
  paramTypes: number[];
}

const { serialize } = protocol;

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Options this layer runs as PGlite would: the row mode and extra parsers. */
const covered = (options?: QueryOptions) =>
  !options || (!options.blob && !options.paramTypes && !options.serializers && !options.onNotice);

/** One client's prepared statements, least recently used first (a Map keeps insertion order). */
class StatementCache {
  #byText = new Map<string, Prepared>();
  #toClose: string[] = [];
  #counter = 0;

  constructor(private readonly client: PGlite) {}

  /** The messages closing statements evicted since the last call (they ride on the next batch). */
  takeCloses(): Uint8Array[] {
    const closes = this.#toClose.map((name) => serialize.close({ type: 'S', name }));
    this.#toClose = [];
    return closes;
  }

  get(text: string): Prepared | undefined {
    const found = this.#byText.get(text);
    if (found) {
      this.#byText.delete(text);
      this.#byText.set(text, found);
    }
    return found;
  }

  forget(text: string) {
    const found = this.#byText.get(text);
    if (found) this.#toClose.push(found.name);
    this.#byText.delete(text);
  }

  /** Parses `text` as a new named statement and learns its parameters' types: one protocol call. */
  async prepare(text: string): Promise<Prepared> {
    const name = `pglite_s${(this.#counter += 1)}`;
    const messages = await this.client.execProtocolStream(
      joined([
        ...this.takeCloses(),
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.#byText.set(text, prepared);
    if (this.#byText.size > MAX_PREPARED) {
      const [oldest] = this.#byText.keys();
      this.forget(oldest!);
    }
    return prepared;
  }
}

function preparedQuery(client: PGlite, cache: StatementCache, scope: QueryScope, plain: Query): Query {
  const internals = client as unknown as PgliteInternals;
  const serializeParam = (param: unknown, oid: number | undefined) => {
    if (param === null || param === undefined) return null;
    const serializer = oid === undefined ? undefined : client.serializers[oid];
    return serializer ? serializer(param) : String(param);
  };

  /** Binds and runs a kept statement, with any pending closes, in one protocol call. */
  async function run(text: string, params: unknown[], options?: QueryOptions): Promise<Results> {
    const prepared = cache.get(text) ?? (await cache.prepare(text));
    const values = params.map((param, i) => serializeParam(param, prepared.paramTypes[i]));
    const messages = await client.execProtocolStream(
      joined([
        ...cache.takeCloses(),
        serialize.bind({ statement: prepared.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return parse.parseResults(messages, client.parsers, options)[0]!;
  }

  async function runOnce(text: string, params: unknown[], options?: QueryOptions) {
    try {
      return await run(text, params, options);
    } catch (error) {
      if (!isStaleStatement(error))
        throw Object.assign(error as object, { query: text, params, queryOptions: options });
      cache.forget(text);
      // In a transaction the error has aborted it: the caller's transaction fails as it would have.
      if (scope.inTransaction) throw error;
      return run(text, params, options);
    }
  }

  return async (...args) => {
    const [text, params = [], options] = args as [string, unknown[] | undefined, QueryOptions | undefined];
    if (!covered(options)) return plain(...args);
    if (scope.inTransaction) {
      if (scope.transaction.closed) throw new Error('Transaction is closed');
      return internals._runExclusiveQuery(() => runOnce(text, params, options));
    }
    await internals._checkReady();
    return internals._runExclusiveTransaction(() =>
      internals._runExclusiveQuery(async () => {
        const result = await runOnce(text, params, options);
        await client.syncToFs();
        return result;
      }),
    );
  };
}

/** Each client's statements: one cache per client, however many wrappers share it (a second copy's `openAgain`). */
const caches = new WeakMap<PGlite, StatementCache>();

/** The same client, whose `query`, in and out of transactions, runs each SQL text as a prepared statement. */
export function withPreparedStatements(client: PGlite): PGlite {
  const cache = caches.get(client) ?? new StatementCache(client);
  caches.set(client, cache);
  return wrapQuery(client, (plain, scope) => preparedQuery(client, cache, scope, plain));
}
