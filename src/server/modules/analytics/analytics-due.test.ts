/**
 * The dashboard's day-of-work figures (issue 22) at a fixed instant: orders due today and tomorrow
 * (Auckland days, deliveries and pickups, cancelled ones left out) with how many are not started,
 * unread messages, and an Attention card that names them instead of saying all is clear.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAnalytics } from '../../../contracts/admin-analytics';
import { applyCustomerTotals, clearCustomerTotals } from '../../db/customer-totals';
import { contactMessages, orders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';
import { createAnalyticsService } from './analytics.service';

let t: TestApp;
// Friday 2030-03-15 20:30 UTC is Saturday 2030-03-16 09:30 in Auckland (NZDT, +13).
const NOW = new Date('2030-03-15T20:30:00Z');
const SATURDAY = '2030-03-16';
const SUNDAY = '2030-03-17';

/** An order written straight into the table, its change applied to the stored totals as the shop's writes do. */
async function insertOrder(values: Partial<typeof orders.$inferInsert>) {
  const [row] = await t.database.db
    .insert(orders)
    .values({
      subtotalCents: 2000,
      totalCents: 2300,
      customerName: 'Dashboard Customer',
      customerEmail: 'dash@example.co.nz',
      stripePaymentIntentId: `pi_dash_${randomUUID()}`,
      deliveryTime: '11:00-13:00',
      // Placed the day before, so "No orders today" is raised as the spec says.
      createdAt: new Date('2030-03-14T22:00:00Z'),
      ...values,
    })
    .returning();
  await applyCustomerTotals(t.database.db, null, row!);
}

const dashboard = (): Promise<AdminAnalytics> => createAnalyticsService(t.database.db).dashboard(NOW);

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.delete(orders);
  await clearCustomerTotals(t.database.db);
  await t.database.db.delete(contactMessages);
});
afterAll(() => t.close());

describe('the dashboard on a Saturday morning', () => {
  it('says all clear when nothing is due, unread or pending, and the placed-today figures stay', async () => {
    const figures = await dashboard();
    expect(figures.today).toBe(SATURDAY);
    expect(figures.dueToday).toEqual({ date: SATURDAY, orders: 0, notStarted: 0 });
    expect(figures.dueTomorrow).toEqual({ date: SUNDAY, orders: 0, notStarted: 0 });
    expect(figures.unreadMessages).toBe(0);
    expect(figures.attention.map((a) => a.kind)).toEqual(['no-orders-today']);
  });

  it('counts orders due today and tomorrow, with those not started, and names them', async () => {
    await insertOrder({ deliveryDate: SATURDAY, status: 'orderconfirmed' });
    await insertOrder({ deliveryDate: SATURDAY, status: 'inprogress', fulfilment: 'pickup' });
    await insertOrder({ deliveryDate: SATURDAY, status: 'cancelled' });
    for (let i = 0; i < 9; i += 1) {
      await insertOrder({ deliveryDate: SUNDAY, status: i < 7 ? 'orderconfirmed' : 'inprogress' });
    }
    // Due on Friday (yesterday) or Monday: neither today nor tomorrow.
    await insertOrder({ deliveryDate: '2030-03-15', status: 'orderconfirmed' });
    await insertOrder({ deliveryDate: '2030-03-18', status: 'orderconfirmed' });
    // Placed today: the spec's placed-today figure counts it; it is due on Monday.
    await insertOrder({ deliveryDate: '2030-03-18', createdAt: new Date('2030-03-15T19:00:00Z') });

    const figures = await dashboard();
    expect(figures.dueToday).toEqual({ date: SATURDAY, orders: 2, notStarted: 1 });
    expect(figures.dueTomorrow).toEqual({ date: SUNDAY, orders: 9, notStarted: 7 });
    expect(figures.todayOrders).toBe(1);
    expect(figures.attention).toEqual([
      {
        kind: 'due-today',
        title: 'Due today',
        message: '2 orders are due today, 1 not started yet.',
        href: '/admin/orders?due=today&sort=deliveryDate&order=asc',
      },
      {
        kind: 'due-tomorrow',
        title: 'Due tomorrow',
        message: '9 orders are due tomorrow, 7 not started yet.',
        href: '/admin/orders?due=tomorrow&sort=deliveryDate&order=asc',
      },
    ]);
  });

  it('names unread messages until they are handled', async () => {
    await t.database.db
      .insert(contactMessages)
      .values({ name: 'Mere', email: 'mere@example.co.nz', message: 'A wedding cake for 80?', source: 'contact' });
    await t.database.db
      .insert(contactMessages)
      .values({ name: 'Old', email: 'old@example.co.nz', message: 'Thanks!', source: 'home', handledAt: NOW });
    let figures = await dashboard();
    expect(figures.unreadMessages).toBe(1);
    expect(figures.attention.find((a) => a.kind === 'unread-messages')).toEqual({
      kind: 'unread-messages',
      title: 'Unread messages',
      message: '1 message waits for a reply.',
      href: '/admin/messages',
    });
    await t.database.db.update(contactMessages).set({ handledAt: NOW });
    figures = await dashboard();
    expect(figures.unreadMessages).toBe(0);
    expect(figures.attention.map((a) => a.kind)).not.toContain('unread-messages');
  });

  it('keeps naming tomorrow once all of it is started; today leaves when nothing waits', async () => {
    const before = await t.database.db.select().from(orders);
    const after = await t.database.db.update(orders).set({ status: 'inprogress' }).returning();
    for (const row of after)
      await applyCustomerTotals(
        t.database.db,
        before.find((b) => b.id === row.id)!,
        row,
      );
    const figures = await dashboard();
    expect(figures.attention.map((a) => a.kind)).toEqual(['due-tomorrow']);
    expect(figures.attention[0]!.message).toBe('9 orders are due tomorrow, all started.');
  });

  it('answers over HTTP with the same shape', async () => {
    const admin = bearer(await mintToken(t, adminClaims()));
    const res = await t.app.inject({ url: '/api/admin/analytics', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      dueToday: { orders: expect.any(Number), notStarted: expect.any(Number) },
      dueTomorrow: { orders: expect.any(Number), notStarted: expect.any(Number) },
      unreadMessages: 0,
    });
  });
});
