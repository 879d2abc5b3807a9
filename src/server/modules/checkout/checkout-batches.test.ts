/**
 * Daily batches and pre-order windows through HTTP (issue 23): staff set them in the product form
 * (bad input is a 400 naming the field, nothing changed); binding refuses a sold-out day (409
 * SOLD_OUT naming it) and a pre-order outside its window (400 with the dates); a payment that lands
 * after its units were lost is refunded; a cancelled order gives its units back; the storefront's
 * availability names the sold-out day and the next one with some.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, AdminSaveProductInput } from '../../../contracts/admin-catalog';
import type { StoreAvailability } from '../../../contracts/availability';
import type { StorePaymentIntentReply, StoreSlot } from '../../../contracts/checkout';
import { formatBatchDay } from '../../../domain/daily-batch';
import { addDays, aucklandNow } from '../../../domain/delivery';
import { products, testPaymentIntents } from '../../db/schema';
import {
  addToCart,
  confirmOrder,
  createIntent,
  deliveryAddress,
  newShopper,
  nextDeliveryDay,
  payWithCard,
  placeOrder,
  relaxShopRules,
  saveDetails,
} from '../../test/checkout-helpers';
import { createCategory, createProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000' });
  await relaxShopRules(t);
  admin = bearer(await mintToken(t, adminClaims()));
  await createCategory(t, { slug: 'batch-breads', name: 'Batch Breads' });
});
afterAll(() => t.close());

const availability = async () => (await t.app.inject({ url: '/api/availability' })).json<StoreAvailability>().products;

/** A shopper who has bound details for `quantity` of the product on `address`'s day. */
async function bind(productId: string, quantity: number, address = deliveryAddress()) {
  const shopper = await newShopper(t);
  await addToCart(t, shopper, productId, quantity);
  const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
  return { shopper, intent, bound: await saveDetails(t, shopper, intent.paymentIntentId, address) };
}

const productCount = async () =>
  ((await t.database.db.execute(sql`select count(*)::int as n from products`)) as unknown as { rows: { n: number }[] })
    .rows[0]!.n;

describe('the product form', () => {
  const input = (overrides: Partial<AdminSaveProductInput> = {}): AdminSaveProductInput => ({
    name: `Batch Bagel ${Math.random().toString(36).slice(2, 7)}`,
    description: 'Boiled then baked',
    price: '4.50',
    category: 'batch-breads',
    image: '/images/products/placeholder.webp',
    ...overrides,
  });

  it('saves a daily batch and a pre-order window (Auckland wall-clock times)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin,
      payload: input({
        dailyBatch: '60',
        preorderOpensAt: '2026-10-01T09:00',
        preorderClosesAt: '2026-10-31T00:00',
        preorderDates: '2026-11-03, 2026-11-01,2026-11-02',
      }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<AdminProduct>()).toMatchObject({
      dailyBatch: 60,
      preorderOpensAt: '2026-09-30T20:00:00.000Z',
      preorderClosesAt: '2026-10-30T11:00:00.000Z',
      preorderDates: ['2026-11-01', '2026-11-02', '2026-11-03'],
    });
    const plain = await t.app.inject({ method: 'POST', url: '/api/admin/products', headers: admin, payload: input() });
    expect(plain.json<AdminProduct>()).toMatchObject({ dailyBatch: null, preorderDates: [], preorderOpensAt: null });
  });

  it.each([
    ['a negative batch', { dailyBatch: -1 }, 'dailyBatch'],
    [
      'a window that closes before it opens',
      { preorderOpensAt: '2026-10-10T09:00', preorderClosesAt: '2026-10-01T09:00', preorderDates: ['2026-11-01'] },
      'preorderClosesAt',
    ],
    [
      'a fulfilment date outside 2026-2052',
      { preorderOpensAt: '2026-10-01T09:00', preorderClosesAt: '2026-10-31T09:00', preorderDates: ['2053-01-01'] },
      'preorderDates',
    ],
    [
      'a window without dates',
      { preorderOpensAt: '2026-10-01T09:00', preorderClosesAt: '2026-10-31T09:00' },
      'preorderDates',
    ],
    ['a time that is not one', { preorderOpensAt: 'soon' }, 'preorderOpensAt'],
  ])('refuses %s with a 400 naming the field, and saves nothing', async (_name, fields, field) => {
    const before = await productCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin,
      payload: input(fields as Partial<AdminSaveProductInput>),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields)).toEqual([field]);
    const after = await productCount();
    expect(after).toBe(before);
  });
});

