/**
 * Partial refunds by staff (issue 24, decision 0200): an amount or chosen lines with a reason,
 * through the gateway, never above what is left; points taken back in proportion; the customer
 * e-mailed; a double click is one refund; refusals change nothing.
 */
import { recomputedCustomerTotals } from '../../db/customer-totals';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../contracts/admin-orders';
import type { AdminOrderRefunds } from '../../../contracts/admin-refunds';
import type { StoreProduct } from '../../../contracts/catalog';
import type { StoreOrder } from '../../../contracts/checkout';
import {
  auditLog,
  businessSettings,
  customerTotals,
  loyaltyAccounts,
  loyaltyTransactions,
  mailOutbox,
  orderRefunds,
  orders,
  testPaymentIntents,
  testPaymentRefunds,
} from '../../db/schema';
import { addToCart, placeOrder, relaxShopRules } from '../../test/checkout-helpers';
import { createCustomer, createProduct, type Customer } from '../../test/factories';
import { loyaltyInvariantViolations, NO_VIOLATIONS } from '../../test/loyalty-invariants';
import { NO_REFUND_VIOLATIONS, refundInvariantViolations } from '../../test/refund-invariants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, customerClaims, mintToken } from '../../test/tokens';

let t: TestApp;
let tart: StoreProduct;
let cake: StoreProduct;
let wedding: StoreProduct;
let owner: Record<string, string>;
let staff: Record<string, string>;
let keys = 0;
const key = () => `refund-test-key-${(keys += 1)}`;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000' });
  await relaxShopRules(t);
  // Prices with GST in them: the figures below are the prices themselves.
  await t.database.db.update(businessSettings).set({ pricesIncludeGst: true });
  tart = await createProduct(t, { name: 'Partial Refund Tart', priceCents: 3000 });
  cake = await createProduct(t, { name: 'Partial Refund Cake', priceCents: 4000 });
  wedding = await createProduct(t, { name: 'Partial Refund Wedding Cake', priceCents: 30000 });
  owner = bearer(await mintToken(t, adminClaims()));
  staff = bearer(await mintToken(t, customerClaims({ roles: ['staff'] })));
});
afterAll(() => t.close());

const refund = (id: string, payload: object, headers = staff) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/refunds`, headers, payload });
const refunds = async (id: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}/refunds`, headers: staff })
  ).json<AdminOrderRefunds>();

/** A paid order of one tart ($30) and one cake ($40): $70 with GST, 60 points (on $60.87 before GST). */
async function twoLineOrder(c?: Customer) {
  const customer = c ?? (await createCustomer(t));
  await addToCart(t, customer, tart.id, 1);
  const { order } = await placeOrder(t, customer, cake.id, 1);
  return { customer, order: order as StoreOrder };
}

async function atGateway(orderId: string) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  const [intent] = await t.database.db
    .select()
    .from(testPaymentIntents)
    .where(eq(testPaymentIntents.id, order!.stripePaymentIntentId));
  const made = await t.database.db
    .select()
    .from(testPaymentRefunds)
    .where(eq(testPaymentRefunds.intentId, order!.stripePaymentIntentId));
  return { order: order!, intent: intent!, refunds: made.map((r) => r.amount) };
}

const pointsOf = async (c: Customer) =>
  (await t.database.db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.userId, c.user.id)))[0]!.totalPoints;

