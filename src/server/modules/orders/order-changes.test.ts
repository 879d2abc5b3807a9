/**
 * A customer's own changes until the lock (issue 24): move to another slot (the binding's rules,
 * the old place freed), edit the address, instructions and cake message, cancel (the staff's
 * refund path); after the lock 409 ORDER_LOCKED while staff can still act; another person's order
 * 404; every refusal changes nothing.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrderDetails } from '../../../contracts/admin-orders';
import type { StoreProduct } from '../../../contracts/catalog';
import type { StoreOrder, StorePaymentIntentReply } from '../../../contracts/checkout';
import { formatSlotDay } from '../../../domain/dates';
import { addDays, weekdayOf } from '../../../domain/delivery';
import {
  auditLog,
  businessSettings,
  loyaltyAccounts,
  mailOutbox,
  orderItems,
  orders,
  testPaymentIntents,
} from '../../db/schema';
import {
  addToCart,
  createIntent,
  deliveryAddress,
  distinctDeliveryDays,
  placeOrder,
  relaxShopRules,
  saveDetails,
} from '../../test/checkout-helpers';
import { createCustomer, createProduct, type Customer } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';

let t: TestApp;
let cake: StoreProduct;
let admin: Record<string, string>;
// Each test its own pair of days, so slots filled by one never crowd another's.
const DAYS = distinctDeliveryDays(24, 3, 1);
let day = DAYS[0]!;
let otherDay = DAYS[1]!;
let round = 0;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000' });
  await relaxShopRules(t);
  cake = await createProduct(t, { name: 'Changes Test Cake', priceCents: 4000 });
  admin = bearer(await mintToken(t, adminClaims()));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.update(businessSettings).set({ slotCapacity: 1000, changesLockHours: 24 });
  day = DAYS[round * 2]!;
  otherDay = DAYS[round * 2 + 1]!;
  round += 1;
});

const move = (c: Customer, id: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${id}/move`, headers: c.headers, payload });
const edit = (c: Customer, id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/orders/${id}`, headers: c.headers, payload });
const cancel = (c: Customer, id: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: c.headers, payload });

async function orderFor(c: Customer, address = deliveryAddress({ deliveryDate: day })): Promise<StoreOrder> {
  return (await placeOrder(t, c, cake.id, 1, address)).order as StoreOrder;
}

const row = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const history = async (id: string) =>
  (await t.app.inject({ url: `/api/admin/orders/${id}`, headers: admin })).json<AdminOrderDetails>().history;
const audits = async (id: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, id)));

/** Whether a new customer can still bind a place in this slot. */
async function slotTakesAnother(date: string, time: string): Promise<boolean> {
  const next = await createCustomer(t);
  await addToCart(t, next, cake.id, 1);
  const intent = (await createIntent(t, next)).json<StorePaymentIntentReply>();
  const res = await saveDetails(
    t,
    next,
    intent.paymentIntentId,
    deliveryAddress({ deliveryDate: date, deliveryTime: time }),
  );
  return res.statusCode === 200;
}

describe('GET /api/orders/me', () => {
  it('says until when each order may be changed (24 hours before its slot by default), and names its lines', async () => {
    const c = await createCustomer(t);
    const order = await orderFor(c);
    const [listed] = (await t.app.inject({ url: '/api/orders/me', headers: c.headers })).json<StoreOrder[]>();
    expect(listed!.id).toBe(order.id);
    const until = Date.parse(listed!.changesUntil!);
    expect(until).toBeGreaterThan(Date.now());
    // 11:00 on the delivery day in Auckland, less 24 hours: within a day of the date's own midnight.
    expect(Math.abs(until - Date.parse(`${addDays(day, -1)}T11:00:00+13:00`))).toBeLessThanOrEqual(3600_000);
    expect(listed!.items[0]!.id).toEqual(expect.any(String));
  });
});

