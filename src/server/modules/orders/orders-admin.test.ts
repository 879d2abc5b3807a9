/**
 * The admin's orders (issue [8 of 11]): list with items, details with history, status changes
 * (history, audit, customer e-mails exactly once), the production sheet, and P21-style bad input.
 */
import { and, eq, like } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, AdminOrderDetails, AdminProductionSheet } from '../../../contracts/admin-orders';
import type { StoreOrder } from '../../../contracts/checkout';
import type { StoreProduct } from '../../../contracts/catalog';
import { auditLog, mailOutbox, orderItems, orders, orderStatusHistory } from '../../db/schema';
import { deliveryAddress, newShopper, placeOrder, relaxShopRules } from '../../test/checkout-helpers';
import { createProduct, insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, customerClaims, mintToken } from '../../test/tokens';

let t: TestApp;
let admin: Record<string, string>;
let adminUserId: string;
let loaf: StoreProduct;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000' });
  await relaxShopRules(t);
  loaf = await createProduct(t, { name: 'Admin Test Kūmara Loaf', priceCents: 900 });
  const user = await insertUser(t.database.db, {
    issuer: t.config.oidc.issuer,
    email: 'baker@example.co.nz',
    emailVerified: true,
  });
  adminUserId = user.id;
  admin = bearer(await mintToken(t, adminClaims({ sub: user.subject, email: 'baker@example.co.nz' })));
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const setStatus = (id: string, status: unknown, headers = admin) =>
  inject('PATCH', `/api/admin/orders/${id}/status`, { status }, headers);

const statusMails = (orderId: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.dedupeKey, `order-status:${orderId}:%`));

/** An order written straight to the tables: a chosen day, slot, status and items. */
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
      stripePaymentIntentId: `pi_admin_${randomUUID()}`,
      deliveryDate: '2030-03-15',
      deliveryTime: '11:00-13:00',
      deliveryAddress: '5 Karangahape Road',
      deliverySuburb: 'Newton',
      deliveryCity: 'Auckland',
      deliveryPostalCode: '1010',
      ...values,
    })
    .returning();
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
  return order!;
}