describe('a daily batch at checkout', () => {
  it('holds units with the place: the last one goes, then the day is sold out, named', async () => {
    const bagel = await createProduct(t, { name: 'Batch Test Bagel', priceCents: 450, dailyBatch: 3 });
    const address = deliveryAddress({ deliveryDate: nextDeliveryDay(5) });
    const day = formatBatchDay(address.deliveryDate);
    await placeOrder(t, await newShopper(t), bagel.id, 2, address);
    const tooMany = await bind(bagel.id, 2, address);
    expect(tooMany.bound.statusCode).toBe(409);
    expect(tooMany.bound.json()).toMatchObject({
      code: 'SOLD_OUT',
      message: `Only 1 Batch Test Bagel left for ${day}: lower the quantity or choose another day`,
      fields: { deliveryDate: expect.stringContaining(day) },
    });
    expect((await bind(bagel.id, 1, address)).bound.statusCode).toBe(200);
    const late = await bind(bagel.id, 1, address);
    expect(late.bound.statusCode).toBe(409);
    expect(late.bound.json().message).toBe(`Batch Test Bagel is sold out for ${day}: please choose another day`);
    // The next day is a new batch: nothing to restock.
    const nextDay = deliveryAddress({
      deliveryDate: nextDeliveryDay(6) === address.deliveryDate ? nextDeliveryDay(7) : nextDeliveryDay(6),
    });
    expect((await bind(bagel.id, 3, nextDay)).bound.statusCode).toBe(200);
  });

  it('refunds a payment that lands after its hold lapsed and another took the units', async () => {
    const bagel = await createProduct(t, { name: 'Lapsed Hold Bagel', priceCents: 450, dailyBatch: 1 });
    const address = deliveryAddress({ deliveryDate: nextDeliveryDay(8) });
    const first = await bind(bagel.id, 1, address);
    expect(first.bound.statusCode).toBe(200);
    await t.database.db.execute(sql`update slot_holds set expires_at = now() - interval '1 minute'`);
    await placeOrder(t, await newShopper(t), bagel.id, 1, address);
    await payWithCard(t, first.intent);
    const res = await confirmOrder(t, first.shopper, first.intent.paymentIntentId, address);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PAYMENT_REFUNDED');
    expect(res.json().message).toContain('sold out');
    const [intent] = await t.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, first.intent.paymentIntentId));
    expect(intent!.amountRefunded).toBe(intent!.amount);
  });

  it('shows the sold-out first day and the next with some; a cancelled order gives its units back once', async () => {
    const bagel = await createProduct(t, { name: 'Shown Sold Out Bagel', priceCents: 450, dailyBatch: 2 });
    const before = (await availability()).find((p) => p.productId === bagel.id)!;
    expect(before).toMatchObject({ dailyBatch: 2, unitsLeft: 2, soldOutOn: null });
    const firstDay = before.firstDay!;
    const slots = (await t.app.inject({ url: `/api/checkout/slots?date=${firstDay}&fulfilment=pickup` })).json<
      StoreSlot[]
    >();
    const slot = slots.find((s) => s.available)!.time;
    const address = deliveryAddress({ fulfilment: 'pickup', deliveryDate: firstDay, deliveryTime: slot });
    const { order } = await placeOrder(t, await newShopper(t), bagel.id, 2, address);
    const after = (await availability()).find((p) => p.productId === bagel.id)!;
    expect(after).toMatchObject({ unitsLeft: 0, soldOutOn: firstDay });
    expect(after.nextAvailable! > firstDay).toBe(true);
    expect(after.nextAvailable! <= addDays(aucklandNow().date, 60)).toBe(true);
    expect(after.soldOutDays).toEqual([{ date: firstDay, nextAvailable: after.nextAvailable }]);

    // The next day with some sells out too: the picker is told both days, each with its next day.
    const secondDay = after.nextAvailable!;
    const secondSlots = (await t.app.inject({ url: `/api/checkout/slots?date=${secondDay}&fulfilment=pickup` })).json<
      StoreSlot[]
    >();
    const second = deliveryAddress({
      fulfilment: 'pickup',
      deliveryDate: secondDay,
      deliveryTime: secondSlots.find((s) => s.available)!.time,
    });
    await placeOrder(t, await newShopper(t), bagel.id, 2, second);
    const both = (await availability()).find((p) => p.productId === bagel.id)!;
    expect(both.nextAvailable! > secondDay).toBe(true);
    expect(both.soldOutDays).toEqual([
      { date: firstDay, nextAvailable: both.nextAvailable },
      { date: secondDay, nextAvailable: both.nextAvailable },
    ]);

    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/cancel`,
        headers: admin,
        payload: { reason: 'Customer called' },
      });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(409);
    expect((await availability()).find((p) => p.productId === bagel.id)).toMatchObject({
      unitsLeft: 2,
      soldOutOn: null,
      nextAvailable: null,
      soldOutDays: [{ date: secondDay, nextAvailable: both.nextAvailable }],
    });
  });
});

describe('a seasonal pre-order', () => {
  const hours = (n: number) => new Date(Date.now() + n * 3_600_000);
  const setWindow = (id: string, window: Partial<typeof products.$inferInsert>) =>
    t.database.db.update(products).set(window).where(eq(products.id, id));

  /** Added to a cart while its window is open, then the window moves (`change`), then details are bound. */
  async function bindAfter(
    productId: string,
    address: ReturnType<typeof deliveryAddress>,
    change: () => Promise<unknown>,
  ) {
    const shopper = await newShopper(t);
    await addToCart(t, shopper, productId, 1);
    await change();
    const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
    return saveDetails(t, shopper, intent.paymentIntentId, address);
  }

  it('is refused by the cart outside its window, with the dates, and added inside it', async () => {
    const date = nextDeliveryDay(10);
    const box = await createProduct(t, {
      name: 'Eid Hamper',
      priceCents: 4200,
      preorderOpensAt: hours(24),
      preorderClosesAt: hours(48),
      preorderDates: [date],
    });
    const shopper = await newShopper(t);
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/cart',
        payload: { sessionId: shopper.sessionId, productId: box.id, quantity: 1 },
      });
    const early = await add();
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ code: 'PREORDER_NOT_OPEN', fields: { productId: expect.any(String) } });
    expect(early.json().message).toContain(formatBatchDay(date));
    await setWindow(box.id, { preorderOpensAt: hours(-48), preorderClosesAt: hours(-24) });
    const late = await add();
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'PREORDER_CLOSED' });
    expect(late.json().message).toContain(formatBatchDay(date));
    const lines = await t.database.db.execute(
      sql`select count(*)::int as n from cart_items where session_id = ${shopper.sessionId}`,
    );
    expect((lines as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    await setWindow(box.id, { preorderClosesAt: hours(24) });
    expect((await add()).statusCode).toBe(201);
  });

  it('refuses at binding outside its window and for a day it does not list, with the dates; takes it inside', async () => {
    const date = nextDeliveryDay(10);
    const other = nextDeliveryDay(12);
    const box = await createProduct(t, {
      name: 'Diwali Box',
      priceCents: 3500,
      preorderOpensAt: hours(-1),
      preorderClosesAt: hours(48),
      preorderDates: [date],
    });
    const address = deliveryAddress({ deliveryDate: date });
    const early = await bindAfter(box.id, address, () =>
      setWindow(box.id, { preorderOpensAt: hours(24), preorderClosesAt: hours(48) }),
    );
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      code: 'PREORDER_NOT_OPEN',
      fields: { deliveryDate: expect.any(String) },
    });
    expect(early.json().message).toContain(formatBatchDay(date));

    await setWindow(box.id, { preorderOpensAt: hours(-1), preorderClosesAt: hours(48) });
    const closed = await bindAfter(box.id, address, () =>
      setWindow(box.id, { preorderOpensAt: hours(-48), preorderClosesAt: hours(-24) }),
    );
    expect(closed.statusCode).toBe(400);
    expect(closed.json().code).toBe('PREORDER_CLOSED');

    await setWindow(box.id, { preorderClosesAt: hours(24) });
    const wrongDay = await bind(box.id, 1, deliveryAddress({ deliveryDate: other }));
    expect(wrongDay.bound.statusCode).toBe(400);
    expect(wrongDay.bound.json().code).toBe('PREORDER_DATE');
    expect(wrongDay.bound.json().message).toContain(`only for ${formatBatchDay(date)}`);

    expect((await bind(box.id, 1, address)).bound.statusCode).toBe(200);
    const shown = (await availability()).find((p) => p.productId === box.id)!;
    expect(shown.preorder).toMatchObject({ open: true, dates: [date] });
    expect(shown.firstDay).toBe(date);
  });
});
