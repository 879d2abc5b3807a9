/**
 * The Today board (issue 22): the orders due on a day, grouped by slot, pickups and deliveries
 * apart, each with its next step. The rules live here; the day's one read in board.repository.ts;
 * the day's cards kept as text in board-day-cache.ts (decision 0221).
 */
import { z } from 'zod';
import { mentionsAllergy, normalizeAllergens } from '../../../domain/allergens';
import { AdminBoard, AdminBoardOrder, type AdminBoardSlot } from '../../../contracts/admin-board';
import { aucklandNow, DELIVERY_SLOTS, slotStartMinutes } from '../../../domain/delivery';
import { placedOrderRefusal, type ShopCalendar } from '../../../domain/calendar';
import { isFinalStatus, nextStatus } from '../../../domain/order-status';
import { type KitchenDayMinutes, KitchenMinutesUse } from '../../../contracts/kitchen-capacity';
import type { Kitchen } from '../../../domain/kitchen-capacity';
import type { Db } from '../../db/client';
import { kitchenDayMinutes, type KitchenUsageCache } from '../kitchen/kitchen-usage.service';
import type { BoardDayCache, SerialisedBoardDay } from './board-day-cache';
import { type BoardDayRow, type BoardOrderRow, findBoardDay } from './board.repository';

export type BoardService = ReturnType<typeof createBoardService>;

/** The address on one line for the driver; null for a pickup (nothing to drive to). */
function addressOf(row: BoardOrderRow): string | null {
  if (row.fulfilment !== 'delivery') return null;
  const town = [row.city, row.postalCode].filter((part) => part && part.trim()).join(' ');
  const line = [row.address, row.suburb, town].filter((part) => part && part.trim()).join(', ');
  return line || null;
}

/**
 * Where a slot sits in the day: the spec's five first in their order, any other slot (an old one,
 * or hours staff set) by its start time after them, orders without a slot last.
 */
function slotRank(slot: string | null): number {
  if (slot === null) return Number.MAX_SAFE_INTEGER;
  const known = (DELIVERY_SLOTS as readonly string[]).indexOf(slot);
  return known >= 0 ? known : DELIVERY_SLOTS.length + slotStartMinutes(slot);
}

/** One slot's cards, pickups and deliveries apart (AdminBoardSlot without the kitchen's minutes). */
type SlotCards = Omit<AdminBoardSlot, 'kitchen'>;

/** Groups the day's orders (already by order number) into slots, pickups and deliveries apart. */
export function groupBySlot(orders: AdminBoardOrder[]): SlotCards[] {
  const bySlot = new Map<string | null, SlotCards>();
  for (const order of orders) {
    let group = bySlot.get(order.slot);
    if (!group) {
      group = { slot: order.slot, pickups: [], deliveries: [] };
      bySlot.set(order.slot, group);
    }
    (order.fulfilment === 'pickup' ? group.pickups : group.deliveries).push(order);
  }
  return [...bySlot.values()].sort((a, b) => slotRank(a.slot) - slotRank(b.slot));
}

export interface BoardDeps {
  /** The calendar as it is now (cached, cleared on change): an order on a day closed since is flagged. */
  calendar: () => Promise<ShopCalendar>;
  /** The kitchen's minutes, cached as the calendar is (cleared when staff save them). */
  kitchen: () => Promise<Kitchen>;
  /** Each day's kitchen minutes used, from the per-day cache every copy clears on a change. */
  kitchenUsage: Pick<KitchenUsageCache, 'usedOn'>;
  /** Custom cakes waiting for staff (issue 25): requests to quote and balances overdue as of `today`. */
  commissionsAttention?: (today: string) => Promise<AdminBoard['commissions']>;
  /** The settings' cached entry, a new object whenever they change (`settings.version()`). */
  settingsVersion: () => Promise<object>;
  /** Each day's cards as text, cleared by the database's notices (decision 0221). */
  days: BoardDayCache;
}