describe('GET /api/admin/orders', () => {
  it('lists every order newest first with its items, payment id and total count, not cached', async () => {
    const shopper = await newShopper(t);
    const first = await placeOrder(t, shopper, loaf.id, 2);
    const second = await placeOrder(t, shopper, loaf.id, 1);
    const res = await inject('GET', '/api/admin/orders');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.json<AdminOrder[]>();
    expect(Number(res.headers['x-total-count'])).toBe(list.length);
    const ids = list.map((o) => o.id);
    expect(ids.indexOf(second.order.id)).toBeLessThan(ids.indexOf(first.order.id));
    const listed = list.find((o) => o.id === first.order.id)!;
    // The customer's refund list (decision 0200) is for the customer's answers; staff have refundedAmount.
    const { refunds: _refunds, ...stored } = first.order as StoreOrder;
    expect(listed).toMatchObject({
      ...stored,
      stripePaymentIntentId: first.intent.paymentIntentId,
      cancelledAt: null,
      cancelReason: null,
      refundedAmount: '0.00',
    });
    expect(listed.items).toEqual([expect.objectContaining({ productName: loaf.name, quantity: 2, price: '9.00' })]);
  });

  it('answers in the same few statements however many orders and items there are (no query per order)', async () => {
    const measure = async (url: string) => {
      const { value: res, queries } = await t.database.queries.during(() => inject('GET', url));
      expect(res.statusCode, url).toBe(200);
      return { queries, listed: res.json<AdminOrder[]>().length };
    };
    await insertOrder({}, [{}, { productName: 'Lamington', size: null }]);
    await measure('/api/admin/orders'); // the admin's profile is looked up once, then reused
    const before = await measure('/api/admin/orders');
    for (let i = 0; i < 25; i += 1) await insertOrder({}, [{}, { productName: 'Lamington' }, { productName: 'Tart' }]);
    const after = await measure('/api/admin/orders');
    expect(after.listed).toBe(before.listed + 25);
    expect(after.queries).toBe(before.queries);
    // One for the orders, one for all their items (plus at most the admin's profile).
    expect(after.queries).toBeLessThanOrEqual(3);
    // A page adds at most the (briefly cached) count for X-Total-Count.
    const page = await measure('/api/admin/orders?limit=20&offset=3');
    expect(page.listed).toBe(20);
    expect(page.queries).toBeLessThanOrEqual(4);
  });

  it('refuses paging values out of range with 400 and fields', async () => {
    for (const query of ['limit=0', 'limit=501', 'limit=ten', 'offset=-1']) {
      const res = await inject('GET', `/api/admin/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), query).toHaveLength(1);
    }
  });
});

describe('GET /api/admin/orders/{id}', () => {
  it('answers 404 for an unknown order and 400 for an id that is not a UUID', async () => {
    expect((await inject('GET', `/api/admin/orders/${randomUUID()}`)).statusCode).toBe(404);
    const bad = await inject('GET', '/api/admin/orders/1042');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
  });

  it('shows the order with an empty history until staff change it', async () => {
    const order = await insertOrder();
    const res = await inject('GET', `/api/admin/orders/${order.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminOrderDetails>()).toMatchObject({ id: order.id, status: 'orderconfirmed', history: [] });
  });
});

describe('PATCH /api/admin/orders/{id}/status', () => {
  it('moves a delivery order on, records who did it, and e-mails the customer once per change', async () => {
    const shopper = await newShopper(t);
    const address = deliveryAddress({ email: 'tama@example.co.nz', fullName: 'Tama Rewi' });
    const { order } = await placeOrder(t, shopper, loaf.id, 1, address);

    const progress = await setStatus(order.id, 'inprogress');
    expect(progress.statusCode).toBe(200);
    expect(progress.json<AdminOrder>()).toMatchObject({ id: order.id, status: 'inprogress' });
    expect(await statusMails(order.id)).toHaveLength(0);

    const out = await setStatus(order.id, 'outfordelivery');
    expect(out.json<AdminOrder>().status).toBe('outfordelivery');
    let mails = await statusMails(order.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: 'tama@example.co.nz' });
    expect(mails[0]!.subject).toMatch(new RegExp(`order #${order.orderNumber} is out for delivery`));
    expect(mails[0]!.textBody).toContain('Kia ora Tama Rewi');
    expect(mails[0]!.textBody).toContain(address.address);

    // The same status again: nothing changes, nothing is sent, no history, no audit.
    const again = await setStatus(order.id, 'outfordelivery');
    expect(again.statusCode).toBe(200);
    expect(await statusMails(order.id)).toHaveLength(1);

    await setStatus(order.id, 'delivered');
    mails = await statusMails(order.id);
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.subject)).toContainEqual(expect.stringMatching(/has been delivered$/));

    const details = (await inject('GET', `/api/admin/orders/${order.id}`)).json<AdminOrderDetails>();
    expect(details.status).toBe('delivered');
    expect(details.history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      ['orderconfirmed', 'inprogress'],
      ['inprogress', 'outfordelivery'],
      ['outfordelivery', 'delivered'],
    ]);
    expect(details.history.every((h) => h.changedByEmail === 'baker@example.co.nz')).toBe(true);
    expect(new Date(details.updatedAt).getTime()).toBeGreaterThan(new Date(details.createdAt).getTime());

    const rows = await t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(rows.every((r) => r.changedByUserId === adminUserId)).toBe(true);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.status'), eq(auditLog.entityId, order.id)));
    expect(audits).toHaveLength(3);
    for (const audit of audits) {
      expect(audit).toMatchObject({ actorUserId: adminUserId, actorEmail: 'baker@example.co.nz', entity: 'order' });
      expect(audit.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(JSON.stringify(audit)).not.toMatch(/Bearer|eyJ/);
    }
    expect(audits.map((a) => a.requestId)).toContain(out.headers['x-request-id']);

    // The customer sees the new status on their orders.
    const mine = (await t.app.inject({ url: '/api/orders/me', headers: shopper.headers })).json<StoreOrder[]>();
    expect(mine.find((o) => o.id === order.id)!.status).toBe('delivered');
  });

  it('takes a pickup order to Ready to Collect and Collected, e-mailing the customer once per change', async () => {
    const shopper = await newShopper(t);
    const { order } = await placeOrder(
      t,
      shopper,
      loaf.id,
      1,
      deliveryAddress({ fulfilment: 'pickup', email: 'pick@example.co.nz', fullName: 'Pita Sharples' }),
    );
    expect(order.fulfilment).toBe('pickup');
    expect((await setStatus(order.id, 'inprogress')).statusCode).toBe(200);

    const ready = await setStatus(order.id, 'readyforpickup');
    expect(ready.statusCode).toBe(200);
    expect(ready.json<AdminOrder>().status).toBe('readyforpickup');
    let mails = await statusMails(order.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: 'pick@example.co.nz' });
    expect(mails[0]!.subject).toMatch(new RegExp(`order #${order.orderNumber} is ready to collect$`));
    expect(mails[0]!.textBody).toContain('Kia ora Pita Sharples');
    expect(mails[0]!.textBody).toMatch(/Collect it from .+, .+\. Please bring your order number\./);
    expect(mails[0]!.textBody).not.toMatch(/out for delivery|on its way|Delivering to/);

    // The same status again (a double tap, or two screens at once): no second e-mail, no history.
    const twice = await Promise.all([setStatus(order.id, 'readyforpickup'), setStatus(order.id, 'readyforpickup')]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await statusMails(order.id)).toHaveLength(1);

    // The customer reads the pickup's own words on their orders.
    const mine = async () =>
      (await t.app.inject({ url: '/api/orders/me', headers: shopper.headers }))
        .json<StoreOrder[]>()
        .find((o) => o.id === order.id)!.status;
    expect(await mine()).toBe('readyforpickup');

    const collected = await setStatus(order.id, 'collected');
    expect(collected.json<AdminOrder>().status).toBe('collected');
    mails = await statusMails(order.id);
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.subject)).toContainEqual(
      expect.stringMatching(new RegExp(`order #${order.orderNumber} has been collected$`)),
    );
    expect(await mine()).toBe('collected');

    const details = (await inject('GET', `/api/admin/orders/${order.id}`)).json<AdminOrderDetails>();
    expect(details.history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      ['orderconfirmed', 'inprogress'],
      ['inprogress', 'readyforpickup'],
      ['readyforpickup', 'collected'],
    ]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.status'), eq(auditLog.entityId, order.id)));
    expect(audits.map((a) => a.details)).toContainEqual(
      expect.objectContaining({ from: 'inprogress', to: 'readyforpickup', emailed: true }),
    );
  });

  it('tells a pickup customer again when their order went back and is ready once more', async () => {
    const order = await insertOrder({
      fulfilment: 'pickup',
      deliveryAddress: null,
      customerEmail: 'pick@example.co.nz',
    });
    await setStatus(order.id, 'readyforpickup');
    await setStatus(order.id, 'inprogress');
    await setStatus(order.id, 'readyforpickup');
    const mails = await statusMails(order.id);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/is ready to collect$/),
      expect.stringMatching(/is ready to collect$/),
    ]);
  });

  it.each([
    [
      'delivery',
      'readyforpickup',
      "Order #N is a delivery, so it cannot be 'Ready to Collect'. Choose Order Confirmed, In Progress, Out for Delivery or Delivered.",
    ],
    [
      'delivery',
      'collected',
      "Order #N is a delivery, so it cannot be 'Collected'. Choose Order Confirmed, In Progress, Out for Delivery or Delivered.",
    ],
    [
      'pickup',
      'outfordelivery',
      "Order #N is a pickup, so it cannot be 'Out for Delivery'. Choose Order Confirmed, In Progress, Ready to Collect or Collected.",
    ],
    [
      'pickup',
      'delivered',
      "Order #N is a pickup, so it cannot be 'Delivered'. Choose Order Confirmed, In Progress, Ready to Collect or Collected.",
    ],
  ] as const)(
    'refuses a %s order the status %s with 400 naming status, changing and sending nothing',
    async (fulfilment, status, said) => {
      const order = await insertOrder({
        fulfilment,
        status: 'inprogress',
        ...(fulfilment === 'pickup' ? { deliveryAddress: null } : {}),
      });
      const res = await setStatus(order.id, status);
      expect(res.statusCode).toBe(400);
      const message = said.replace('#N', `#${order.orderNumber}`);
      expect(res.json()).toMatchObject({ code: 'STATUS_NOT_FOR_FULFILMENT', message, fields: { status: message } });
      const after = (await inject('GET', `/api/admin/orders/${order.id}`)).json<AdminOrderDetails>();
      expect(after).toMatchObject({ status: 'inprogress', history: [], updatedAt: order.updatedAt.toISOString() });
      expect(await statusMails(order.id)).toHaveLength(0);
      const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, order.id));
      expect(audits).toHaveLength(0);
    },
  );

  it('moves a pickup left at a delivery status by older data onto its own way, not back to that status', async () => {
    const order = await insertOrder({ fulfilment: 'pickup', deliveryAddress: null, status: 'outfordelivery' });
    expect((await setStatus(order.id, 'outfordelivery')).statusCode).toBe(400);
    const res = await setStatus(order.id, 'readyforpickup');
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminOrder>().status).toBe('readyforpickup');
    expect(await statusMails(order.id)).toHaveLength(1);
  });

  it.each([['shipped'], [''], [123], [null], ['cancelled'], ['refunded'], ['pending'], ['DELIVERED']])(
    'refuses status %j with 400 and fields.status, changing nothing',
    async (status) => {
      const order = await insertOrder();
      const res = await setStatus(order.id, status);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('status');
      const after = (await inject('GET', `/api/admin/orders/${order.id}`)).json<AdminOrderDetails>();
      expect(after).toMatchObject({ status: 'orderconfirmed', history: [] });
    },
  );

  it('refuses a missing status with 400 and fields.status', async () => {
    const order = await insertOrder();
    const res = await inject('PATCH', `/api/admin/orders/${order.id}/status`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('status');
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    const unknown = await setStatus(randomUUID(), 'delivered');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Order not found');
    expect((await setStatus('not-an-id', 'delivered')).statusCode).toBe(400);
  });

  it.each([
    ['delivery', 'delivered'],
    ['pickup', 'collected'],
    ['pickup', 'readyforpickup'],
  ] as const)('will not move a cancelled %s order to %s (409), and records nothing', async (fulfilment, status) => {
    const order = await insertOrder({
      fulfilment,
      status: 'cancelled',
      cancelledAt: new Date(),
      cancelReason: 'Called us',
    });
    const res = await setStatus(order.id, status);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ORDER_CANCELLED', message: expect.stringMatching(/cancelled/) });
    const after = (await inject('GET', `/api/admin/orders/${order.id}`)).json<AdminOrderDetails>();
    expect(after).toMatchObject({ status: 'cancelled', history: [] });
    expect(await statusMails(order.id)).toHaveLength(0);
  });

  it('refuses a customer (403) and a visitor without a token (401), changing nothing', async () => {
    const order = await insertOrder();
    const customer = bearer(await mintToken(t, customerClaims({ user_metadata: { roles: ['admin'] } })));
    expect((await setStatus(order.id, 'delivered', customer)).statusCode).toBe(403);
    expect((await setStatus(order.id, 'delivered', {})).statusCode).toBe(401);
    const after = (await inject('GET', `/api/admin/orders/${order.id}`)).json<AdminOrderDetails>();
    expect(after.status).toBe('orderconfirmed');
  });
});

