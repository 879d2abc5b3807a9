/**
 * The kitchen's production sheet (issue 22): totals grouped by the shop's categories, each order
 * with the phone to call, the decorator's list of cake messages, and the data of one docket per
 * order, read from the real database (PGlite, and PostgreSQL with TEST_DB=postgres).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { AdminProductionSheet } from '../../../contracts/admin-orders';
import type { StoreProduct } from '../../../contracts/catalog';
import { uniformCapacity } from '../../../domain/kitchen-capacity';
import { orderItems, orders, products } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { createCategory, createProduct, insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, customerClaims, mintToken } from '../../test/tokens';

let t: TestApp;
let admin: Record<string, string>;
let cake: StoreProduct;
let tart: StoreProduct;
let laddoo: StoreProduct;
let doomed: StoreProduct;

beforeAll(async () => {
  t = await createTestApp();
  // Categories in the shop's order: Cakes first, then Indian Sweets, then Pastries (not by name).
  await createCategory(t, { slug: 'prod-cakes', name: 'Cakes', sortOrder: 1 });
  await createCategory(t, { slug: 'prod-indian', name: 'Indian Sweets', sortOrder: 2 });
  await createCategory(t, { slug: 'prod-pastries', name: 'Pastries & Breads', sortOrder: 3 });
  cake = await createProduct(t, { name: 'Chocolate Cake', category: 'prod-cakes' });
  tart = await createProduct(t, { name: 'Lemon Tart', category: 'prod-pastries' });
  laddoo = await createProduct(t, { name: 'Besan Laddoo', category: 'prod-indian' });
  doomed = await createProduct(t, { name: 'Retired Rock Cake', category: 'prod-pastries' });
  const user = await insertUser(t.database.db, {
    issuer: t.config.oidc.issuer,
    email: 'kitchen@example.co.nz',
    emailVerified: true,
  });
  admin = bearer(await mintToken(t, adminClaims({ sub: user.subject, email: 'kitchen@example.co.nz' })));
});
afterAll(() => t.close());

const sheetFor = async (date: string, headers = admin) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/production?date=${date}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminProductionSheet>();
};

type Item = Partial<typeof orderItems.$inferInsert> & { product?: StoreProduct };

/** An order written straight to the tables: a chosen day, slot, status, phone and items. */
async function insertOrder(values: Partial<typeof orders.$inferInsert>, items: Item[]) {
  const [order] = await t.database.db
    .insert(orders)
    .values({
      subtotalCents: 2000,
      totalCents: 2300,
      gstCents: 300,
      customerName: 'Aroha Ngata',
      customerEmail: 'aroha@example.co.nz',
      stripePaymentIntentId: `pi_prod_${randomUUID()}`,
      deliveryTime: '11:00-13:00',
      deliveryAddress: '5 Karangahape Road',
      deliverySuburb: 'Newton',
      deliveryCity: 'Auckland',
      deliveryPostalCode: '1010',
      deliveryPhone: '021 555 0100',
      ...values,
    })
    .returning();
  await t.database.db.insert(orderItems).values(
    items.map(({ product, ...item }) => ({
      orderId: order!.id,
      productId: product?.id ?? null,
      productName: product?.name ?? 'Mystery Loaf',
      size: null,
      quantity: 1,
      unitPriceCents: 2000,
      lineTotalCents: 2000,
      ...item,
    })),
  );
  return order!;
}

describe('GET /api/admin/production: totals by category', () => {
  it("groups the day's lines under the shop's categories in their order, sums them, and puts deleted products under Other", async () => {
    const day = '2031-08-01';
    await insertOrder({ deliveryDate: day }, [
      { product: tart, quantity: 6 },
      { product: cake, size: 'Half Cake', quantity: 1 },
      { product: doomed, quantity: 2 },
    ]);
    await insertOrder({ deliveryDate: day, deliveryTime: '9:00-11:00' }, [
      { product: cake, size: 'Full Cake', quantity: 1 },
      { product: cake, size: 'Half Cake', quantity: 2 },
      { product: laddoo, size: '500 g', quantity: 3 },
      { productName: 'Kūmara Loaf (old menu)', quantity: 4 },
    ]);
    await insertOrder({ deliveryDate: day, status: 'cancelled' }, [{ product: tart, quantity: 50 }]);
    await insertOrder({ deliveryDate: '2031-08-02' }, [{ product: laddoo, quantity: 9 }]);
    // A product deleted after the order was placed: its lines lose the product, not the bake.
    await t.database.db.update(orderItems).set({ productId: null }).where(eq(orderItems.productId, doomed.id));
    await t.database.db.delete(products).where(eq(products.id, doomed.id));

    const sheet = await sheetFor(day);
    expect(sheet.groups).toEqual([
      {
        category: 'Cakes',
        quantity: 4,
        lines: [
          { productName: 'Chocolate Cake', size: 'Full Cake', quantity: 1 },
          { productName: 'Chocolate Cake', size: 'Half Cake', quantity: 3 },
        ],
      },
      { category: 'Indian Sweets', quantity: 3, lines: [{ productName: 'Besan Laddoo', size: '500 g', quantity: 3 }] },
      { category: 'Pastries & Breads', quantity: 6, lines: [{ productName: 'Lemon Tart', size: null, quantity: 6 }] },
      {
        category: 'Other',
        quantity: 6,
        lines: [
          { productName: 'Kūmara Loaf (old menu)', size: null, quantity: 4 },
          { productName: 'Retired Rock Cake', size: null, quantity: 2 },
        ],
      },
    ]);
  });

  it('follows a category moved up the shop’s order', async () => {
    const day = '2031-08-03';
    await createCategory(t, { slug: 'prod-arabian', name: 'Arabian Sweets', sortOrder: 0 });
    const baklava = await createProduct(t, { name: 'Baklava', category: 'prod-arabian' });
    await insertOrder({ deliveryDate: day }, [{ product: cake }, { product: baklava, quantity: 12 }]);
    expect((await sheetFor(day)).groups.map((group) => [group.category, group.quantity])).toEqual([
      ['Arabian Sweets', 12],
      ['Cakes', 1],
    ]);
  });
});

