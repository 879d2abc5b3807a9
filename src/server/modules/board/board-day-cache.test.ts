/**
 * The Today board answers from each day's cached cards (decision 0221). That holds only while every
 * write reaches every copy: here a second server copy on the same database shows on its next reads,
 * within 2 s (issue 22's bound), writes it did not make, written as SQL straight into the tables
 * (as a script, a restore or another copy would): a new order, a changed order and status, a cake
 * message, a hold taking kitchen minutes and lapsing with no write, and a closure. The first copy,
 * which made none of them either, is read too. And the text it sends is exactly the contract's.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { AdminBoard, type AdminBoardOrder } from '../../../contracts/admin-board';
import { uniformCapacity } from '../../../domain/kitchen-capacity';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { businessSettings, closures, orderItems, orders } from '../../db/schema';
import { nextDeliveryDay } from '../../test/checkout-helpers';
import { insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';
import { allowing } from '@/test/time-limits';

let first: TestApp;
let second: FastifyInstance;
let secondDatabase: Database;
let admin: Record<string, string>;
const SLOT = '13:00-15:00';
const day = nextDeliveryDay(15);

beforeAll(async () => {
  first = await createTestApp();
  await first.database.db.update(businessSettings).set({ kitchenCapacity: uniformCapacity(120) });
  secondDatabase = first.database.openAgain();
  second = await buildApp({ config: first.config, database: secondDatabase, logger: false });
  await second.ready();
  const user = await insertUser(first.database.db, {
    issuer: first.config.oidc.issuer,
    email: 'board-cache@example.co.nz',
    emailVerified: true,
  });
  admin = bearer(await mintToken(first, adminClaims({ sub: user.subject, email: 'board-cache@example.co.nz' })));
});
afterAll(async () => {
  await second?.close();
  await secondDatabase?.close();
  await first?.close();
});

async function boardOn(app: FastifyInstance): Promise<AdminBoard> {
  const res = await app.inject({ url: `/api/admin/board?date=${day}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminBoard>();
}

const cards = (board: AdminBoard): AdminBoardOrder[] =>
  board.slots.flatMap((slot) => [...slot.pickups, ...slot.deliveries]);
const card = (board: AdminBoard, id: string) => cards(board).find((order) => order.id === id);

/** Both copies' boards pass `check` within 2 s of a write neither of them made through a service. */
const bothWithin2s = (check: (board: AdminBoard) => void) =>
  vi.waitFor(
    async () => {
      check(await boardOn(second));
      check(await boardOn(first.app));
    },
    { timeout: allowing(2000), interval: 25 },
  );

/** An order with one cake in SLOT on `day`, written as SQL (no service, no notice of its own). */
async function orderBySql(customerName: string): Promise<string> {
  const [order] = await first.database.db
    .insert(orders)
    .values({
      customerName,
      customerEmail: 'board-cache@example.co.nz',
      deliveryPhone: '021 555 0199',
      subtotalCents: 4000,
      gstCents: 600,
      totalCents: 4600,
      stripePaymentIntentId: `pi_board_cache_${randomUUID()}`,
      deliveryDate: day,
      deliveryTime: SLOT,
      deliveryAddress: '5 Karangahape Road',
      effortMinutes: 30,
    })
    .returning();
  await first.database.db.insert(orderItems).values({
    orderId: order!.id,
    productName: 'Cache Torte',
    size: '8"',
    quantity: 1,
    unitPriceCents: 4000,
    lineTotalCents: 4000,
    customization: 'Happy birthday Mere',
  });
  return order!.id;
}

let orderId: string;

it('shows an order written by SQL on both copies, after each had kept the day without it', async () => {
  expect((await boardOn(second)).counts.total).toBe(0); // both copies keep the empty day
  expect((await boardOn(first.app)).counts.total).toBe(0);
  orderId = await orderBySql('Mere Tawhiri');
  await bothWithin2s((board) => {
    expect(board.counts.total).toBe(1);
    expect(card(board, orderId)?.items[0]?.message).toBe('Happy birthday Mere');
    expect(board.slots[0]?.kitchen).toEqual({ capacity: 120, used: 30, left: 90 });
  });
});

