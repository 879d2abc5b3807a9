/**
 * The Today board's days, kept serialised (issue 22, budget A8: a 300-order day p99 ≤ 30 ms; it
 * was 352-486 ms on a loaded machine, spent on the day's one big query on PGlite's single
 * connection and on checking and writing 300 cards through the response schema on every read).
 * Each copy keeps a day's cards as JSON text, checked against the contract once, until the
 * database says the day changed (decision 0221):
 * - triggers on `orders` and `order_items` NOTIFY `board_day` with the day for every write, from
 *   whichever code or copy made it (migration `boardperf`);
 * - `order_placed` and `order_status` (sent by the services) clear every day, so a board re-reading
 *   on a live event never reads the copy from before it: both arrive on the same listening
 *   connection, in commit order;
 * - `catalog_changed` clears every day (a product's allergens are on the cards);
 * - the calendar is checked per read against the settings' version (a closure flags cards).
 * Only the cards are kept: the kitchen minutes (holds lapse by themselves), today and the custom
 * cakes' counts are read fresh and joined in per request.
 */
import { TtlCache } from '../../platform/cache';

/** The channel the triggers send a changed day on (payload: `YYYY-MM-DD`). */
export const BOARD_DAY_CHANNEL = 'board_day';

/** A safety net only: a notice lost while the listener reconnects clears every day anyway. */
const TTL_MS = 30_000;
/** Days staff look at (today, tomorrow, a few more); more clears the cache. */
const MAX_DAYS = 60;

/** One day's cards as text, ready to join with the parts read fresh. */
export interface SerialisedBoardDay {
  /** The settings' version the cards were made with (their `closedReason` follows the calendar). */
  settingsVersion: object;
  /** Each slot with orders, in the day's order: its JSON up to the `kitchen` value (`{"slot":…,"kitchen":`). */
  slots: Array<{ slot: string | null; head: string }>;
  /** The `counts` object as JSON. */
  counts: string;
}

export type BoardDayCache = ReturnType<typeof createBoardDayCache>;

export function createBoardDayCache() {
  const days = new TtlCache<SerialisedBoardDay>(TTL_MS, MAX_DAYS);
  return {
    /**
     * The day's cards, made by `load` on a miss or when the cached ones were made with other
     * settings. A load in flight when its day is cleared answers its callers but is not kept.
     */
    async get(
      date: string,
      settingsVersion: object,
      load: () => Promise<SerialisedBoardDay>,
    ): Promise<SerialisedBoardDay> {
      const day = await days.getOrLoad(date, load);
      if (day.settingsVersion === settingsVersion) return day;
      days.delete(date);
      return days.getOrLoad(date, load);
    },
    /** Forgets one day (a notice named it) or all of them (a notice naming none, or a reconnect). */
    invalidate(date?: string): void {
      if (date) days.delete(date);
      else days.clear();
    },
  };
}