/** The move and change e-mails about this order, newest first. */
const changeMails = async (order: StoreOrder) =>
  (
    await t.database.db
      .select({ key: mailOutbox.dedupeKey, subject: mailOutbox.subject, text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, order.customerEmail))
      .orderBy(desc(mailOutbox.createdAt))
  ).filter((m) => m.key.startsWith('order-changed:') && m.subject.includes(`order #${order.orderNumber} `));

describe('POST /api/orders/{id}/move', () => {
  it('moves the order to another slot, releasing the old place and taking the new one, with history, audit and board', async () => {
    const c = await createCustomer(t);
    const order = await orderFor(c);
    const res = await move(c, order.id, { deliveryDate: otherDay, deliveryTime: '15:00-17:00' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json<StoreOrder>()).toMatchObject({ deliveryDate: otherDay, deliveryTime: '15:00-17:00' });
    expect(await row(order.id)).toMatchObject({ deliveryDate: otherDay, deliveryTime: '15:00-17:00' });
    expect((await history(order.id)).at(-1)).toMatchObject({
      fromStatus: 'orderconfirmed',
      toStatus: 'orderconfirmed',
      note: expect.stringContaining('Moved by the customer from'),
    });
    expect(await audits(order.id, 'order.move')).toHaveLength(1);
    // The customer's e-mail, through the outbox: where the order now is.
    const [mail] = await changeMails(order);
    expect(mail!.subject).toContain(`order #${order.orderNumber} has been moved`);
    expect(mail!.text).toContain(
      `has been moved from ${formatSlotDay(day, order.deliveryTime)} to ${formatSlotDay(otherDay, '15:00-17:00')}.`,
    );
    // Moving to where it already is changes nothing and sends nothing.
    expect((await move(c, order.id, { deliveryDate: otherDay, deliveryTime: '15:00-17:00' })).statusCode).toBe(200);
    expect(await changeMails(order)).toHaveLength(1);

    // With room for one order per slot: the old slot is free again, the new one is taken.
    await t.database.db.update(businessSettings).set({ slotCapacity: 1 });
    expect(await slotTakesAnother(otherDay, '15:00-17:00')).toBe(false);
    expect(await slotTakesAnother(day, '11:00-13:00')).toBe(true);
  });

  it('refuses a full, closed, past or malformed slot with the right 4xx, changing nothing', async () => {
    const c = await createCustomer(t);
    const order = await orderFor(c);
    const someoneElse = await createCustomer(t);
    await orderFor(someoneElse, deliveryAddress({ deliveryDate: otherDay, deliveryTime: '17:00-19:00' }));
    await t.database.db.update(businessSettings).set({ slotCapacity: 1 });

    const full = await move(c, order.id, { deliveryDate: otherDay, deliveryTime: '17:00-19:00' });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'SLOT_FULL', message: expect.stringContaining('full') });

    let sunday = addDays(day, 1);
    while (weekdayOf(sunday) !== 0) sunday = addDays(sunday, 1);
    const closed = await move(c, order.id, { deliveryDate: sunday, deliveryTime: '11:00-13:00' });
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toMatchObject({ code: 'SHOP_CLOSED' });

    const past = await move(c, order.id, { deliveryDate: addDays(day, -30), deliveryTime: '11:00-13:00' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'INVALID_SCHEDULE' });

    const noSlot = await move(c, order.id, { deliveryDate: otherDay, deliveryTime: '03:00-04:00' });
    expect(noSlot.statusCode).toBe(400);
    const badDate = await move(c, order.id, { deliveryDate: '2026-02-31', deliveryTime: '11:00-13:00' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toContain('deliveryDate');

    expect(await row(order.id)).toMatchObject({ deliveryDate: day, deliveryTime: '11:00-13:00' });
    expect(await audits(order.id, 'order.move')).toHaveLength(0);
  });

  it("answers 404 for another customer's order or an unknown id, and 401 without a token", async () => {
    const owner = await createCustomer(t);
    const order = await orderFor(owner);
    const stranger = await createCustomer(t);
    const body = { deliveryDate: otherDay, deliveryTime: '9:00-11:00' };
    expect((await move(stranger, order.id, body)).statusCode).toBe(404);
    expect((await move(stranger, crypto.randomUUID(), body)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/move`, payload: body });
    expect(anonymous.statusCode).toBe(401);
    expect(await row(order.id)).toMatchObject({ deliveryDate: day, deliveryTime: '11:00-13:00' });
  });
});

describe('PATCH /api/orders/{id}', () => {
  it('changes the address inside the area, the instructions and the cake message', async () => {
    const c = await createCustomer(t);
    const order = await orderFor(c);
    // As if ordered with a message on the cake board.
    await t.database.db
      .update(orderItems)
      .set({ customization: 'Happy birthday' })
      .where(eq(orderItems.orderId, order.id));
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const res = await edit(c, order.id, {
      address: { address: '5 Karangahape Road', suburb: 'Grey Lynn', city: 'Auckland', postalCode: '1010' },
      specialInstructions: 'Ring twice',
      messages: [{ itemId: line!.id, message: '  Happy 30th, Aroha!  ' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StoreOrder>()).toMatchObject({
      deliveryAddress: '5 Karangahape Road',
      deliverySuburb: 'Grey Lynn',
      deliveryPostalCode: '1010',
      specialInstructions: 'Ring twice',
      items: [expect.objectContaining({ message: 'Happy 30th, Aroha!' })],
    });
    expect((await history(order.id)).at(-1)!.note).toBe(
      'Changed by the customer: delivery address, instructions, cake message',
    );
    expect(await audits(order.id, 'order.edit')).toHaveLength(1);
    const [mail] = await changeMails(order);
    expect(mail!.subject).toContain(`order #${order.orderNumber} has been changed`);
    expect(mail!.text).toContain('has been changed: delivery address, instructions, cake message.');
    expect(mail!.text).toContain('Delivering to: 5 Karangahape Road, Grey Lynn, Auckland 1010');
    expect(mail!.text).toContain('Instructions: Ring twice');
    expect(mail!.text).toContain('Happy 30th, Aroha!');
  });

  it('refuses an address outside the area, on a pickup, a bad message or an empty body, changing nothing', async () => {
    const c = await createCustomer(t);
    const order = await orderFor(c);
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const outside = await edit(c, order.id, {
      address: { address: '1 Lambton Quay', suburb: '', city: 'Wellington', postalCode: '6011' },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ code: 'OUTSIDE_DELIVERY_AREA' });
    const notRegion = await edit(c, order.id, {
      address: { address: '1 Main St', suburb: '', city: 'Atlantis', postalCode: '1010' },
    });
    expect(notRegion.statusCode).toBe(400);
    // This line was ordered without a message: there is no cake board to write on.
    const noBoard = await edit(c, order.id, { messages: [{ itemId: line!.id, message: 'Hi' }] });
    expect(noBoard.statusCode).toBe(400);
    expect((await edit(c, order.id, {})).statusCode).toBe(400);
    const strange = await edit(c, order.id, { messages: [{ itemId: crypto.randomUUID(), message: 'Hi' }] });
    expect(strange.statusCode).toBe(400);

    const pickupOrder = await orderFor(c, deliveryAddress({ fulfilment: 'pickup', deliveryDate: day }));
    const pickup = await edit(c, pickupOrder.id, {
      address: { address: '5 Karangahape Road', suburb: 'Grey Lynn', city: 'Auckland', postalCode: '1010' },
    });
    expect(pickup.statusCode).toBe(400);
    expect(pickup.json()).toMatchObject({ code: 'NOT_A_DELIVERY' });

    expect(await row(order.id)).toMatchObject({ deliveryAddress: '12 Ponsonby Road', deliveryCity: 'Auckland' });
    expect(await audits(order.id, 'order.edit')).toHaveLength(0);
    expect((await edit(await createCustomer(t), order.id, { specialInstructions: 'x' })).statusCode).toBe(404);
  });
});

describe('POST /api/orders/{id}/cancel', () => {
  it('refunds at the gateway, reverses the points, frees the slot, e-mails, audits and records the history', async () => {
    const c = await createCustomer(t);
    const { order, intent } = await placeOrder(t, c, cake.id, 1, deliveryAddress({ deliveryDate: day }));
    const points = async () =>
      (await t.database.db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.userId, c.user.id)))[0]!.totalPoints;
    expect(await points()).toBeGreaterThan(0);

    const res = await cancel(c, order.id, { reason: 'Plans changed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StoreOrder>()).toMatchObject({ status: 'cancelled' });
    expect(res.json()).not.toHaveProperty('stripePaymentIntentId');
    const [paid] = await t.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, (intent as StorePaymentIntentReply).paymentIntentId));
    expect(paid!.amountRefunded).toBe(paid!.amount);
    expect(await points()).toBe(0);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order-cancelled:${order.id}`));
    expect(mails).toHaveLength(1);
    expect((await history(order.id)).at(-1)).toMatchObject({
      toStatus: 'cancelled',
      note: 'Cancelled by the customer: Plans changed',
    });
    const [audit] = await audits(order.id, 'order.cancel');
    expect(audit!.details).toMatchObject({ byCustomer: true });
    await t.database.db.update(businessSettings).set({ slotCapacity: 1 });
    expect(await slotTakesAnother(day, '11:00-13:00')).toBe(true);

    const again = await cancel(c, order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ORDER_CANCELLED' });
    expect((await move(c, order.id, { deliveryDate: otherDay, deliveryTime: '9:00-11:00' })).statusCode).toBe(409);
  });

  it("answers 404 for another customer's order and refunds nothing", async () => {
    const c = await createCustomer(t);
    const { order, intent } = await placeOrder(t, c, cake.id, 1, deliveryAddress({ deliveryDate: day }));
    expect((await cancel(await createCustomer(t), order.id)).statusCode).toBe(404);
    const [paid] = await t.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, (intent as StorePaymentIntentReply).paymentIntentId));
    expect(paid!.amountRefunded).toBe(0);
    expect((await row(order.id)).status).toBe('orderconfirmed');
  });
});

describe('after the lock', () => {
  it('answers 409 ORDER_LOCKED to every change, while staff can still cancel', async () => {
    const c = await createCustomer(t);
    const order = await orderFor(c);
    // A year's lock: the order's slot, days away, is already inside it (read fresh by each change).
    await t.database.db.update(businessSettings).set({ changesLockHours: 24 * 365 });
    for (const res of [
      await move(c, order.id, { deliveryDate: otherDay, deliveryTime: '9:00-11:00' }),
      await edit(c, order.id, { specialInstructions: 'Too late' }),
      await cancel(c, order.id),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'ORDER_LOCKED', message: expect.stringContaining('call us') });
    }
    expect(await row(order.id)).toMatchObject({
      status: 'orderconfirmed',
      deliveryDate: day,
      specialInstructions: 'Leave with the neighbour at 14',
    });

    const staff = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/cancel`,
      headers: admin,
      payload: { reason: 'Customer rang after the lock' },
    });
    expect(staff.statusCode, staff.body).toBe(200);
  });
});

describe('the changes lock setting', () => {
  it('is saved by owners in Business Settings and refused when out of range', async () => {
    const current = (await t.app.inject({ url: '/api/admin/business-settings', headers: admin })).json();
    expect(current.changesLockHours).toBe(24);
    const { changesLockHours: _lock, ...form } = current;
    const save = (changesLockHours: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/business-settings',
        headers: admin,
        payload: { ...form, changesLockHours },
      });
    const saved = await save(48);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().changesLockHours).toBe(48);
    const bad = await save(-1);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('changesLockHours');
    expect((await t.database.db.select().from(businessSettings))[0]!.changesLockHours).toBe(48);
  });
});