it("shows a changed order, its status and a line's cake message on both copies", async () => {
  await boardOn(second); // cached again before each write
  await first.database.db
    .update(orders)
    .set({ specialInstructions: 'Leave with the neighbour', deliveryPhone: '027 111 2222' })
    .where(eq(orders.id, orderId));
  await bothWithin2s((board) => {
    expect(card(board, orderId)).toMatchObject({ instructions: 'Leave with the neighbour', phone: '027 111 2222' });
  });
  await first.database.db.update(orders).set({ status: 'inprogress' }).where(eq(orders.id, orderId));
  await bothWithin2s((board) => {
    expect(card(board, orderId)).toMatchObject({ status: 'inprogress', nextStatus: 'outfordelivery' });
    expect(board.counts.notStarted).toBe(0);
  });
  await first.database.db
    .update(orderItems)
    .set({ customization: 'Happy 60th Mere' })
    .where(eq(orderItems.orderId, orderId));
  await bothWithin2s((board) => expect(card(board, orderId)?.items[0]?.message).toBe('Happy 60th Mere'));
});

it("counts a hold's minutes in the slot, and stops when it lapses with no write at all", async () => {
  await bothWithin2s((board) => expect(board.kitchen.used).toBe(30));
  const checkout = await first.database.db.execute(sql`
    insert into checkouts (cart_session_id, cart_version, lines, subtotal_cents, gst_cents, total_cents, points_to_earn,
                           prices_include_gst, payment_gateway, payment_intent_id)
    values (${randomUUID()}, 'v1', '[]'::jsonb, 1000, 150, 1150, 0, false, 'test', ${`pi_hold_${randomUUID()}`})
    returning id`);
  const checkoutId = (checkout as unknown as { rows: Array<{ id: string }> }).rows[0]!.id;
  await first.database.db.execute(sql`
    insert into slot_holds (checkout_id, delivery_date, delivery_time, effort_minutes, expires_at)
    values (${checkoutId}, ${day}, ${SLOT}, 60, now() + interval '1 second')`);
  await bothWithin2s((board) => expect(board.slots[0]?.kitchen).toEqual({ capacity: 120, used: 90, left: 30 }));
  await vi.waitFor(async () => expect((await boardOn(second)).slots[0]?.kitchen?.used).toBe(30), {
    timeout: allowing(5000),
    interval: 50,
  });
});

it('flags the unfinished order on both copies when the day is closed by SQL, and unflags it when reopened', async () => {
  await bothWithin2s((board) => expect(card(board, orderId)?.closedReason).toBeNull());
  const [closure] = await first.database.db
    .insert(closures)
    .values({ startDate: day, endDate: day, reason: 'Closed for a family wedding' })
    .returning();
  await bothWithin2s((board) => expect(card(board, orderId)?.closedReason).toContain('Closed for a family wedding'));
  await first.database.db.delete(closures).where(eq(closures.id, closure!.id));
  await bothWithin2s((board) => expect(card(board, orderId)?.closedReason).toBeNull());
});

it('drops a cancelled order from both copies, and sends exactly what the contract writes', async () => {
  const other = await orderBySql('Hemi Walker');
  await bothWithin2s((board) => expect(board.counts.total).toBe(2));
  await first.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, other));
  await bothWithin2s((board) => {
    expect(board.counts.total).toBe(1);
    expect(card(board, other)).toBeUndefined();
  });
  // The text is assembled from cached pieces: parsed and written again through AdminBoard, nothing
  // is missing, added or different.
  const res = await second.inject({ url: `/api/admin/board?date=${day}`, headers: admin });
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  const sent: unknown = JSON.parse(res.body);
  expect(sent).toEqual(JSON.parse(JSON.stringify(z.encode(AdminBoard, AdminBoard.parse(sent)))));
});