/** Why the calendar now refuses this unfinished order, or null. */
function closedReasonOf(calendar: ShopCalendar, row: BoardOrderRow, day: string): string | null {
  if (isFinalStatus(row.status) || !row.slot) return null;
  return placedOrderRefusal(calendar, { fulfilment: row.fulfilment, date: day, slot: row.slot })?.message ?? null;
}

const OrderCards = z.array(AdminBoardOrder);
const Counts = AdminBoard.shape.counts;
const json = JSON.stringify;

/** A day's rows as cards, checked and written through the contract once, grouped by slot. */
function serialiseDay(rows: BoardDayRow[], calendar: ShopCalendar, day: string, version: object): SerialisedBoardDay {
  const orders: AdminBoardOrder[] = rows.map((row) => ({
    id: row.id,
    orderNumber: row.orderNumber,
    customerName: row.customerName,
    phone: row.phone,
    fulfilment: row.fulfilment,
    status: row.status,
    nextStatus: nextStatus(row.status, row.fulfilment),
    slot: row.slot,
    items: row.items.map((item) => ({ ...item, allergens: normalizeAllergens(item.allergens) })),
    instructions: row.instructions,
    allergyNoted: mentionsAllergy(row.instructions),
    address: addressOf(row),
    closedReason: closedReasonOf(calendar, row, day),
  }));
  const pickups = orders.filter((order) => order.fulfilment === 'pickup').length;
  // AdminBoardSlot's keys in its order, the kitchen's value left for each read to join in.
  const slots = groupBySlot(orders).map((group) => ({
    slot: group.slot,
    head:
      `{"slot":${json(group.slot)},"pickups":${json(z.encode(OrderCards, group.pickups))},` +
      `"deliveries":${json(z.encode(OrderCards, group.deliveries))},"kitchen":`,
  }));
  const counts = z.encode(Counts, {
    total: orders.length,
    pickups,
    deliveries: orders.length - pickups,
    notStarted: orders.filter((order) => order.status === 'orderconfirmed').length,
    done: orders.filter((order) => order.status === 'delivered' || order.status === 'collected').length,
  });
  return { settingsVersion: version, slots, counts: json(counts) };
}

/** A slot's kitchen minutes from the day's, or null (no slot, or a slot the kitchen has no row for). */
function slotKitchen(minutes: KitchenDayMinutes, slot: string | null): KitchenMinutesUse | null {
  const found = slot === null ? undefined : minutes.slots.find((use) => use.time === slot);
  return found ? z.encode(KitchenMinutesUse, found) : null;
}

export function createBoardService(db: Db, deps: BoardDeps) {
  /** The day's cards: from the cache, or the day's one query and the calendar from the settings' cache. */
  const cards = async (day: string): Promise<SerialisedBoardDay> => {
    const version = await deps.settingsVersion();
    return deps.days.get(day, version, async () => {
      const [rows, calendar] = await Promise.all([findBoardDay(db, day), deps.calendar()]);
      return serialiseDay(rows, calendar, day, version);
    });
  };
  return {
    /**
     * The board of `date` (default: today in Auckland at `now`) as the JSON text of AdminBoard:
     * the cached cards joined with the kitchen minutes, today and the custom cakes read now.
     */
    async boardText(date: string | undefined, now = new Date()): Promise<string> {
      const today = aucklandNow(now).date;
      const day = date ?? today;
      const [cached, minutes, commissions] = await Promise.all([
        cards(day),
        deps.kitchen().then((kitchen) => kitchenDayMinutes(deps.kitchenUsage, kitchen, day)),
        deps.commissionsAttention?.(today) ?? { toQuote: 0, balancesOverdue: 0 },
      ]);
      const slots = cached.slots.map(({ slot, head }) => `${head}${json(slotKitchen(minutes, slot))}}`).join(',');
      return (
        `{"date":${json(day)},"today":${json(today)},"slots":[${slots}],` +
        `"kitchen":${json(z.encode(KitchenMinutesUse, minutes.day))},"counts":${cached.counts},` +
        `"commissions":${json(z.encode(AdminBoard.shape.commissions, commissions))}}`
      );
    },
  };
}
