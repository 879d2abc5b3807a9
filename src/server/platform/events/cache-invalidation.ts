/**
 * Every server copy keeps its own in-memory caches (catalogue, business settings). A write in any
 * copy sends a NOTIFY inside its transaction (notify.ts); here each copy listens and drops the
 * matching cache when one arrives, so a change shows on every copy within a moment instead of
 * after the cache's TTL. Notifications sent while the listener was reconnecting are lost, so a
 * reconnect drops every cache too.
 */
import type { Database, Unlisten } from '../../db/client';

export interface CacheSubscription {
  readonly channel: string;
  /** Called with the notice's payload, or with none after a reconnect (drop everything). */
  readonly invalidate: (payload?: string) => void;
}

export interface InvalidationLog {
  warn(details: object, message: string): void;
}

/**
 * Starts listening for every subscription; resolves once all listen. Gives the function that
 * stops them. When the database refuses the listener, the copy still serves: its caches then
 * expire by their TTL alone, which is logged at warn.
 */
export async function invalidateCachesOnNotify(
  database: Pick<Database, 'listen'>,
  subscriptions: readonly CacheSubscription[],
  log: InvalidationLog,
): Promise<Unlisten> {
  const stops: Unlisten[] = [];
  for (const { channel, invalidate } of subscriptions) {
    try {
      stops.push(
        await database.listen(
          channel,
          (payload) => invalidate(payload),
          () => invalidate(),
        ),
      );
    } catch (error) {
      log.warn(
        { channel, reason: error instanceof Error ? error.message.slice(0, 200) : String(error) },
        'cache invalidation from other server copies is off for this channel; its cache expires by TTL',
      );
    }
  }
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
