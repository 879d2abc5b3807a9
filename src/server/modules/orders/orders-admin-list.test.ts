/**
 * The orders list's filters on the server (issue 22): fulfilment, due date (today, tomorrow or a
 * date, Auckland), search by phone digits however typed, and sorting by due date then slot start.
 * The same filters drive GET /api/admin/orders and the CSV.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../contracts/admin-orders';
import { addDays, aucklandNow } from '../../../domain/delivery';
import { orders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';
import { toOrderFilters } from './orders-admin.service';
import { AdminOrdersExportQuery } from './orders-csv';

let t: TestApp;
let admin: Record<string, string>;
const SATURDAY = '2030-03-16';
const today = aucklandNow().date;

async function insertOrder(values: Partial<typeof orders.$inferInsert>) {
  const [order] = await t.database.db
    .insert(orders)
    .values({
      subtotalCents: 2000,
      totalCents: 2300,
      customerName: 'List Customer',
      customerEmail: 'list@example.co.nz',
      stripePaymentIntentId: `pi_list_${randomUUID()}`,
      deliveryDate: SATURDAY,
      deliveryTime: '11:00-13:00',
      ...values,
    })
    .returning();
  return order!;
}

async function list(query: string): Promise<{ names: string[]; total: number }> {
  const res = await t.app.inject({ url: `/api/admin/orders?${query}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<AdminOrder[]>();
  return { names: body.map((o) => o.customerName), total: Number(res.headers['x-total-count']) };
}
const names = async (query: string) => (await list(query)).names;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await mintToken(t, adminClaims()));
  await t.database.db.delete(orders);
  // Saturday's orders, placed in an order that is not their slot order; the slots' text order
  // ("11:00" < "13:00" < "9:00") is not their time order either.
  await insertOrder({ customerName: 'Afternoon Pickup', fulfilment: 'pickup', deliveryTime: '13:00-15:00' });
  await insertOrder({
    customerName: 'Early Delivery',
    deliveryTime: '9:00-11:00',
    deliveryPhone: '+64 21 555 1234',
  });
  await insertOrder({ customerName: 'Written Slot', fulfilment: 'pickup', deliveryTime: '3:00 PM - 5:00 PM' });
  await insertOrder({ customerName: 'Midday Delivery', deliveryTime: '11:00-13:00', deliveryPhone: '09-377 0000' });
  await insertOrder({ customerName: 'Friday Order', deliveryDate: '2030-03-15', deliveryTime: '17:00-19:00' });
  await insertOrder({ customerName: 'Due Today', deliveryDate: today, fulfilment: 'pickup' });
  await insertOrder({ customerName: 'Due Tomorrow', deliveryDate: addDays(today, 1), deliveryPhone: '0215559999' });
});
afterAll(() => t.close());

describe('GET /api/admin/orders with filters', () => {
  it('sorts by due date, then by where the slot starts, not by its text', async () => {
    const { names: asc } = await list(`due=${SATURDAY}&sort=deliveryDate&order=asc`);
    expect(asc).toEqual(['Early Delivery', 'Midday Delivery', 'Afternoon Pickup', 'Written Slot']);
    const { names: all } = await list('sort=deliveryDate&order=asc');
    expect(all.slice(0, 2)).toEqual(['Due Today', 'Due Tomorrow']);
    expect(all.slice(2)).toEqual(['Friday Order', ...asc]);
    expect(await names('sort=deliveryDate&order=desc')).toEqual([...all].reverse());
  });

  it('keeps deliveries or pickups, and counts the matches in X-Total-Count', async () => {
    const pickups = await list(`fulfilment=pickup&due=${SATURDAY}&sort=deliveryDate&order=asc`);
    expect(pickups).toEqual({ names: ['Afternoon Pickup', 'Written Slot'], total: 2 });
    const deliveries = await list('fulfilment=delivery&sort=deliveryDate&order=asc');
    expect(deliveries.names).toEqual(['Due Tomorrow', 'Friday Order', 'Early Delivery', 'Midday Delivery']);
    expect(deliveries.total).toBe(4);
    // A page of matches still says how many match.
    expect(await list('fulfilment=delivery&limit=1')).toMatchObject({ total: 4 });
  });

  it('finds orders due today or tomorrow in Auckland, or on a date', async () => {
    expect(await names('due=today')).toEqual(['Due Today']);
    expect(await names('due=tomorrow')).toEqual(['Due Tomorrow']);
    expect(await names('due=2030-03-15')).toEqual(['Friday Order']);
    expect((await list('due=all')).total).toBe(7);
  });

  it.each([
    ['021 555 1234', ['Early Delivery']],
    ['+64 21 555 1234', ['Early Delivery']],
    ['64215551234', ['Early Delivery']],
    ['(021) 555-1234', ['Early Delivery']],
    ['5551234', ['Early Delivery']],
    ['+64 21 555 9999', ['Due Tomorrow']],
    ['09 377 0000', ['Midday Delivery']],
    ['+6493770000', ['Midday Delivery']],
  ])('finds the phone number from %s', async (search, expected) => {
    expect(await names(`search=${encodeURIComponent(search)}`)).toEqual(expected);
  });

  it('searches names as text, not as a phone number', async () => {
    expect(await names('search=early')).toEqual(['Early Delivery']);
    expect(await names(`search=${encodeURIComponent('021 555 0000')}`)).toEqual([]);
  });

  it('filters the CSV the same way', async () => {
    const res = await t.app.inject({
      url: `/api/admin/orders/export.csv?fulfilment=pickup&due=${SATURDAY}&sort=deliveryDate&order=asc`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const customers = res.body
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split('","')[2]);
    expect(customers).toEqual(['Afternoon Pickup', 'Written Slot']);
  });

  it.each([
    ['fulfilment=courier', 'fulfilment'],
    ['due=yesterday', 'due'],
    ['due=2030-02-31', 'due'],
    ['sort=slot', 'sort'],
  ])('refuses %s with 400 and the field named, on the list and the CSV', async (query, field) => {
    for (const url of [`/api/admin/orders?${query}`, `/api/admin/orders/export.csv?${query}`]) {
      const res = await t.app.inject({ url, headers: admin });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fields, url).toHaveProperty(field);
    }
  });
});

describe('due days are Auckland days', () => {
  it('reads today and tomorrow at a fixed instant, across the date line', () => {
    // 2026-11-27 11:30 UTC is 00:30 on Saturday 28 November in Auckland (NZDT, +13).
    const instant = new Date('2026-11-27T11:30:00Z');
    const filters = (due: string) => toOrderFilters(AdminOrdersExportQuery.parse({ due }), instant).dueOn;
    expect(filters('today')).toBe('2026-11-28');
    expect(filters('tomorrow')).toBe('2026-11-29');
    expect(filters('2026-12-24')).toBe('2026-12-24');
    expect(filters('all')).toBeUndefined();
  });
});
