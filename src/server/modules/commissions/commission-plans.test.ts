/**
 * Custom cakes' payment plans (decision 0217), the owners' terms (decision 0218) and cancelling a
 * commission already paid in full (an order) through one path, on the embedded test gateway.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCommissionTerms } from '../../../contracts/commission-terms';
import type { CommissionPaymentReply, StoreCommission } from '../../../contracts/commissions';
import { refundFor } from '../../../domain/commissions';
import { addDays, aucklandNow } from '../../../domain/delivery';
import { auditLog, commissionPayments, commissions, orders, testPaymentIntents } from '../../db/schema';
import { nextDeliveryDay } from '../../test/checkout-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, customerClaims, mintToken } from '../../test/tokens';
import { minutesUsedPerSlot } from '../kitchen/kitchen-usage.service';
import { newRequest, payWith, post, quoteRes } from './commission-test-steps';
import { allowing } from '@/test/time-limits';

let t: TestApp;
let customer: Record<string, string>;
let staff: Record<string, string>;
let owner: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  customer = bearer(await mintToken(t, customerClaims({ name: 'Mere Tane' })));
  staff = bearer(await mintToken(t, customerClaims({ email: 'piper@saffron-sugar.example', roles: ['staff'] })));
  owner = bearer(await mintToken(t, adminClaims()));
}, allowing(60_000));
afterAll(async () => {
  await t?.close();
});

const row = async (id: string) => (await t.database.db.select().from(commissions).where(eq(commissions.id, id)))[0]!;
const refundedAt = async (intentId: string) =>
  (await t.database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, intentId)))[0]!.amountRefunded;
const heldMinutes = async (date: string) =>
  (await minutesUsedPerSlot(t.database.db, date, date)).get(date)?.get('11:00-13:00') ?? 0;
const TERMS = '/api/admin/commission-terms';
const putTerms = (payload: object, headers = owner) => t.app.inject({ method: 'PUT', url: TERMS, headers, payload });
const DEFAULT_TERMS: AdminCommissionTerms = {
  depositPercent: 50,
  quoteValidityDays: 3,
  balanceDaysBefore: 7,
  refundSchedule: [
    { minDaysBefore: 14, keepPercent: 0 },
    { minDaysBefore: 7, keepPercent: 10 },
    { minDaysBefore: 3, keepPercent: 25 },
    { minDaysBefore: 0, keepPercent: 50 },
  ],
};

describe('payment plans', () => {
  it('are refused for a quote of $200 or less, naming the field, with nothing changed', async () => {
    const made = await newRequest(t, customer, nextDeliveryDay(20));
    const res = await quoteRes(t, staff, made.id, { instalments: 2 }, [
      { kind: 'base', label: '10 inch', amount: '100.00' },
      { kind: 'design', label: 'Design', amount: '100.00' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'BAD_PLAN',
      fields: { instalments: 'Payment plans are for quotes over $200' },
    });
    expect(await row(made.id)).toMatchObject({ state: 'requested', quoteVersion: 0, instalments: null });
    expect((await quoteRes(t, staff, made.id, { instalments: 4 })).statusCode).toBe(400);
  });

  it('split the balance over $200 into instalments, each its own intent, the last making the order', async () => {
    const date = nextDeliveryDay(30);
    const made = await newRequest(t, customer, date);
    const quoted = await quoteRes(t, staff, made.id, { instalments: 3 });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const { quote } = quoted.json<StoreCommission>();
    expect(quote).toMatchObject({ total: '310.00', deposit: '155.00', balance: '155.00' });
    expect(quote!.instalments.map((i) => i.amount)).toEqual(['51.66', '51.66', '51.68']);
    expect(quote!.instalments.at(-1)!.dueDate).toBe(addDays(date, -7));
    expect(quote!.balanceDueDate).toBe(addDays(date, -7));

    const { confirmed } = await payWith(t, customer, made.id, 'deposit');
    expect(confirmed.nextPayment).toEqual({
      number: 1,
      of: 3,
      amount: '51.66',
      dueDate: quote!.instalments[0]!.dueDate,
    });

    // A double click on the first instalment is one intent.
    const [a, b] = await Promise.all([
      post<CommissionPaymentReply>(t, `/api/commissions/${made.id}/pay/balance`, customer),
      post<CommissionPaymentReply>(t, `/api/commissions/${made.id}/pay/balance`, customer),
    ]);
    expect(a.paymentIntentId).toBe(b.paymentIntentId);
    expect(a.amount).toBe('51.66');

    const first = (await payWith(t, customer, made.id, 'balance')).confirmed;
    expect(first).toMatchObject({ state: 'confirmed', paid: '206.66' });
    expect(first.nextPayment).toMatchObject({ number: 2, of: 3, amount: '51.66' });
    expect(first.quote!.instalments.map((i) => i.paid)).toEqual([true, false, false]);
    // The next instalment's date is now the one the e-mail and the board go by.
    expect((await row(made.id)).balanceDueDate).toBe(quote!.instalments[1]!.dueDate);

    const second = (await payWith(t, customer, made.id, 'balance')).confirmed;
    expect(second.nextPayment).toMatchObject({ number: 3, amount: '51.68' });
    const last = (await payWith(t, customer, made.id, 'balance')).confirmed;
    expect(last).toMatchObject({ state: 'ordered', paid: '310.00', nextPayment: null });

    const made_orders = await t.database.db.select().from(orders).where(eq(orders.id, last.orderId!));
    expect(made_orders).toHaveLength(1);
    expect(made_orders[0]!.totalCents).toBe(310_00);
    const payments = await t.database.db
      .select()
      .from(commissionPayments)
      .where(and(eq(commissionPayments.commissionId, made.id), eq(commissionPayments.applied, true)));
    expect(payments.map((p) => `${p.kind}:${p.instalment}:${p.amountCents}`).sort()).toEqual([
      'balance:1:5166',
      'balance:2:5166',
      'balance:3:5168',
      'deposit:1:15500',
    ]);
    const more = await t.app.inject({
      method: 'POST',
      url: `/api/commissions/${made.id}/pay/balance`,
      headers: customer,
    });
    expect(more.statusCode).toBe(409);
  });
});

describe("owners' terms", () => {
  it('are read with the defaults of today (staff too, for the quote form) and edited by owners only', async () => {
    const res = await t.app.inject({ method: 'GET', url: TERMS, headers: owner });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_TERMS);
    expect((await t.app.inject({ method: 'GET', url: TERMS, headers: staff })).json()).toEqual(DEFAULT_TERMS);
    expect((await t.app.inject({ method: 'GET', url: TERMS, headers: customer })).statusCode).toBe(403);
    expect((await putTerms(DEFAULT_TERMS, staff)).statusCode).toBe(403);
  });

  it('refuse a bad form naming each field, and store nothing', async () => {
    const bad: Array<[object, string]> = [
      [{ ...DEFAULT_TERMS, depositPercent: 5 }, 'depositPercent'],
      [{ ...DEFAULT_TERMS, quoteValidityDays: 0 }, 'quoteValidityDays'],
      [{ ...DEFAULT_TERMS, balanceDaysBefore: 61 }, 'balanceDaysBefore'],
      [{ ...DEFAULT_TERMS, refundSchedule: [{ minDaysBefore: 0, keepPercent: 101 }] }, 'refundSchedule.0.keepPercent'],
      [
        {
          ...DEFAULT_TERMS,
          refundSchedule: [
            { minDaysBefore: 14, keepPercent: 30 },
            { minDaysBefore: 0, keepPercent: 10 },
          ],
        },
        'refundSchedule.1.keepPercent',
      ],
      [{ ...DEFAULT_TERMS, refundSchedule: [{ minDaysBefore: 5, keepPercent: 10 }] }, 'refundSchedule.0.minDaysBefore'],
      [{ ...DEFAULT_TERMS, extra: 1 }, 'body'],
    ];
    for (const [payload, field] of bad) {
      const res = await putTerms(payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields, field).toHaveProperty([field]);
    }
    expect((await t.app.inject({ method: 'GET', url: TERMS, headers: owner })).json()).toEqual(DEFAULT_TERMS);
  });

  it('are audited and apply to the next quote; a quote already made keeps the schedule it showed', async () => {
    const date = nextDeliveryDay(25);
    const before = await newRequest(t, customer, date);
    expect((await quoteRes(t, staff, before.id)).statusCode).toBe(200);

    const terms = {
      depositPercent: 40,
      quoteValidityDays: 5,
      balanceDaysBefore: 10,
      refundSchedule: [
        { minDaysBefore: 21, keepPercent: 0 },
        { minDaysBefore: 0, keepPercent: 20 },
      ],
    };
    const saved = await putTerms(terms);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(terms);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.commission_terms'));
    expect(audit).toMatchObject({ entity: 'business_settings' });
    expect((audit!.details as { changed: string[] }).changed.sort()).toEqual(
      ['balanceDaysBefore', 'depositPercent', 'quoteValidityDays', 'refundSchedule'].sort(),
    );

    const after = await newRequest(t, customer, date);
    const now = Date.now();
    const { quote } = (await quoteRes(t, staff, after.id)).json<StoreCommission>();
    expect(quote).toMatchObject({ total: '310.00', deposit: '124.00', balanceDueDate: addDays(date, -10) });
    const validDays = (Date.parse(quote!.validUntil) - now) / 86_400_000;
    expect(validDays).toBeGreaterThan(4.9);
    expect(validDays).toBeLessThan(5.1);
    expect(quote!.refundSchedule).toEqual([
      { when: '21 or more days before', keep: '0.00', keepPercent: 0 },
      { when: 'Less than 21 days before', keep: '62.00', keepPercent: 20 },
    ]);
    // The earlier quote still shows, and will apply, the schedule it was made with.
    const earlier = await t.app.inject({ method: 'GET', url: `/api/commissions/${before.id}`, headers: customer });
    expect(earlier.json<StoreCommission>().quote!.refundSchedule).toHaveLength(4);

    // Back to the defaults for the tests that follow.
    expect((await putTerms(DEFAULT_TERMS)).statusCode).toBe(200);
  });
});

describe('cancelling a commission already an order', () => {
  async function orderedCommission(date: string) {
    const made = await newRequest(t, customer, date);
    expect((await quoteRes(t, staff, made.id, { instalments: 2 })).statusCode).toBe(200);
    const deposit = await payWith(t, customer, made.id, 'deposit');
    const first = await payWith(t, customer, made.id, 'balance');
    const last = await payWith(t, customer, made.id, 'balance');
    expect(last.confirmed.state).toBe('ordered');
    const intents = [deposit, first, last].map((p) => p.intent.paymentIntentId);
    return { made, ordered: last.confirmed, intents };
  }

  it('by the customer refunds what the schedule says across deposit and balance, cancels the order and frees its minutes', async () => {
    const date = nextDeliveryDay(9);
    const minutesBefore = await heldMinutes(date);
    const { made, ordered, intents } = await orderedCommission(date);
    expect(await heldMinutes(date)).toBeGreaterThan(minutesBefore);
    const expected = refundFor({
      totalCents: 310_00,
      paidCents: 310_00,
      dateNeeded: date,
      today: aucklandNow().date,
      by: 'customer',
    }).refundCents;
    expect(ordered.refundIfCancelledNow).toBe((expected / 100).toFixed(2));

    const res = await post<{ refund: string; commission: StoreCommission }>(
      t,
      `/api/commissions/${made.id}/cancel`,
      customer,
    );
    expect(res.refund).toBe((expected / 100).toFixed(2));
    expect(res.commission).toMatchObject({ state: 'cancelled', refunded: res.refund, refundIfCancelledNow: null });
    // The deposit first, then the instalments: each payment's share went back on its own intent.
    const atGateway = await Promise.all(intents.map(refundedAt));
    expect(atGateway.reduce((sum, cents) => sum + cents, 0)).toBe(expected);
    expect(atGateway[0]).toBe(Math.min(expected, 155_00));
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, ordered.orderId!));
    expect(order).toMatchObject({ status: 'cancelled', refundedCents: expected });
    expect(await heldMinutes(date)).toBe(minutesBefore);
    // The points the order earned are taken back with it.
    const [points] = (
      (await t.database.db.execute(
        sql`select coalesce(sum(points), 0)::int as total from loyalty_transactions where order_id = ${order!.id}`,
      )) as unknown as { rows: { total: number }[] }
    ).rows;
    expect(points!.total).toBe(0);

    const again = await t.app.inject({ method: 'POST', url: `/api/commissions/${made.id}/cancel`, headers: customer });
    expect(again.statusCode).toBe(409);
    expect(atGateway).toEqual(await Promise.all(intents.map(refundedAt)));
  });

  it('by the bakery refunds everything paid and cancels the order', async () => {
    const date = nextDeliveryDay(5);
    const { made, ordered, intents } = await orderedCommission(date);
    const res = await post<{ refund: string }>(t, `/api/admin/commissions/${made.id}/cancel`, owner, {
      reason: 'Our oven failed',
    });
    expect(res.refund).toBe('310.00');
    expect((await Promise.all(intents.map(refundedAt))).reduce((s, c) => s + c, 0)).toBe(310_00);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, ordered.orderId!));
    expect(order).toMatchObject({ status: 'cancelled', refundedCents: 310_00 });
    expect(await row(made.id)).toMatchObject({ state: 'cancelled', cancelledBy: 'staff', refundedCents: 310_00 });
  });
});
