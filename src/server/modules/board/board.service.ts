/**
 * The Today board (issue 22): the orders due on a day, grouped by slot, pickups and deliveries
 * apart, each with its next step. The rules live here; the two reads in board.repository.ts.
 */
import type { AdminBoard, AdminBoardItem, AdminBoardOrder, AdminBoardSlot } from '../../../contracts/admin-board';
import { aucklandNow, DELIVERY_SLOTS, slotStartMinutes } from '../../../domain/delivery';
import { placedOrderRefusal, type ShopCalendar } from '../../../domain/calendar';
import { isFinalStatus, nextStatus } from '../../../domain/order-status';
import type { Db } from '../../db/client';
import { type BoardOrderRow, findBoardItems, findBoardOrders } from './board.repository';

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

/** Groups the day's orders (already by order number) into slots, pickups and deliveries apart. */
export function groupBySlot(orders: AdminBoardOrder[]): AdminBoardSlot[] {
  const bySlot = new Map<string | null, AdminBoardSlot>();
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
}

/** Why the calendar now refuses this unfinished order, or null. */
function closedReasonOf(calendar: ShopCalendar, row: BoardOrderRow, day: string): string | null {
  if (isFinalStatus(row.status) || !row.slot) return null;
  return placedOrderRefusal(calendar, { fulfilment: row.fulfilment, date: day, slot: row.slot })?.message ?? null;
}

export function createBoardService(db: Db, deps: BoardDeps) {
  return {
    /** The board of `date` (default: today in Auckland at `now`). */
    async board(date: string | undefined, now = new Date()): Promise<AdminBoard> {
      const today = aucklandNow(now).date;
      const day = date ?? today;
      // Side by side: on PostgreSQL two connections, so the board waits for one round trip, not two.
      const [rows, items, calendar] = await Promise.all([
        findBoardOrders(db, day),
        findBoardItems(db, day),
        deps.calendar(),
      ]);
      const itemsByOrder = new Map<string, AdminBoardItem[]>();
      for (const { orderId, ...item } of items) {
        const list = itemsByOrder.get(orderId);
        if (list) list.push(item);
        else itemsByOrder.set(orderId, [item]);
      }
      const orders: AdminBoardOrder[] = rows.map((row) => ({
        id: row.id,
        orderNumber: row.orderNumber,
        customerName: row.customerName,
        phone: row.phone,
        fulfilment: row.fulfilment,
        status: row.status,
        nextStatus: nextStatus(row.status, row.fulfilment),
        slot: row.slot,
        items: itemsByOrder.get(row.id) ?? [],
        instructions: row.instructions,
        address: addressOf(row),
        closedReason: closedReasonOf(calendar, row, day),
      }));
      const pickups = orders.filter((order) => order.fulfilment === 'pickup').length;
      return {
        date: day,
        today,
        slots: groupBySlot(orders),
        counts: {
          total: orders.length,
          pickups,
          deliveries: orders.length - pickups,
          notStarted: orders.filter((order) => order.status === 'orderconfirmed').length,
          done: orders.filter((order) => order.status === 'delivered' || order.status === 'collected').length,
        },
      };
    },
  };
}
