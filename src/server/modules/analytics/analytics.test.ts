/**
 * GET /api/admin/analytics (admin spec sections 2, 7, 9) with real orders placed through the
 * checkout, then moved in time or status in the database to build the days the figures read.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAnalytics } from '../../../contracts/admin-analytics';
import type { StoreOrder } from '../../../contracts/checkout';
import type { StoreProduct } from '../../../contracts/catalog';
import { addDays, aucklandInstant, aucklandNow } from '../../../domain/delivery';
import { formatMoneyString, parseMoney } from '../../../domain/money';
import { applyCustomerTotals } from '../../db/customer-totals';
import { orders } from '../../db/schema';
import { placeOrder, relaxShopRules } from '../../test/checkout-helpers';
import { createCustomer, createProduct, type Customer } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, customerClaims, mintToken } from '../../test/tokens';
import { attentionItems, averageCents, growthPercent } from './analytics.service';

let t: TestApp;
let admin: Record<string, string>;
let baklava: StoreProduct;
let cake: StoreProduct;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000' });
  await relaxShopRules(t);
  baklava = await createProduct(t, { name: 'Analytics Baklava', priceCents: 1250 });
  cake = await createProduct(t, { name: 'Analytics Sponge', priceCents: 4000 });
  admin = bearer(await mintToken(t, adminClaims()));
});
afterAll(() => t.close());

async function analytics(): Promise<AdminAnalytics> {
  const res = await t.app.inject({ url: '/api/admin/analytics', headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json<AdminAnalytics>();
}

const cents = (money: string) => parseMoney(money);
const money = (value: number) => formatMoneyString(value);

/**
 * Changes orders straight in the table, as a fixture must, and applies what changed to the stored
 * totals as the shop's own writes do (decision 0224: the dashboard reads those, not the orders).
 */
async function rewrite(ids: string[], set: Partial<typeof orders.$inferInsert>) {
  await t.database.db.transaction(async (tx) => {
    for (const id of ids) {
      const [before] = await tx.select().from(orders).where(eq(orders.id, id));
      const [after] = await tx.update(orders).set(set).where(eq(orders.id, id)).returning();
      await applyCustomerTotals(tx, before!, after!);
    }
  });
}

/** Moves an order's placing time (the checkout always places "now"). */
const placedAt = (order: StoreOrder, instant: number) => rewrite([order.id], { createdAt: new Date(instant) });

describe('the growth rule (admin spec section 9)', () => {
  it('is (today − yesterday) / yesterday × 100, 100 from nothing, 0 when both are 0', () => {
    expect(growthPercent(0, 0)).toBe(0);
    expect(growthPercent(3, 0)).toBe(100);
    expect(growthPercent(3, 1)).toBe(200);
    expect(growthPercent(2, 2)).toBe(0);
    expect(growthPercent(1, 2)).toBe(-50);
    expect(growthPercent(0, 4)).toBe(-100);
    expect(growthPercent(1, 3)).toBe(-66.7);
  });

  it('averages to the cent and gives 0 without orders', () => {
    expect(averageCents(0, 0)).toBe(0);
    expect(averageCents(1000, 3)).toBe(333);
    expect(averageCents(1001, 2)).toBe(501);
  });

  it("raises 'High pending orders' above 5 pending and 'No orders today' at none", () => {
    const none = { orders: 0, notStarted: 0, date: '2030-03-16' };
    const facts = (pending: number, todayOrders: number) => ({
      pending,
      todayOrders,
      dueToday: none,
      dueTomorrow: none,
      unreadMessages: 0,
    });
    expect(attentionItems(facts(5, 1))).toEqual([]);
    expect(attentionItems(facts(6, 1)).map((a) => a.title)).toEqual(['High pending orders']);
    expect(attentionItems(facts(0, 0)).map((a) => a.title)).toEqual(['No orders today']);
  });
});

