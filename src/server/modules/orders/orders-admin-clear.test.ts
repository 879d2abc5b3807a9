/**
 * Clear All Orders (admin section 4): counts what it deleted, writes an audit entry, leaves the
 * loyalty ledger and balances as they were, and is refused in production unless allowed by name.
 */
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClearAllResult } from '../../../contracts/admin-orders';
import type { StoreProduct } from '../../../contracts/catalog';
import {
  auditLog,
  checkouts,
  loyaltyAccounts,
  loyaltyRedemptions,
  loyaltyRewards,
  loyaltyTransactions,
  orderItems,
  orders,
  orderStatusHistory,
} from '../../db/schema';
import { confirmOrder, newShopper, placeOrder, relaxShopRules } from '../../test/checkout-helpers';
import { createProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, customerClaims, mintToken } from '../../test/tokens';

const count = async (t: TestApp, table: typeof orders | typeof orderItems | typeof orderStatusHistory) => {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
};

async function insertOrder(t: TestApp) {
  const [order] = await t.database.db
    .insert(orders)
    .values({
      subtotalCents: 1000,
      totalCents: 1150,
      customerName: 'Aroha Ngata',
      customerEmail: 'aroha@example.co.nz',
      stripePaymentIntentId: `pi_clear_${randomUUID()}`,
    })
    .returning();
  await t.database.db
    .insert(orderItems)
    .values({ orderId: order!.id, productName: 'Bun', quantity: 1, unitPriceCents: 1000, lineTotalCents: 1000 });
  return order!;
}

describe('DELETE /api/admin/orders/clear-all', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let loaf: StoreProduct;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000' });
    await relaxShopRules(t);
    loaf = await createProduct(t, { name: 'Clear Test Loaf', priceCents: 2500 });
    admin = bearer(await mintToken(t, adminClaims()));
  });
  afterAll(() => t.close());

  const clearAll = (headers = admin) => t.app.inject({ method: 'DELETE', url: '/api/admin/orders/clear-all', headers });

  it('refuses a customer (403) and a visitor (401), deleting nothing', async () => {
    await insertOrder(t);
    const before = await count(t, orders);
    expect((await clearAll(bearer(await mintToken(t, customerClaims())))).statusCode).toBe(403);
    expect((await clearAll({})).statusCode).toBe(401);
    expect(await count(t, orders)).toBe(before);
  });

  it('deletes every order with its items and history, and leaves points, vouchers and checkouts as they were', async () => {
    const shopper = await newShopper(t);
    const first = await placeOrder(t, shopper, loaf.id, 2);
    await placeOrder(t, shopper, loaf.id, 1);
    const other = await placeOrder(t, await newShopper(t), loaf.id, 3);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${first.order.id}/status`,
      headers: admin,
      payload: { status: 'inprogress' },
    });
    // A voucher used on an order: the redemption stays when the order goes.
    const [userRow] = await t.database.db
      .select({ userId: loyaltyTransactions.userId })
      .from(loyaltyTransactions)
      .where(eq(loyaltyTransactions.orderId, first.order.id));
    const userId = userRow!.userId;
    const [reward] = await t.database.db
      .insert(loyaltyRewards)
      .values({
        name: 'Clear test',
        description: 'x',
        pointsCost: 1,
        discountType: 'fixed_amount',
        discountValueHundredths: 100,
      })
      .returning();
    const [redemption] = await t.database.db
      .insert(loyaltyRedemptions)
      .values({ userId, rewardId: reward!.id, status: 'committed', points: 1, orderId: other.order.id })
      .returning();

    const ledger = () => t.database.db.select().from(loyaltyTransactions).orderBy(loyaltyTransactions.id);
    const balances = () => t.database.db.select().from(loyaltyAccounts).orderBy(loyaltyAccounts.userId);
    const ledgerBefore = await ledger();
    const balancesBefore = await balances();
    expect(ledgerBefore.filter((e) => e.orderId).length).toBeGreaterThanOrEqual(3);
    const ordersBefore = await count(t, orders);
    const itemsBefore = await count(t, orderItems);
    expect(await count(t, orderStatusHistory)).toBe(1);

    const res = await clearAll();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const result = res.json<AdminClearAllResult>();
    expect(result).toEqual({
      message: `Successfully deleted ${ordersBefore} orders and ${itemsBefore} order items`,
      deletedOrders: ordersBefore,
      deletedOrderItems: itemsBefore,
    });
    expect(ordersBefore).toBeGreaterThanOrEqual(4);
    expect(await count(t, orders)).toBe(0);
    expect(await count(t, orderItems)).toBe(0);
    expect(await count(t, orderStatusHistory)).toBe(0);

    // The ledger keeps every entry (unlinked from the deleted orders) and every balance still adds up.
    const ledgerAfter = await ledger();
    expect(ledgerAfter.map((e) => [e.id, e.points])).toEqual(ledgerBefore.map((e) => [e.id, e.points]));
    expect(ledgerAfter.every((e) => e.orderId === null)).toBe(true);
    const balancesAfter = await balances();
    expect(balancesAfter).toEqual(balancesBefore);
    for (const account of balancesAfter) {
      const sum = ledgerAfter.filter((e) => e.userId === account.userId).reduce((n, e) => n + e.points, 0);
      expect(sum).toBe(account.totalPoints);
    }
    const [kept] = await t.database.db
      .select()
      .from(loyaltyRedemptions)
      .where(eq(loyaltyRedemptions.id, redemption!.id));
    expect(kept).toMatchObject({ status: 'committed', orderId: null });
    // The checkouts keep their decision, so a paid checkout can never become a second order.
    const [checkout] = await t.database.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.paymentIntentId, first.intent.paymentIntentId));
    expect(checkout).toMatchObject({ status: 'fulfilled', orderId: first.order.id });
    const replay = await confirmOrder(t, shopper, first.intent.paymentIntentId);
    expect(replay.statusCode).toBe(404);
    expect(await count(t, orders)).toBe(0);
    expect(await ledger()).toHaveLength(ledgerBefore.length);

    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'orders.clear_all'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorEmail: 'admin@saffron-sugar.example',
      requestId: res.headers['x-request-id'],
      details: { deletedOrders: ordersBefore, deletedOrderItems: itemsBefore },
    });

    const list = await t.app.inject({ url: '/api/admin/orders', headers: admin });
    expect(list.json()).toEqual([]);
    expect(list.headers['x-total-count']).toBe('0');
  });

  it('answers zero counts when there is nothing to delete', async () => {
    expect((await clearAll()).json()).toMatchObject({ deletedOrders: 0, deletedOrderItems: 0 });
  });
});

describe('clear all in production', () => {
  it('is refused (403, saying how to allow it) and deletes nothing', async () => {
    const t = await createTestApp({ NODE_ENV: 'production', PAYMENTS: 'test' });
    try {
      await insertOrder(t);
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/admin/orders/clear-all',
        headers: bearer(await mintToken(t, adminClaims())),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/ALLOW_CLEAR_ALL_ORDERS=true/);
      expect(await count(t, orders)).toBe(1);
      expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'orders.clear_all'))).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('works when ALLOW_CLEAR_ALL_ORDERS=true', async () => {
    const t = await createTestApp({ NODE_ENV: 'production', PAYMENTS: 'test', ALLOW_CLEAR_ALL_ORDERS: 'true' });
    try {
      await insertOrder(t);
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/admin/orders/clear-all',
        headers: bearer(await mintToken(t, adminClaims())),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ deletedOrders: 1, deletedOrderItems: 1 });
      expect(await count(t, orders)).toBe(0);
    } finally {
      await t.close();
    }
  });
});