describe('POST /api/admin/orders/{id}/refunds', () => {
  it('refunds one line of a two-line order: the gateway, the order, the points, the e-mail and the audit', async () => {
    const { customer, order } = await twoLineOrder();
    expect(order.totalAmount).toBe('70.00');
    expect(order.pointsEarned).toBe(60);
    const before = await refunds(order.id);
    expect(before.left).toBe('70.00');
    const cakeLine = before.lines.find((l) => l.productName === cake.name)!;
    expect(cakeLine).toMatchObject({ quantity: 1, refundedQuantity: 0, unitRefund: '40.00' });

    const res = await refund(order.id, {
      lines: [{ itemId: cakeLine.itemId, quantity: 1 }],
      reason: 'The cake was dropped in delivery',
      idempotencyKey: key(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<AdminOrderRefunds>();
    expect(body).toMatchObject({ total: '70.00', refunded: '40.00', left: '30.00' });
    expect(body.lines.find((l) => l.itemId === cakeLine.itemId)!.refundedQuantity).toBe(1);
    expect(body.refunds).toEqual([
      {
        id: expect.any(String),
        amount: '40.00',
        reason: 'The cake was dropped in delivery',
        lines: [{ productName: cake.name, size: 'Standard', quantity: 1 }],
        pointsReversed: 34,
        refundedByEmail: expect.any(String),
        refundedAt: expect.any(String),
      },
    ]);

    const gateway = await atGateway(order.id);
    expect(gateway.refunds).toEqual([4000]);
    expect(gateway.intent.amountRefunded).toBe(4000);
    expect(gateway.order).toMatchObject({ refundedCents: 4000, status: 'orderconfirmed' });
    // 60 × 40/70 = 34.3 points: 34.
    expect(await pointsOf(customer)).toBe(26);
    const ledger = await t.database.db
      .select()
      .from(loyaltyTransactions)
      .where(and(eq(loyaltyTransactions.orderId, order.id), eq(loyaltyTransactions.type, 'partially_reversed')));
    expect(ledger).toMatchObject([{ points: -34, owed: 0 }]);

    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order-refund:${body.refunds[0]!.id}`));
    expect(mail!.toAddress).toBe(order.customerEmail);
    expect(mail!.subject).toContain(`refunded $40.00 of your order #${order.orderNumber}`);
    expect(mail!.textBody).toContain('The cake was dropped in delivery');
    expect(mail!.textBody).toContain(`1 × ${cake.name} (Standard): $40.00`);
    expect(mail!.textBody).toContain('34 loyalty points');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.entityId, order.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ refundedCents: 4000, pointsReversed: 34 });

    // The customer's /orders shows it: how much, when and why.
    const mine = await t.app.inject({ method: 'GET', url: '/api/orders/me', headers: customer.headers });
    expect(mine.json<StoreOrder[]>().find((o) => o.id === order.id)!.refunds).toEqual([
      { amount: '40.00', reason: 'The cake was dropped in delivery', refundedAt: expect.any(String) },
    ]);

    // The admin's order shows what was refunded.
    const details = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers: staff });
    expect(details.json<AdminOrder>().refundedAmount).toBe('40.00');
  });

  it('refunds an amount, takes the points in proportion rounded down, and refuses more than is left', async () => {
    const { customer, order } = await twoLineOrder();
    const first = await refund(order.id, { amount: '10.55', reason: 'Late delivery', idempotencyKey: key() });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<AdminOrderRefunds>()).toMatchObject({ refunded: '10.55', left: '59.45' });
    // 60 × 10.55/70 = 9.04 points: 9.
    expect(first.json<AdminOrderRefunds>().refunds[0]!.pointsReversed).toBe(9);
    expect(await pointsOf(customer)).toBe(51);

    const tooMuch = await refund(order.id, { amount: '59.46', reason: 'More', idempotencyKey: key() });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      code: 'REFUND_TOO_LARGE',
      message: 'Only $59.45 is left to refund on this order, not $59.46',
      fields: { amount: expect.any(String) },
    });
    expect((await atGateway(order.id)).refunds).toEqual([1055]);

    // The rest, in two: the last takes exactly the points still due (60 in all).
    expect((await refund(order.id, { amount: '30', reason: 'Rest 1', idempotencyKey: key() })).statusCode).toBe(200);
    const last = await refund(order.id, { amount: '29.45', reason: 'Rest 2', idempotencyKey: key() });
    expect(last.json<AdminOrderRefunds>()).toMatchObject({ refunded: '70.00', left: '0.00' });
    expect(last.json<AdminOrderRefunds>().refunds.map((r) => r.pointsReversed)).toEqual([9, 25, 26]);
    expect(await pointsOf(customer)).toBe(0);
    const none = await refund(order.id, { amount: '0.01', reason: 'Nothing left', idempotencyKey: key() });
    expect(none.json()).toMatchObject({ message: 'This order has been refunded in full already' });
  });

  it('is one refund under a double click: the same key answers the same refund', async () => {
    const { order } = await twoLineOrder();
    const payload = { amount: '5.00', reason: 'Missing candles', idempotencyKey: key() };
    const [a, b] = await Promise.all([refund(order.id, payload), refund(order.id, payload)]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
    const again = await refund(order.id, payload);
    expect(again.json<AdminOrderRefunds>()).toMatchObject({ refunded: '5.00', left: '65.00' });
    expect(again.json<AdminOrderRefunds>().refunds).toHaveLength(1);
    expect((await atGateway(order.id)).refunds).toEqual([500]);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, order.customerEmail));
    expect(mails.filter((m) => m.subject.includes('refunded $5.00'))).toHaveLength(1);
  });

  it('refuses lines that are not the order’s, chosen twice or above what is left, naming the field', async () => {
    const { order } = await twoLineOrder();
    const [tartLine] = (await refunds(order.id)).lines.filter((l) => l.productName === tart.name);
    const bad = async (lines: object[], field: string) => {
      const res = await refund(order.id, { lines, reason: 'Broken', idempotencyKey: key() });
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields)).toContain(field);
    };
    await bad([{ itemId: '00000000-0000-4000-8000-000000000000', quantity: 1 }], 'lines[0].itemId');
    await bad(
      [
        { itemId: tartLine!.itemId, quantity: 1 },
        { itemId: tartLine!.itemId, quantity: 1 },
      ],
      'lines[1].itemId',
    );
    await bad([{ itemId: tartLine!.itemId, quantity: 2 }], 'lines[0].quantity');
    await bad([{ itemId: tartLine!.itemId, quantity: 0 }], 'quantity');
    expect(
      (
        await refund(order.id, {
          lines: [{ itemId: tartLine!.itemId, quantity: 1 }],
          reason: 'Broken',
          idempotencyKey: key(),
        })
      ).statusCode,
    ).toBe(200);
    await bad([{ itemId: tartLine!.itemId, quantity: 1 }], 'lines[0].quantity');
    expect((await atGateway(order.id)).refunds).toEqual([3000]);
  });

  it('refuses a body without exactly one of amount and lines, a reason or a key', async () => {
    const { order } = await twoLineOrder();
    const line = (await refunds(order.id)).lines[0]!;
    const cases: [object, string][] = [
      [{ reason: 'x', idempotencyKey: key() }, 'amount'],
      [{ amount: '1.00', lines: [{ itemId: line.itemId, quantity: 1 }], reason: 'x', idempotencyKey: key() }, 'amount'],
      [{ amount: '0', reason: 'x', idempotencyKey: key() }, 'amount'],
      [{ amount: '-1', reason: 'x', idempotencyKey: key() }, 'amount'],
      [{ amount: '1.00', reason: '  ', idempotencyKey: key() }, 'reason'],
      [{ amount: '1.00', reason: 'x' }, 'idempotencyKey'],
    ];
    for (const [payload, field] of cases) {
      const res = await refund(order.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body).toContain(field);
    }
    expect((await atGateway(order.id)).refunds).toEqual([]);
    expect(await t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toEqual([]);
  });

  it('lets staff refund up to the limit; above it 403 REFUND_NEEDS_OWNER, and an owner may', async () => {
    const c = await createCustomer(t);
    const { order } = await placeOrder(t, c, wedding.id, 1);
    const over = await refund(order.id, { amount: '100.01', reason: 'Cake leaned', idempotencyKey: key() });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({
      code: 'REFUND_NEEDS_OWNER',
      message: 'Refunds over $100.00 need the shop owner: this one is $100.01',
    });
    expect((await atGateway(order.id)).refunds).toEqual([]);
    expect(
      (await refund(order.id, { amount: '100.00', reason: 'Cake leaned', idempotencyKey: key() })).statusCode,
    ).toBe(200);
    const byOwner = await refund(order.id, { amount: '150.00', reason: 'Cake fell', idempotencyKey: key() }, owner);
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect((await atGateway(order.id)).refunds).toEqual([10000, 15000]);
  });

  it('answers 404 for an unknown order and 403 for a customer; 409 on a cancelled order', async () => {
    const unknown = await refund('00000000-0000-4000-8000-000000000000', {
      amount: '1',
      reason: 'x',
      idempotencyKey: key(),
    });
    expect(unknown.statusCode).toBe(404);
    const { order } = await twoLineOrder();
    const customer = bearer(await mintToken(t, customerClaims()));
    expect((await refund(order.id, { amount: '1', reason: 'x', idempotencyKey: key() }, customer)).statusCode).toBe(
      403,
    );
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/cancel`,
      headers: owner,
      payload: { reason: 'Shop closed' },
    });
    expect(cancel.statusCode).toBe(200);
    const late = await refund(order.id, { amount: '1', reason: 'x', idempotencyKey: key() });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'ORDER_CANCELLED' });
  });

  it('then cancelling refunds only the rest and takes back only the points still due', async () => {
    const { customer, order } = await twoLineOrder();
    expect((await refund(order.id, { amount: '7.00', reason: 'Squashed', idempotencyKey: key() })).statusCode).toBe(
      200,
    );
    expect(await pointsOf(customer)).toBe(54);
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}/cancel-preview`,
      headers: owner,
    });
    expect(preview.json()).toMatchObject({ pointsEarned: 54 });
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/cancel`,
      headers: owner,
      payload: { reason: 'Customer changed plans' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json<AdminOrder>().refundedAmount).toBe('70.00');
    const gateway = await atGateway(order.id);
    expect(gateway.refunds).toEqual([700, 6300]);
    expect(gateway.intent.amountRefunded).toBe(7000);
    expect(await pointsOf(customer)).toBe(0);
  });

  it('gives the reservation back when the gateway refuses (502); nothing changes', async () => {
    const { order } = await twoLineOrder();
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    // The payment was refunded elsewhere (the provider's dashboard): the gateway has nothing left.
    await t.database.db
      .update(testPaymentIntents)
      .set({ amountRefunded: sql`${testPaymentIntents.amount}` })
      .where(eq(testPaymentIntents.id, row!.stripePaymentIntentId));
    const res = await refund(order.id, { amount: '5.00', reason: 'Late', idempotencyKey: key() });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'REFUND_FAILED' });
    expect(await t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toEqual([]);
    expect((await atGateway(order.id)).order.refundedCents).toBe(0);
    await t.database.db
      .update(testPaymentIntents)
      .set({ amountRefunded: 0 })
      .where(eq(testPaymentIntents.id, row!.stripePaymentIntentId));
  });

  it('leaves the ledgers and the refunds consistent', async () => {
    expect(await loyaltyInvariantViolations(t.database.db)).toEqual(NO_VIOLATIONS);
    expect(await refundInvariantViolations(t.database.db)).toEqual(NO_REFUND_VIOLATIONS);
    // The customers list's stored totals (decision 0214) follow each partial refund (rows that hold nothing aside).
    const held = (totals: Iterable<[string, { orderCount: number; spentCents: number }]>) =>
      new Map([...totals].filter(([, row]) => row.orderCount !== 0 || row.spentCents !== 0));
    const stored = await t.database.db.select().from(customerTotals);
    expect(held(stored.map((r) => [r.userId, { orderCount: r.orderCount, spentCents: r.spentCents }]))).toEqual(
      held(await recomputedCustomerTotals(t.database.db)),
    );
  });
});
