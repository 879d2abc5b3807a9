/**
 * GET /api/admin/board (issue 22, the Today board): the orders due on a day grouped by slot,
 * pickups and deliveries apart, with their next step; the 400s naming `date`; staff only; and the
 * live `status` event a status change sends through the database.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { AdminBoard, AdminOrderStatusEvent } from '../../../contracts/admin-board';
import { aucklandNow } from '../../../domain/delivery';
import { uniformCapacity } from '../../../domain/kitchen-capacity';
import { orderItems, orders } from '../../db/schema';
import { createProduct, insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, customerClaims, mintToken } from '../../test/tokens';
import { formatEvent } from '../live/live-admin.routes';
import type { LiveEvent } from '../live/live.service';

let t: TestApp;
let admin: Record<string, string>;

const DAY = '2030-03-15';

beforeAll(async () => {
  t = await createTestApp();
  const user = await insertUser(t.database.db, {
    issuer: t.config.oidc.issuer,
    email: 'owner@example.co.nz',
    emailVerified: true,
  });
  admin = bearer(await mintToken(t, adminClaims({ sub: user.subject, email: 'owner@example.co.nz' })));
});
afterAll(() => t.close());

/** An order written straight to the tables: a chosen day, slot, way, status and items. */
async function insertOrder(
  values: Partial<typeof orders.$inferInsert> = {},
  items: Array<Partial<typeof orderItems.$inferInsert>> = [{}],
) {
  const [order] = await t.database.db
    .insert(orders)
    .values({
      subtotalCents: 2000,
      totalCents: 2300,
      gstCents: 300,
      customerName: 'Aroha Ngata',
      customerEmail: 'aroha@example.co.nz',
      deliveryPhone: '021 555 0101',
      stripePaymentIntentId: `pi_board_${randomUUID()}`,
      deliveryDate: DAY,
      deliveryTime: '11:00-13:00',
      deliveryAddress: '5 Karangahape Road',
      deliverySuburb: 'Newton',
      deliveryCity: 'Auckland',
      deliveryPostalCode: '1010',
      ...values,
    })
    .returning();
  if (items.length) {
    await t.database.db.insert(orderItems).values(
      items.map((item) => ({
        orderId: order!.id,
        productName: 'Pavlova',
        size: 'Standard',
        quantity: 1,
        unitPriceCents: 2000,
        lineTotalCents: 2000,
        ...item,
      })),
    );
  }
  return order!;
}