describe('GET /api/admin/production', () => {
  it("totals the day's non-cancelled orders by product and size, and lists them by slot time", async () => {
    const day = '2031-07-04';
    const late = await insertOrder({ deliveryDate: day, deliveryTime: '15:00-17:00', customerName: 'Late Lou' }, [
      { productName: 'Sourdough', size: 'Standard', quantity: 2 },
      { productName: 'Chocolate Cake', size: 'Half Cake', quantity: 1, customization: 'Happy 40th Mum' },
    ]);
    const early = await insertOrder(
      {
        deliveryDate: day,
        deliveryTime: '9:00-11:00',
        fulfilment: 'pickup',
        deliveryAddress: null,
        specialInstructions: '<script>alert(1)</script> nut free please',
      },
      [
        { productName: 'Sourdough', size: 'Standard', quantity: 3 },
        { productName: 'Chocolate Cake', size: 'Full Cake', quantity: 1 },
      ],
    );
    await insertOrder({ deliveryDate: day, status: 'cancelled' }, [{ productName: 'Sourdough', quantity: 50 }]);
    await insertOrder({ deliveryDate: '2031-07-05' }, [{ productName: 'Sourdough', quantity: 7 }]);

    const res = await inject('GET', `/api/admin/production?date=${day}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const sheet = res.json<AdminProductionSheet>();
    expect(sheet.date).toBe(day);
    // Items without a product of the shop are baked all the same (production-sheet.test.ts groups them).
    expect(sheet.groups.flatMap((group) => group.lines)).toEqual([
      { productName: 'Chocolate Cake', size: 'Full Cake', quantity: 1 },
      { productName: 'Chocolate Cake', size: 'Half Cake', quantity: 1 },
      { productName: 'Sourdough', size: 'Standard', quantity: 5 },
    ]);
    // 9:00 comes before 15:00 (as times, not as text).
    expect(sheet.orders.map((o) => o.orderId)).toEqual([early.id, late.id]);
    expect(sheet.orders[0]).toMatchObject({
      fulfilment: 'pickup',
      deliveryAddress: null,
      deliveryTime: '9:00-11:00',
      specialInstructions: '<script>alert(1)</script> nut free please',
    });
    expect(sheet.orders[1]).toMatchObject({
      customerName: 'Late Lou',
      deliveryAddress: '5 Karangahape Road, Newton, Auckland 1010',
    });
    expect(sheet.orders[1]!.items).toContainEqual(expect.objectContaining({ message: 'Happy 40th Mum' }));
  });

  it('answers an empty sheet for a quiet day', async () => {
    const res = await inject('GET', '/api/admin/production?date=2031-01-02');
    // The kitchen's minutes are production-sheet.test.ts's to check; here: nothing to make.
    expect(res.json()).toMatchObject({ date: '2031-01-02', groups: [], orders: [], cakeMessages: [] });
    expect(res.json().kitchen.day.used).toBe(0);
  });

  it.each(['', 'tomorrow', '2031-7-4', '2031-02-30', '2031-13-01', "2031-01-01' or 1=1"])(
    'refuses date %j with 400 and fields.date',
    async (date) => {
      const res = await inject('GET', `/api/admin/production?date=${encodeURIComponent(date)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('date');
    },
  );

  it('refuses a missing date with 400', async () => {
    expect((await inject('GET', '/api/admin/production')).statusCode).toBe(400);
  });
});
