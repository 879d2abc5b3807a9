/**
 * The process's one LISTEN connection is given one command at a time. The shop's caches subscribe
 * together at start and stop together at close; their UNLISTENs used to reach the connection at
 * once, which pg accepts only through a deprecated queue (a warning in every shutdown's log, an
 * error from pg 9 on).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { createPostgresDatabase } from './postgres-database';

// Names of this run alone: the test talks to the server's own database, which others may share.
const RUN = randomUUID().slice(0, 8);
const CHANNELS = ['a', 'b', 'c', 'd'].map((name) => `listener_test_${RUN}_${name}`);
const original = pg.Client.prototype.query;

afterEach(() => {
  pg.Client.prototype.query = original;
});

/** Most LISTEN/UNLISTEN commands any one client had in flight at once. */
function watchListenCommands() {
  const inFlight = new Map<pg.Client, number>();
  let most = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : '';
    const result = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (!/^(UN)?LISTEN /.test(text) || !(result instanceof Promise)) return result;
    inFlight.set(this, (inFlight.get(this) ?? 0) + 1);
    most = Math.max(most, inFlight.get(this)!);
    const done = () => inFlight.set(this, inFlight.get(this)! - 1);
    result.then(done, done);
    return result;
  } as typeof original;
  return () => most;
}

it('listens and stops on several channels at once with one command at a time on its connection', async () => {
  const most = watchListenCommands();
  const database = createPostgresDatabase(process.env.DATABASE_URL!, 2);
  try {
    const received: string[] = [];
    const stops = await Promise.all(CHANNELS.map((channel) => database.listen(channel, (p) => received.push(p))));
    // Every channel is listened to: a NOTIFY on the last one arrives.
    await database.db.execute(sql`select pg_notify(${CHANNELS.at(-1)!}, 'hello')`);
    for (let i = 0; i < 100 && !received.length; i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(received).toEqual(['hello']);
    // All but one stop at once (UNLISTEN each); the last stop ends the connection.
    await Promise.all(stops.slice(0, -1).map((stop) => stop()));
    await stops.at(-1)!();
    expect(most()).toBe(1);
  } finally {
    await database.close();
  }
});