const getBoard = (query: string, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/board${query}`, headers });

describe('GET /api/admin/board', () => {
  it('shows kitchen minutes used against capacity per slot and for the day: effort × quantity of the orders', async () => {
    const day = '2030-05-07';
    // 300 minutes a slot, 1500 a day; a cancelled order gives its minutes back.
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/kitchen-capacity',
      headers: admin,
      payload: { capacity: uniformCapacity(300) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    onTestFinished(async () => {
      await t.app.inject({
        method: 'PUT',
        url: '/api/admin/kitchen-capacity',
        headers: admin,
        payload: { capacity: null },
      });
    });
    // Two cakes at 30 minutes and twelve baklava at 5: 60 + 60.
    await insertOrder({ deliveryDate: day, effortMinutes: 2 * 30 }, [{ quantity: 2 }]);
    await insertOrder({ deliveryDate: day, effortMinutes: 12 * 5, fulfilment: 'pickup' }, [{ quantity: 12 }]);
    await insertOrder({ deliveryDate: day, deliveryTime: '15:00-17:00', effortMinutes: 9 * 30 }, [{ quantity: 9 }]);
    await insertOrder({ deliveryDate: day, deliveryTime: '15:00-17:00', effortMinutes: 30, status: 'cancelled' });
    await insertOrder({ deliveryDate: day, deliveryTime: null, effortMinutes: 0 });

    const answer = await getBoard(`?date=${day}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const board = answer.json<AdminBoard>();
    expect(board.slots.map((slot) => [slot.slot, slot.kitchen])).toEqual([
      ['11:00-13:00', { capacity: 300, used: 120, left: 180 }],
      ['15:00-17:00', { capacity: 300, used: 270, left: 30 }],
      [null, null],
    ]);
    expect(board.kitchen).toEqual({ capacity: 1500, used: 390, left: 1110 });
  });

  it("shows each line's allergens as its product declares them, and flags instructions naming an allergy", async () => {
    const day = '2030-04-02';
    const baklava = await createProduct(t, { name: 'Board Baklava', allergens: ['wheat', 'milk', 'pistachio'] });
    const order = await insertOrder({ deliveryDate: day, specialInstructions: 'Coeliac guest, no nuts please' }, [
      { productId: baklava.id, productName: baklava.name, size: null },
      { productName: 'Deleted Cake', size: null },
    ]);
    const calm = await insertOrder({ deliveryDate: day, deliveryTime: '15:00-17:00' });
    const board = (await getBoard(`?date=${day}`)).json<AdminBoard>();
    const cards = new Map(board.slots.flatMap((s) => s.deliveries).map((card) => [card.id, card]));
    expect(cards.get(order.id)).toMatchObject({
      allergyNoted: true,
      items: [
        { productName: 'Board Baklava', allergens: ['wheat', 'milk', 'pistachio'] },
        { productName: 'Deleted Cake', allergens: [] },
      ],
    });
    expect(cards.get(calm.id)).toMatchObject({ allergyNoted: false });
  });

  it('groups the day’s orders by slot in the day’s order, pickups and deliveries apart, with next steps', async () => {
    const late = await insertOrder({ deliveryTime: '15:00-17:00', fulfilment: 'pickup', customerName: 'Mere' });
    const early = await insertOrder(
      { deliveryTime: '9:00-11:00', specialInstructions: 'Leave at the back door', status: 'inprogress' },
      [
        { productName: 'Chocolate Cake', size: 'Large', quantity: 2, customization: 'Happy 40th Tama!' },
        { productName: 'Apple Pie', size: null },
      ],
    );
    const pickup = await insertOrder({
      deliveryTime: '9:00-11:00',
      fulfilment: 'pickup',
      deliveryAddress: null,
      deliverySuburb: null,
      deliveryCity: null,
      deliveryPostalCode: null,
      status: 'readyforpickup',
    });
    const unslotted = await insertOrder({ deliveryTime: null });
    // Left out: cancelled, another day.
    await insertOrder({ status: 'cancelled', deliveryTime: '9:00-11:00' });
    await insertOrder({ deliveryDate: '2030-03-16' });

    const answer = await getBoard(`?date=${DAY}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const board = answer.json<AdminBoard>();
    expect(board.date).toBe(DAY);
    expect(board.today).toBe(aucklandNow().date);
    expect(board.slots.map((s) => [s.slot, s.pickups.map((o) => o.id), s.deliveries.map((o) => o.id)])).toEqual([
      ['9:00-11:00', [pickup.id], [early.id]],
      ['15:00-17:00', [late.id], []],
      [null, [], [unslotted.id]],
    ]);
    expect(board.counts).toEqual({ total: 4, pickups: 2, deliveries: 2, notStarted: 2, done: 0 });

    const [slot] = board.slots;
    expect(slot!.deliveries[0]).toEqual({
      id: early.id,
      orderNumber: early.orderNumber,
      customerName: 'Aroha Ngata',
      phone: '021 555 0101',
      fulfilment: 'delivery',
      status: 'inprogress',
      nextStatus: 'outfordelivery',
      slot: '9:00-11:00',
      items: [
        { productName: 'Apple Pie', size: null, quantity: 1, message: null, allergens: [] },
        { productName: 'Chocolate Cake', size: 'Large', quantity: 2, message: 'Happy 40th Tama!', allergens: [] },
      ],
      instructions: 'Leave at the back door',
      allergyNoted: false,
      address: '5 Karangahape Road, Newton, Auckland 1010',
      closedReason: null,
    });
    expect(slot!.pickups[0]).toMatchObject({ fulfilment: 'pickup', nextStatus: 'collected', address: null });
    expect(board.slots[1]!.pickups[0]).toMatchObject({ customerName: 'Mere', nextStatus: 'inprogress' });
  });

  it('shows today in Auckland when no date is given, and an empty day as no slots', async () => {
    const today = aucklandNow().date;
    const answer = await getBoard('');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<AdminBoard>()).toMatchObject({ date: today, today });
    const empty = await getBoard('?date=2031-01-07');
    expect(empty.json<AdminBoard>()).toMatchObject({
      slots: [],
      counts: { total: 0, pickups: 0, deliveries: 0, notStarted: 0, done: 0 },
    });
  });

  it.each([
    ['not a date', 'tomorrow'],
    ['a day that does not exist', '2030-02-30'],
    ['before the calendar', '2025-12-31'],
    ['after the calendar', '2053-01-01'],
    ['empty', ''],
  ])('refuses a date that is %s with 400 naming `date`', async (_why, date) => {
    const answer = await getBoard(`?date=${encodeURIComponent(date)}`);
    expect(answer.statusCode, answer.body).toBe(400);
    const body = answer.json<{ message: string; fields?: Record<string, string> }>();
    expect(body.message).toMatch(/date/);
    expect(Object.keys(body.fields ?? {})).toEqual(['date']);
  });

  it('flags an unfinished order on a day staff closed since it was placed, and nothing else', async () => {
    const closedDay = '2030-04-10';
    const open = await insertOrder({ deliveryDate: closedDay, customerName: 'Still to make' });
    const finished = await insertOrder({ deliveryDate: closedDay, status: 'delivered', customerName: 'Done already' });
    const before = (await getBoard(`?date=${closedDay}`)).json<AdminBoard>();
    const cardsBefore = before.slots.flatMap((slot) => [...slot.pickups, ...slot.deliveries]);
    expect(cardsBefore.map((card) => card.closedReason)).toEqual([null, null]);

    const closure = await t.app.inject({
      method: 'POST',
      url: '/api/admin/closures',
      headers: admin,
      payload: { startDate: closedDay, endDate: closedDay, reason: 'Closed for a family wedding' },
    });
    expect(closure.statusCode, closure.body).toBe(201);
    onTestFinished(async () => {
      await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/closures/${closure.json<{ id: string }>().id}`,
        headers: admin,
      });
    });
    const after = (await getBoard(`?date=${closedDay}`)).json<AdminBoard>();
    const cards = new Map(
      after.slots.flatMap((slot) => [...slot.pickups, ...slot.deliveries]).map((card) => [card.id, card]),
    );
    expect(cards.get(open.id)!.closedReason).toBe('Wednesday 10 April: Closed for a family wedding');
    expect(cards.get(finished.id)!.closedReason).toBeNull();
    // Flagged, never cancelled: the order keeps its status and next step.
    expect(cards.get(open.id)).toMatchObject({ status: 'orderconfirmed', nextStatus: 'inprogress' });
  });

  it('is for staff only: 401 without a token, 403 for a customer', async () => {
    const anonymous = await getBoard(`?date=${DAY}`, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const customer = await getBoard(`?date=${DAY}`, bearer(await mintToken(t, customerClaims())));
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the live status event', () => {
  it('is written as `event: status` with the order id, number and status', () => {
    expect(formatEvent({ type: 'status', order: { id: 'abc', orderNumber: 1042, status: 'inprogress' } })).toBe(
      'event: status\ndata: {"id":"abc","orderNumber":1042,"status":"inprogress"}\n\n',
    );
  });

  it('reaches the live streams through the database when staff change a status or cancel, and the board shows it', async () => {
    const order = await insertOrder({ deliveryTime: '13:00-15:00', fulfilment: 'pickup' });
    const events: LiveEvent[] = [];
    let heard: () => void = () => {};
    const unsubscribe = await t.app.live.subscribe((event) => {
      events.push(event);
      heard();
    });
    const next = (match: (event: LiveEvent) => boolean) =>
      new Promise<LiveEvent>((resolve) => {
        const check = () => {
          const found = events.find(match);
          if (found) resolve(found);
        };
        heard = check;
        check();
      });
    try {
      const changed = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${order.id}/status`,
        headers: admin,
        payload: { status: 'inprogress' },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const expected: AdminOrderStatusEvent = { id: order.id, orderNumber: order.orderNumber, status: 'inprogress' };
      expect(await next((e) => e.type === 'status')).toEqual({ type: 'status', order: expected });

      const board = (await getBoard(`?date=${DAY}`)).json<AdminBoard>();
      const card = board.slots.flatMap((s) => s.pickups).find((o) => o.id === order.id);
      expect(card).toMatchObject({ status: 'inprogress', nextStatus: 'readyforpickup' });

      // The same status again changes nothing and tells nobody.
      await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${order.id}/status`,
        headers: admin,
        payload: { status: 'inprogress' },
      });
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/cancel`,
        headers: admin,
        payload: { reason: 'The customer rang to cancel' },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const gone = await next((e) => e.type === 'status' && e.order.status === 'cancelled');
      expect(gone).toEqual({ type: 'status', order: { ...expected, status: 'cancelled' } });
      expect(events.filter((e) => e.type === 'status')).toHaveLength(2);
      const after = (await getBoard(`?date=${DAY}`)).json<AdminBoard>();
      expect(after.slots.flatMap((s) => [...s.pickups, ...s.deliveries]).map((o) => o.id)).not.toContain(order.id);
    } finally {
      unsubscribe();
    }
  });
});