describe('GET /api/admin/analytics', () => {
  it('refuses anyone but an admin', async () => {
    expect((await t.app.inject({ url: '/api/admin/analytics' })).statusCode).toBe(401);
    const customer = bearer(await mintToken(t, customerClaims()));
    expect((await t.app.inject({ url: '/api/admin/analytics', headers: customer })).statusCode).toBe(403);
  });

  it('starts from zero: 30 empty Auckland days ending today, no growth, and "No orders today"', async () => {
    const figures = await analytics();
    const today = aucklandNow().date;
    expect(figures.today).toBe(today);
    expect(figures).toMatchObject({
      totalOrders: 0,
      totalRevenue: '0.00',
      averageOrderValue: '0.00',
      todayOrders: 0,
      yesterdayOrders: 0,
      orderGrowth: 0,
      revenueGrowth: 0,
      weekOrders: 0,
      weekRevenue: '0.00',
      recentOrders: [],
      topCustomers: [],
    });
    expect(figures.daily).toHaveLength(30);
    expect(figures.daily.map((d) => d.date)).toEqual(Array.from({ length: 30 }, (_, i) => addDays(today, i - 29)));
    expect(figures.daily.every((d) => d.orders === 0 && d.revenue === '0.00')).toBe(true);
    expect(figures.attention.map((a) => a.title)).toEqual(['No orders today']);
    // The statuses staff set, a delivery's four and a pickup's two, are always in the overview.
    expect(figures.ordersByStatus).toEqual(
      expect.arrayContaining(
        ['orderconfirmed', 'inprogress', 'outfordelivery', 'delivered', 'readyforpickup', 'collected'].map(
          (status) => ({ status, count: 0 }),
        ),
      ),
    );
  });

  describe('with orders on both sides of midnight in Auckland', () => {
    let before: AdminAnalytics;
    let aroha: Customer;
    let wiremu: Customer;
    const placed: Record<string, StoreOrder> = {};
    const today = aucklandNow().date;
    const midnight = aucklandInstant(today, 0);

    beforeAll(async () => {
      before = await analytics();
      aroha = await createCustomer(t, {
        name: 'Aroha Analytics',
        firstName: 'Aroha',
        lastName: 'Analytics',
        email: 'aroha.analytics@example.com',
      });
      wiremu = await createCustomer(t, {
        name: 'Wiremu Analytics',
        firstName: 'Wiremu',
        lastName: 'Analytics',
        email: 'wiremu.analytics@example.com',
      });
      // Aroha: today, yesterday a minute before midnight, ten days ago.
      placed.todayA = (await placeOrder(t, aroha, baklava.id, 2)).order as StoreOrder;
      placed.lateYesterday = (await placeOrder(t, aroha, cake.id, 1)).order as StoreOrder;
      await placedAt(placed.lateYesterday, midnight - 60_000);
      placed.tenDaysAgo = (await placeOrder(t, aroha, baklava.id, 1)).order as StoreOrder;
      await placedAt(placed.tenDaysAgo, aucklandInstant(addDays(today, -10), 12 * 60));
      // Wiremu: just after midnight today, forty days ago (outside the chart), and one cancelled today.
      placed.earlyToday = (await placeOrder(t, wiremu, cake.id, 2)).order as StoreOrder;
      await placedAt(placed.earlyToday, Math.min(midnight + 30_000, Date.now()));
      placed.fortyDaysAgo = (await placeOrder(t, wiremu, baklava.id, 3)).order as StoreOrder;
      await placedAt(placed.fortyDaysAgo, aucklandInstant(addDays(today, -40), 9 * 60));
      placed.cancelled = (await placeOrder(t, wiremu, cake.id, 3)).order as StoreOrder;
      // Cancelled with its payment refunded, as the staff cancel leaves it.
      await rewrite([placed.cancelled.id], {
        status: 'cancelled',
        cancelledAt: new Date(),
        cancelReason: 'Customer called',
        refundedCents: cents(placed.cancelled.totalAmount),
      });
    });

    const total = (...names: string[]) => names.reduce((sum, name) => sum + cents(placed[name]!.totalAmount), 0);

    it('counts every order, and takes revenue and the average from orders not cancelled', async () => {
      const figures = await analytics();
      expect(figures.totalOrders).toBe(6);
      expect(figures.cancelledOrders).toBe(1);
      const revenue = total('todayA', 'lateYesterday', 'tenDaysAgo', 'earlyToday', 'fortyDaysAgo');
      expect(figures.totalRevenue).toBe(money(revenue));
      expect(figures.averageOrderValue).toBe(money(Math.round(revenue / 5)));
      expect(figures.totalCustomers).toBe(before.totalCustomers + 2);
    });

    it("splits today and yesterday at Auckland's midnight and compares them by the growth rule", async () => {
      const figures = await analytics();
      // Today: two orders and the cancelled one (counted, but no takings); yesterday: the one at 23:59.
      expect(figures.todayOrders).toBe(3);
      expect(figures.todayRevenue).toBe(money(total('todayA', 'earlyToday')));
      expect(figures.yesterdayOrders).toBe(1);
      expect(figures.yesterdayRevenue).toBe(money(total('lateYesterday')));
      expect(figures.orderGrowth).toBe(200);
      expect(figures.revenueGrowth).toBe(growthPercent(total('todayA', 'earlyToday'), total('lateYesterday')));
      expect(figures.attention.map((a) => a.title)).not.toContain('No orders today');
    });

    it('gives the last 7 days and a 30-day series with the quiet days as zeros', async () => {
      const figures = await analytics();
      expect(figures.weekOrders).toBe(4);
      expect(figures.weekRevenue).toBe(money(total('todayA', 'earlyToday', 'lateYesterday')));
      const day = (date: string) => figures.daily.find((d) => d.date === date);
      expect(day(today)).toEqual({ date: today, orders: 3, revenue: money(total('todayA', 'earlyToday')) });
      expect(day(addDays(today, -1))).toEqual({
        date: addDays(today, -1),
        orders: 1,
        revenue: money(total('lateYesterday')),
      });
      expect(day(addDays(today, -10))).toEqual({
        date: addDays(today, -10),
        orders: 1,
        revenue: money(total('tenDaysAgo')),
      });
      // Forty days ago is outside the chart; every other day is an explicit zero.
      expect(figures.daily).toHaveLength(30);
      expect(figures.daily.reduce((sum, d) => sum + d.orders, 0)).toBe(5);
      expect(figures.daily.filter((d) => d.orders === 0)).toHaveLength(27);
    });

    it('lists the 5 newest orders and the customers who spent most, as the customers list counts them', async () => {
      const figures = await analytics();
      expect(figures.recentOrders.map((o) => o.id)).toEqual(
        [placed.cancelled, placed.todayA, placed.earlyToday, placed.lateYesterday, placed.tenDaysAgo].map((o) => o!.id),
      );
      expect(figures.recentOrders[0]).toMatchObject({
        orderNumber: placed.cancelled!.orderNumber,
        customerName: placed.cancelled!.customerName,
        status: 'cancelled',
        totalAmount: placed.cancelled!.totalAmount,
      });
      const expected = [
        {
          id: aroha.user.id,
          name: 'Aroha Analytics',
          email: 'aroha.analytics@example.com',
          orderCount: 3,
          totalSpent: money(total('todayA', 'lateYesterday', 'tenDaysAgo')),
        },
        // The cancelled order, refunded, is neither counted nor spent (decision 0224, as decision 0048).
        {
          id: wiremu.user.id,
          name: 'Wiremu Analytics',
          email: 'wiremu.analytics@example.com',
          orderCount: 2,
          totalSpent: money(total('earlyToday', 'fortyDaysAgo')),
        },
      ].sort((a, b) => cents(b.totalSpent) - cents(a.totalSpent));
      expect(figures.topCustomers).toEqual(expected);
    });

    it("counts statuses separately and raises 'High pending orders' above 5 pending", async () => {
      const ids = Object.values(placed)
        .filter((o) => o !== placed.cancelled)
        .map((o) => o.id);
      await rewrite(ids, { status: 'pending' });
      let figures = await analytics();
      expect(figures.pendingOrders).toBe(5);
      expect(figures.attention.map((a) => a.title)).not.toContain('High pending orders');

      const sixth = (await placeOrder(t, aroha, baklava.id, 1)).order as StoreOrder;
      await rewrite([sixth.id], { status: 'pending' });
      figures = await analytics();
      expect(figures.pendingOrders).toBe(6);
      expect(figures.attention.find((a) => a.kind === 'high-pending-orders')).toMatchObject({
        title: 'High pending orders',
      });
      await rewrite([ids[0]!], { status: 'processing' });
      await rewrite([ids[1]!], { status: 'delivered' });
      figures = await analytics();
      expect(figures).toMatchObject({ pendingOrders: 4, processingOrders: 1, deliveredOrders: 1, cancelledOrders: 1 });
      const byStatus = Object.fromEntries(figures.ordersByStatus.map((s) => [s.status, s.count]));
      expect(byStatus).toMatchObject({ pending: 4, processing: 1, delivered: 1, cancelled: 1, orderconfirmed: 0 });
      expect(figures.ordersByStatus.reduce((sum, s) => sum + s.count, 0)).toBe(figures.totalOrders);
    });

    it('reads in the same few statements however many orders there are', async () => {
      // Only the dashboard's own statements: the mail worker's poll and the live stream's read of a
      // new order (on its NOTIFY) run in the background meanwhile, and the sign-in check every
      // request makes (its actor and the deleted-account record, one statement) is not the dashboard's.
      const statements = async () =>
        (await t.database.queries.during(analytics)).statements.filter(
          (q) => /"orders"|"users"/.test(q) && !/"audit_log"/.test(q),
        );
      const first = await statements();
      await placeOrder(t, wiremu, baklava.id, 1);
      await placeOrder(t, aroha, cake.id, 1);
      const second = await statements();
      expect(second).toEqual(first);
      expect(first.length).toBeGreaterThan(0);
      expect(first.length).toBeLessThanOrEqual(6);
      // Aggregates and limits only: no statement reads every order.
      for (const statement of first) expect(statement).toMatch(/count\(\*\)|limit/);
    });
  });
});
