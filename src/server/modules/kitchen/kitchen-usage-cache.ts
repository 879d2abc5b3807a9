/**
 * The slot picker's copy of each day's kitchen minutes (issue 23, performance: the slot answer
 * read them on every request, and on PGlite's one connection 50 pickers queued behind each other).
 * Each copy keeps a day until the database says it changed: triggers on orders, holds and
 * checkouts NOTIFY `kitchen_usage` with the day (migration 0021), from whichever code or copy
 * wrote it. A hold lapses by itself when its time is up, without a read. Only the picker reads
 * this: binding a checkout counts the minutes afresh under the slot's and the day's locks.
 */
import type { DbOrTx } from '../../db/client';
import { TtlCache } from '../../platform/cache';
import { dayUsageRows } from './kitchen-usage.repository';

/** The channel the triggers of migration 0021 send a changed day on (payload: `YYYY-MM-DD`). */
export const KITCHEN_USAGE_CHANNEL = 'kitchen_usage';

/** A safety net only: a notice lost while a listener reconnects clears every day anyway. */
const TTL_MS = 30_000;
/** Days a shop's pickers look at at once (the next few weeks); more clears the cache. */
const MAX_DAYS = 120;

interface CachedDay {
  orders: Map<string, number>;
  /** When each hold lapses, on the monotonic clock. */
  holds: Array<{ slot: string; minutes: number; lapsesAt: number }>;
}

export type KitchenUsageCache = ReturnType<typeof createKitchenUsageCache>;

export function createKitchenUsageCache(db: DbOrTx) {
  const days = new TtlCache<CachedDay>(TTL_MS, MAX_DAYS);
  const load = async (date: string): Promise<CachedDay> => {
    const read = performance.now();
    const rows = await dayUsageRows(db, date);
    return {
      orders: new Map(rows.orders.map(({ slot, minutes }) => [slot, minutes])),
      holds: rows.holds.map(({ slot, minutes, msLeft }) => ({ slot, minutes, lapsesAt: read + msLeft })),
    };
  };
  return {
    /** Minutes used per slot on `date` by orders and the holds that have not lapsed. */
    async usedOn(date: string): Promise<Map<string, number>> {
      const day = await days.getOrLoad(date, () => load(date));
      const used = new Map(day.orders);
      const now = performance.now();
      for (const hold of day.holds) {
        if (hold.lapsesAt > now) used.set(hold.slot, (used.get(hold.slot) ?? 0) + hold.minutes);
      }
      return used;
    },
    /** Forgets one day (a notice named it) or all of them (a reconnect, where notices may be lost). */
    invalidate(date?: string): void {
      if (date) days.delete(date);
      else days.clear();
    },
  };
}