describe('GET /api/admin/production: orders, phones and dockets', () => {
  it('gives each line the allergens its product declares and flags instructions naming an allergy', async () => {
    const day = '2031-08-09';
    const pista = await createProduct(t, {
      name: 'Pista Barfi',
      category: 'prod-indian',
      allergens: ['milk', 'pistachio'],
    });
    await insertOrder({ deliveryDate: day, specialInstructions: 'Anaphylactic to sesame' }, [
      { product: pista },
      { productName: 'Gone Loaf' },
    ]);
    await insertOrder({ deliveryDate: day, deliveryTime: '15:00-17:00', specialInstructions: 'Ring twice' }, [
      { product: pista },
    ]);
    const [flagged, calm] = (await sheetFor(day)).orders;
    expect(flagged).toMatchObject({
      allergyNoted: true,
      items: [
        { productName: 'Gone Loaf', allergens: [] },
        { productName: 'Pista Barfi', allergens: ['milk', 'pistachio'] },
      ],
    });
    expect(calm).toMatchObject({ allergyNoted: false, items: [{ allergens: ['milk', 'pistachio'] }] });
  });

  it('lists every order by slot time with its phone, address, instructions and piece count', async () => {
    const day = '2031-08-04';
    const delivery = await insertOrder(
      {
        deliveryDate: day,
        deliveryTime: '15:00-17:00',
        customerName: 'Late Lou',
        deliveryPhone: '  +64 9 555 0199 ',
        specialInstructions: 'Leave with the neighbour at no. 7',
      },
      [
        { product: tart, quantity: 4 },
        { product: cake, size: 'Small', quantity: 1 },
      ],
    );
    const pickup = await insertOrder(
      {
        deliveryDate: day,
        deliveryTime: '9:00-11:00',
        fulfilment: 'pickup',
        deliveryAddress: null,
        customerName: 'Early Ema',
        deliveryPhone: '022 123 4567',
      },
      [{ product: laddoo, quantity: 2 }],
    );
    const noPhone = await insertOrder(
      { deliveryDate: day, deliveryTime: '11:00-13:00', deliveryPhone: null, customerName: 'Quiet Quinn' },
      [{ product: cake }],
    );

    const sheet = await sheetFor(day);
    // 9:00 comes before 11:00 and 15:00 (as times, not as text).
    expect(sheet.orders.map((order) => order.orderId)).toEqual([pickup.id, noPhone.id, delivery.id]);
    expect(sheet.orders[0]).toMatchObject({
      orderNumber: pickup.orderNumber,
      customerName: 'Early Ema',
      phone: '022 123 4567',
      fulfilment: 'pickup',
      deliveryTime: '9:00-11:00',
      deliveryAddress: null,
      itemCount: 2,
    });
    expect(sheet.orders[1]).toMatchObject({ customerName: 'Quiet Quinn', phone: null, itemCount: 1 });
    expect(sheet.orders[2]).toMatchObject({
      customerName: 'Late Lou',
      phone: '+64 9 555 0199',
      fulfilment: 'delivery',
      deliveryAddress: '5 Karangahape Road, Newton, Auckland 1010',
      specialInstructions: 'Leave with the neighbour at no. 7',
      itemCount: 5,
    });
    expect(sheet.orders[2]!.items.map((item) => [item.productName, item.size, item.quantity])).toEqual([
      ['Chocolate Cake', 'Small', 1],
      ['Lemon Tart', null, 4],
    ]);
  });

  it('leaves a cancelled order off the sheet, its docket and its cake message', async () => {
    const day = '2031-08-05';
    const kept = await insertOrder({ deliveryDate: day }, [{ product: cake, customization: 'Kept' }]);
    await insertOrder({ deliveryDate: day, status: 'cancelled' }, [{ product: cake, customization: 'Gone' }]);
    const sheet = await sheetFor(day);
    expect(sheet.orders.map((order) => order.orderId)).toEqual([kept.id]);
    expect(sheet.cakeMessages.map((m) => m.message)).toEqual(['Kept']);
  });
});

