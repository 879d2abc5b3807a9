import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { MinutesUsed } from '../../../domain/kitchen-capacity';
import { advisoryTransactionLock, lockName } from '../../db/transaction-locks';
/** A checkout that takes minutes, and its account (null only if the account is gone). */
export interface Holder {
  id: string;
  userId: string | null;
  /** An order being moved (issue 24): its own minutes are not counted against its new place. */
  orderId?: string | null;
}

/**
 * Serialises everything that spends one day's kitchen minutes until the transaction ends. Two
 * checkouts in different slots compete for the day's total, so the slot's lock is not enough.
 * Taken after the slot's lock, always in that order.
 */
export async function lockKitchenDay(tx: DbOrTx, date: string): Promise<void> {
  await advisoryTransactionLock(tx, lockName(`kitchen-day:${date}`));
}

/**
 * A custom cake holds its date's minutes while its quote is open and once its deposit is paid
 * (issue 25); once it is an order, the order counts instead, and a cancelled one gives them back.
 */
const COMMISSION_HOLDS = sql.raw(`(m.state = 'confirmed' or (m.state = 'quoted' and m.quote_valid_until > now()))`);

/** A raw select's rows: both drivers (PGlite and node-postgres) answer with `rows`. */
const rowsOf = async <T>(db: DbOrTx, query: SQL) => (await db.execute(query)) as unknown as { rows: T[] };

/**
 * What a day's orders, live holds and held custom cakes take, as (slot, minutes) rows. Cancelled orders give their
 * minutes back; a hold counts while its checkout is open and the hold has not lapsed. The holder's
 * own hold and its account's other holds are left out: binding replaces them (decision 0107); so is
 * the order a customer moves (its old place is released in the same transaction).
 */
const usedRows = (date: string, holder: Holder | null) => sql`
  select o.delivery_time as slot, o.effort_minutes as minutes from orders o
   where o.delivery_date = ${date} and o.status <> 'cancelled'
   ${holder?.orderId ? sql`and o.id <> ${holder.orderId}` : sql``}
  union all
  select h.delivery_time, h.effort_minutes from slot_holds h join checkouts c on c.id = h.checkout_id
   where h.delivery_date = ${date} and h.expires_at > now() and c.status = 'open'
   ${holder ? sql`and h.checkout_id <> ${holder.id} and c.user_id is distinct from ${holder.userId}` : sql``}
  union all
  select m.slot, m.effort_minutes from commissions m where m.date_needed = ${date} and ${COMMISSION_HOLDS}`;

/** Minutes used in one slot and in its whole day, by everyone but the holder: one statement. */
export async function minutesUsed(tx: DbOrTx, date: string, time: string, holder: Holder): Promise<MinutesUsed> {
  const result = await rowsOf<{ slot: number; day: number }>(
    tx,
    sql`
    select coalesce(sum(u.minutes) filter (where u.slot = ${time}), 0)::int as slot,
           coalesce(sum(u.minutes), 0)::int as day
      from (${usedRows(date, holder)}) u`,
  );
  const row = result.rows[0];
  return { slot: Number(row?.slot ?? 0), day: Number(row?.day ?? 0) };
}

/** Minutes used per slot over a range of days (orders and live holds), for the picker and staff's screens. */
export async function minutesUsedPerSlot(
  db: DbOrTx,
  from: string,
  to: string,
): Promise<Map<string, Map<string, number>>> {
  const result = await rowsOf<{ date: string; slot: string; minutes: number }>(
    db,
    sql`
    select u.date::text as date, u.slot, sum(u.minutes)::int as minutes from (
      select o.delivery_date as date, o.delivery_time as slot, o.effort_minutes as minutes from orders o
       where o.delivery_date between ${from} and ${to} and o.status <> 'cancelled'
      union all
      select h.delivery_date, h.delivery_time, h.effort_minutes from slot_holds h join checkouts c on c.id = h.checkout_id
       where h.delivery_date between ${from} and ${to} and h.expires_at > now() and c.status = 'open'
      union all
      select m.date_needed, m.slot, m.effort_minutes from commissions m
       where m.date_needed between ${from} and ${to} and ${COMMISSION_HOLDS}
    ) u group by u.date, u.slot`,
  );
  const days = new Map<string, Map<string, number>>();
  for (const row of result.rows) {
    const day = days.get(row.date) ?? new Map<string, number>();
    day.set(row.slot, Number(row.minutes));
    days.set(row.date, day);
  }
  return days;
}

/** One day's use as the slot picker's cache keeps it: orders per slot, and each live hold with the ms it has left. */
export interface DayUsageRows {
  orders: Array<{ slot: string; minutes: number }>;
  holds: Array<{ slot: string; minutes: number; msLeft: number }>;
}

/**
 * A day's orders summed per slot and its live holds one by one, in one statement. A hold's time
 * left comes from the database's clock, so the cache can let it lapse without reading again.
 */
export async function dayUsageRows(db: DbOrTx, date: string): Promise<DayUsageRows> {
  const result = await rowsOf<{ hold: boolean; slot: string; minutes: number; ms_left: number | null }>(
    db,
    sql`
    select false as hold, o.delivery_time as slot, sum(o.effort_minutes)::int as minutes, null::float8 as ms_left
      from orders o where o.delivery_date = ${date} and o.status <> 'cancelled' group by o.delivery_time
    union all
    select true, h.delivery_time, h.effort_minutes, (extract(epoch from h.expires_at - now()) * 1000)::float8
      from slot_holds h join checkouts c on c.id = h.checkout_id
     where h.delivery_date = ${date} and h.expires_at > now() and c.status = 'open'
    union all
    -- Custom cakes (issue 25): a paid deposit holds like an order, an open quote until it lapses.
    select m.state = 'quoted', m.slot, m.effort_minutes,
           case when m.state = 'quoted' then (extract(epoch from m.quote_valid_until - now()) * 1000)::float8 end
      from commissions m where m.date_needed = ${date} and ${COMMISSION_HOLDS}`,
  );
  const usage: DayUsageRows = { orders: [], holds: [] };
  for (const row of result.rows) {
    if (row.hold) usage.holds.push({ slot: row.slot, minutes: Number(row.minutes), msLeft: Number(row.ms_left) });
    else usage.orders.push({ slot: row.slot, minutes: Number(row.minutes) });
  }
  return usage;
}