describe('GET /api/admin/production: the decorator’s cake messages', () => {
  it('lists every message by slot time then order number, with product, size and quantity, and skips blank ones', async () => {
    const day = '2031-08-06';
    const afternoon = await insertOrder({ deliveryDate: day, deliveryTime: '13:00-15:00' }, [
      { product: cake, size: 'Full Cake', customization: 'Happy 40th Mum <3' },
      { product: tart, quantity: 3 },
    ]);
    const morningB = await insertOrder({ deliveryDate: day, deliveryTime: '9:00-11:00' }, [
      { product: cake, size: 'Small', quantity: 2, customization: 'Ka pai, Hemi!' },
      { product: cake, size: 'Large', customization: '   ' },
    ]);
    const morningA = await insertOrder({ deliveryDate: day, deliveryTime: '9:00-11:00' }, [
      { product: cake, size: 'Half Cake', customization: 'Mazel tov' },
    ]);
    // Order numbers grow with insertion: morningA was placed after morningB.
    expect(morningA.orderNumber).toBeGreaterThan(morningB.orderNumber);

    const sheet = await sheetFor(day);
    expect(sheet.cakeMessages).toEqual([
      {
        orderId: morningB.id,
        orderNumber: morningB.orderNumber,
        deliveryTime: '9:00-11:00',
        productName: 'Chocolate Cake',
        size: 'Small',
        quantity: 2,
        message: 'Ka pai, Hemi!',
      },
      {
        orderId: morningA.id,
        orderNumber: morningA.orderNumber,
        deliveryTime: '9:00-11:00',
        productName: 'Chocolate Cake',
        size: 'Half Cake',
        quantity: 1,
        message: 'Mazel tov',
      },
      {
        orderId: afternoon.id,
        orderNumber: afternoon.orderNumber,
        deliveryTime: '13:00-15:00',
        productName: 'Chocolate Cake',
        size: 'Full Cake',
        quantity: 1,
        message: 'Happy 40th Mum <3',
      },
    ]);
    // The message stays on its order's item too, for the order's docket.
    expect(sheet.orders.find((o) => o.orderId === afternoon.id)!.items).toContainEqual(
      expect.objectContaining({ message: 'Happy 40th Mum <3' }),
    );
  });

  it('answers an empty sheet for a quiet day', async () => {
    const sheet = await sheetFor('2031-01-02');
    expect(sheet).toMatchObject({ date: '2031-01-02', groups: [], orders: [], cakeMessages: [] });
    expect(sheet.kitchen.day.used).toBe(0);
    expect(sheet.kitchen.slots.every((slot) => slot.used === 0 && slot.left === slot.capacity)).toBe(true);
  });
});

describe('GET /api/admin/production: kitchen minutes', () => {
  it('shows minutes used against capacity per slot and for the day: effort × quantity of the orders', async () => {
    const day = '2030-06-12';
    // 240 minutes a slot, 1200 a day.
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/kitchen-capacity',
      headers: admin,
      payload: { capacity: uniformCapacity(240) },
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
    // Three cakes at 30 minutes and ten laddoo at 5 in the morning; four tarts at 3 after lunch.
    await insertOrder({ deliveryDate: day, deliveryTime: '9:00-11:00', effortMinutes: 3 * 30 + 10 * 5 }, [
      { product: cake, quantity: 3 },
      { product: laddoo, quantity: 10 },
    ]);
    await insertOrder({ deliveryDate: day, deliveryTime: '13:00-15:00', effortMinutes: 4 * 3 }, [
      { product: tart, quantity: 4 },
    ]);
    // Cancelled: gives its minutes back.
    await insertOrder({ deliveryDate: day, deliveryTime: '13:00-15:00', effortMinutes: 8 * 30, status: 'cancelled' }, [
      { product: cake, quantity: 8 },
    ]);

    const sheet = await sheetFor(day);
    expect(sheet.kitchen.day).toEqual({ capacity: 1200, used: 152, left: 1048 });
    expect(sheet.kitchen.slots).toEqual([
      { time: '9:00-11:00', capacity: 240, used: 140, left: 100 },
      { time: '11:00-13:00', capacity: 240, used: 0, left: 240 },
      { time: '13:00-15:00', capacity: 240, used: 12, left: 228 },
      { time: '15:00-17:00', capacity: 240, used: 0, left: 240 },
      { time: '17:00-19:00', capacity: 240, used: 0, left: 240 },
    ]);
  });
});

describe('GET /api/admin/production: who may read it', () => {
  it('refuses a customer (403) and a visitor (401)', async () => {
    const customer = bearer(await mintToken(t, customerClaims({ email: 'shopper@example.co.nz' })));
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/production?date=2031-08-01',
      headers: customer,
    });
    expect(asCustomer.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/production?date=2031-08-01' });
    expect(anonymous.statusCode).toBe(401);
  });
});
