/**
 * Custom cakes through HTTP (issue 25): request with a photo, quote, deposit, balance into an
 * order, cancellation with the scheduled refund, and every refusal leaving nothing changed.
 */
import { eq, sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreOrder } from '../../../contracts/checkout';
import type { AdminCommission, CommissionPaymentReply, StoreCommission } from '../../../contracts/commissions';
import { isRush, refundFor } from '../../../domain/commissions';
import { addDays, aucklandNow } from '../../../domain/delivery';
import { commissions, loyaltyAccounts, mailOutbox, testPaymentIntents } from '../../db/schema';
import { nextDeliveryDay, TEST_CARDS } from '../../test/checkout-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, customerClaims, mintToken } from '../../test/tokens';
import { minutesUsedPerSlot } from '../kitchen/kitchen-usage.service';
import { NOT_IMAGES, smallPng } from '../uploads/upload-test-images';
import { allowing } from '@/test/time-limits';

let t: TestApp;
let dataDir: string;
let customer: Record<string, string>;
let stranger: Record<string, string>;
let staff: Record<string, string>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'commissions-test-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  customer = bearer(await mintToken(t, customerClaims({ name: 'Aroha Ngata' })));
  stranger = bearer(await mintToken(t, customerClaims()));
  staff = bearer(await mintToken(t, customerClaims({ email: 'baker@saffron-sugar.example', roles: ['staff'] })));
}, allowing(60_000));

afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const SLOT = '11:00-13:00';
const requestBody = (overrides: Record<string, unknown> = {}) => ({
  dateNeeded: nextDeliveryDay(20),
  slot: SLOT,
  occasion: 'Birthday',
  size: 8,
  servings: 20,
  flavours: 'Cardamom and rose',
  designNotes: 'Two tiers, pale pink, pressed flowers',
  message: 'Happy 40th Mere',
  budget: '150.00',
  ...overrides,
});

async function post<T>(url: string, headers: Record<string, string>, payload?: object, status = 200) {
  const res = await t.app.inject({ method: 'POST', url, headers, payload });
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
}

async function newRequest(overrides: Record<string, unknown> = {}, headers = customer) {
  return post<StoreCommission>('/api/commissions', headers, requestBody(overrides), 201);
}

const quoteLines = [
  { kind: 'base', label: '8 inch, two tiers', amount: '70.00' },
  { kind: 'design', label: 'Pressed flower design', amount: '30.00' },
  { kind: 'decoration', label: 'Edible flowers', amount: '20.00' },
];

async function quote(id: string, expectedVersion = 0, lines = quoteLines) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/commissions/${id}/quote`,
    headers: staff,
    payload: { lines, note: 'Flowers from our garden', expectedVersion },
  });
  return res;
}

async function payWith(id: string, kind: 'deposit' | 'balance', headers = customer) {
  const intent = await post<CommissionPaymentReply>(`/api/commissions/${id}/pay/${kind}`, headers);
  const card = await t.app.inject({
    method: 'POST',
    url: `/api/commissions/test-payments/${intent.paymentIntentId}/confirm`,
    payload: {
      clientSecret: intent.clientSecret,
      card: { number: TEST_CARDS.success, expMonth: 12, expYear: 2034, cvc: '123', name: 'Aroha Ngata' },
    },
  });
  expect(card.statusCode, card.body).toBe(200);
  const confirmed = await post<StoreCommission>(`/api/commissions/${id}/confirm-payment`, headers, {
    paymentIntentId: intent.paymentIntentId,
  });
  return { intent, confirmed };
}

const row = async (id: string) => (await t.database.db.select().from(commissions).where(eq(commissions.id, id)))[0]!;
const heldMinutes = async (date: string) =>
  (await minutesUsedPerSlot(t.database.db, date, date)).get(date)?.get(SLOT) ?? 0;

describe('request', () => {
  it('needs a signed-in customer', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/commissions', payload: requestBody() });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a date inside the 48 hours of notice, naming the field, and keeps nothing', async () => {
    const before = (await t.database.db.select().from(commissions)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/commissions',
      headers: customer,
      payload: requestBody({ dateNeeded: addDays(aucklandNow().date, 1) }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'TOO_SOON', fields: { dateNeeded: expect.stringMatching(/48 hours/) } });
    expect((await t.database.db.select().from(commissions)).length).toBe(before);
  });

  it('refuses a day the shop is closed', async () => {
    const year = Number(aucklandNow().date.slice(0, 4));
    const christmas = `${aucklandNow().date > `${year}-12-22` ? year + 1 : year}-12-25`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/commissions',
      headers: customer,
      payload: requestBody({ dateNeeded: christmas }),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toHaveProperty('dateNeeded');
  });

  it('refuses a size the spec does not list and more than three photos', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/commissions',
      headers: customer,
      payload: requestBody({ size: 7 }),
    });
    expect(bad.statusCode).toBe(400);
    const photo = '/objects/products/00000000-0000-4000-8000-000000000000.webp';
    const many = await t.app.inject({
      method: 'POST',
      url: '/api/commissions',
      headers: customer,
      payload: requestBody({ photos: [photo, photo, photo, photo] }),
    });
    expect(many.statusCode).toBe(400);
  });

  it('takes a reference photo through the presigned upload and refuses what is not an image', async () => {
    const upload = async (bytes: Buffer) => {
      const { uploadURL } = await post<{ uploadURL: string }>('/api/commissions/photos/upload', customer, {
        contentType: 'image/png',
        size: bytes.length,
      });
      const url = new URL(uploadURL);
      const put = await t.app.inject({
        method: 'PUT',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'image/png' },
        payload: bytes,
      });
      expect(put.statusCode, put.body).toBe(204);
      return t.app.inject({
        method: 'PUT',
        url: '/api/commissions/photos',
        headers: customer,
        payload: { imageURL: uploadURL.split('?')[0] },
      });
    };
    const refused = await upload(NOT_IMAGES.svg);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('NOT_AN_IMAGE');
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/api/commissions/photos/upload',
      headers: customer,
      payload: { contentType: 'image/png', size: 10 * 1024 * 1024 + 1 },
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.body).toMatch(/less than 10MB/);
    const stored = await upload(await smallPng());
    expect(stored.statusCode, stored.body).toBe(200);
    const { objectPath } = stored.json<{ objectPath: string }>();
    const made = await newRequest({ photos: [objectPath] });
    expect(made).toMatchObject({ state: 'requested', stage: 'requested', photos: [objectPath], quote: null });
    expect((await t.app.inject({ url: objectPath })).statusCode).toBe(200);
  });

  it('shows the request to its customer only, and tells the shop by e-mail', async () => {
    const made = await newRequest();
    const mine = await t.app.inject({ url: '/api/commissions', headers: customer });
    expect(mine.json<StoreCommission[]>().map((c) => c.id)).toContain(made.id);
    expect((await t.app.inject({ url: `/api/commissions/${made.id}`, headers: stranger })).statusCode).toBe(404);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `commission:${made.id}:requested`));
    expect(mails).toHaveLength(1);
    // Staff see it on the Today board.
    const board = await t.app.inject({ url: '/api/admin/board', headers: staff });
    expect(board.json<{ commissions: { toQuote: number } }>().commissions.toQuote).toBeGreaterThan(0);
  });
});

describe('quote', () => {
  it('is staff work: a customer is refused', async () => {
    const made = await newRequest();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/commissions/${made.id}/quote`,
      headers: customer,
      payload: { lines: quoteLines, expectedVersion: 0 },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a negative line and a base price outside the size range, naming the line', async () => {
    const made = await newRequest();
    const negative = await quote(made.id, 0, [
      ...quoteLines,
      { kind: 'decoration', label: 'Discount', amount: '-5.00' },
    ]);
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toMatchObject({
      code: 'BAD_QUOTE',
      fields: { 'lines.3.amount': expect.stringMatching(/negative/) },
    });
    const cheap = await quote(made.id, 0, [{ kind: 'base', label: 'base', amount: '20.00' }]);
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json().message).toMatch(/8 inch cake is \$55.00 to \$80.00/);
    expect((await row(made.id)).state).toBe('requested');
  });

  it('prices the lines, holds the kitchen minutes, and a second admin quoting the same version gets 409', async () => {
    const date = nextDeliveryDay(25);
    const made = await newRequest({ dateNeeded: date });
    const before = await heldMinutes(date);
    const first = await quote(made.id, 0);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<AdminCommission>().quote).toMatchObject({
      version: 1,
      rush: '0.00',
      total: '120.00',
      deposit: '60.00',
      balance: '60.00',
      balanceDueDate: addDays(date, -7),
    });
    expect(await heldMinutes(date)).toBe(before + 120);
    const second = await quote(made.id, 0, [{ kind: 'base', label: 'base', amount: '60.00' }]);
    expect(second.statusCode).toBe(409);
    expect((await row(made.id)).totalCents).toBe(120_00);
  });

  it('adds the 30% rush surcharge under 5 days', async () => {
    const date = nextDeliveryDay(3);
    const made = await newRequest({ dateNeeded: date });
    const res = await quote(made.id, 0);
    expect(res.statusCode, res.body).toBe(200);
    const rush = isRush(date, aucklandNow().date);
    expect(res.json<AdminCommission>().quote).toMatchObject(
      rush ? { rush: '36.00', total: '156.00', deposit: '78.00' } : { rush: '0.00', total: '120.00' },
    );
  });

  it('keeps staff questions and customer answers on the request', async () => {
    const made = await newRequest();
    await post<AdminCommission>(`/api/admin/commissions/${made.id}/messages`, staff, { body: 'Which shade of pink?' });
    const answered = await post<StoreCommission>(`/api/commissions/${made.id}/messages`, customer, { body: 'Blush' });
    expect(answered.messages.map((m) => [m.author, m.body])).toEqual([
      ['staff', 'Which shade of pink?'],
      ['customer', 'Blush'],
    ]);
  });
});

describe('deposit and balance', () => {
  it('refuses another customer paying the quote and an expired quote, changing nothing', async () => {
    const made = await newRequest();
    expect((await quote(made.id)).statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/commissions/${made.id}/pay/deposit`,
      headers: stranger,
    });
    expect(other.statusCode).toBe(404);
    await t.database.db
      .update(commissions)
      .set({ quoteValidUntil: sql`now() - interval '1 minute'` })
      .where(eq(commissions.id, made.id));
    const expired = await t.app.inject({
      method: 'POST',
      url: `/api/commissions/${made.id}/pay/deposit`,
      headers: customer,
    });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().code).toBe('QUOTE_EXPIRED');
    expect((await row(made.id)).state).toBe('quoted');
  });

  it('a double-clicked accept gets the same intent; the deposit confirms it; the balance makes an order with points', async () => {
    const date = nextDeliveryDay(30);
    const made = await newRequest({ dateNeeded: date });
    await quote(made.id);
    const [a, b] = await Promise.all([
      post<CommissionPaymentReply>(`/api/commissions/${made.id}/pay/deposit`, customer),
      post<CommissionPaymentReply>(`/api/commissions/${made.id}/pay/deposit`, customer),
    ]);
    expect(a.paymentIntentId).toBe(b.paymentIntentId);
    expect(a.amount).toBe('60.00');
    const { confirmed } = await payWith(made.id, 'deposit');
    expect(confirmed).toMatchObject({ state: 'confirmed', paid: '60.00' });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/commissions/${made.id}/pay/deposit`,
      headers: customer,
    });
    expect(refused.statusCode).toBe(409);

    const pointsBefore = (await t.database.db.select().from(loyaltyAccounts)).length;
    const { confirmed: ordered } = await payWith(made.id, 'balance');
    expect(ordered).toMatchObject({ state: 'ordered', paid: '120.00' });
    const orders = (await t.app.inject({ url: '/api/orders/me', headers: customer })).json<StoreOrder[]>();
    const order = orders.find((o) => o.id === ordered.orderId)!;
    expect(order).toMatchObject({ deliveryDate: date, deliveryTime: SLOT, totalAmount: '120.00', pointsEarned: 120 });
    expect((await t.database.db.select().from(loyaltyAccounts)).length).toBeGreaterThanOrEqual(pointsBefore);
    const ledger = await t.database.db.execute(
      sql`select points from loyalty_transactions where order_id = ${ordered.orderId}`,
    );
    expect((ledger as unknown as { rows: { points: number }[] }).rows.map((r) => Number(r.points))).toEqual([120]);
    // On the production sheet of its day, with its design notes and message.
    const sheet = await t.app.inject({ url: `/api/admin/production?date=${date}`, headers: staff });
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect(sheet.body).toContain('Two tiers, pale pink, pressed flowers');
    expect(sheet.body).toContain('Happy 40th Mere');
  });
});

describe('balance due', () => {
  it('asks for the balance by e-mail once on its due date and shows the commission as awaiting balance', async () => {
    const made = await newRequest();
    await quote(made.id);
    await payWith(made.id, 'deposit');
    await t.database.db
      .update(commissions)
      .set({ balanceDueDate: aucklandNow().date })
      .where(eq(commissions.id, made.id));
    await t.app.commissionsSweep();
    await t.app.commissionsSweep();
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `commission:${made.id}:balance-due`));
    expect(mails).toHaveLength(1);
    const seen = await t.app.inject({ url: `/api/commissions/${made.id}`, headers: customer });
    expect(seen.json<StoreCommission>()).toMatchObject({ state: 'confirmed', stage: 'awaiting_balance' });
  });
});

describe('cancellation', () => {
  const refundedAtGateway = async (intentId: string) =>
    (await t.database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, intentId)))[0]!
      .amountRefunded;

  it('by the customer after the deposit refunds what the schedule says, to the cent, and releases the minutes', async () => {
    const date = nextDeliveryDay(10);
    const made = await newRequest({ dateNeeded: date });
    await quote(made.id, 0, [
      { kind: 'base', label: 'base', amount: '65.00' },
      { kind: 'decoration', label: 'gold leaf', amount: '33.33' },
    ]);
    const before = await heldMinutes(date);
    const { intent, confirmed } = await payWith(made.id, 'deposit');
    const expected = refundFor({
      totalCents: 98_33,
      paidCents: 49_17,
      dateNeeded: date,
      today: aucklandNow().date,
      by: 'customer',
    }).refundCents;
    expect(confirmed.refundIfCancelledNow).toBe((expected / 100).toFixed(2));
    const res = await post<{ refund: string; commission: StoreCommission }>(
      `/api/commissions/${made.id}/cancel`,
      customer,
    );
    expect(res.refund).toBe((expected / 100).toFixed(2));
    expect(res.commission).toMatchObject({ state: 'cancelled', cancelledBy: 'customer' });
    expect(await refundedAtGateway(intent.paymentIntentId)).toBe(expected);
    expect(await heldMinutes(date)).toBe(before - 120);
    const again = await t.app.inject({ method: 'POST', url: `/api/commissions/${made.id}/cancel`, headers: customer });
    expect(again.statusCode).toBe(409);
  });

  it('by staff refunds everything paid', async () => {
    const made = await newRequest({ dateNeeded: nextDeliveryDay(4) });
    await quote(made.id);
    const { intent } = await payWith(made.id, 'deposit');
    const paid = (await row(made.id)).paidCents;
    const res = await post<{ refund: string }>(`/api/admin/commissions/${made.id}/cancel`, staff, {
      reason: 'Oven broke',
    });
    expect(res.refund).toBe((paid / 100).toFixed(2));
    expect(await refundedAtGateway(intent.paymentIntentId)).toBe(paid);
  });

  it("a custom cake's order is not cancelled from Orders or /orders (409, nothing moves): its request's cancel applies the schedule", async () => {
    const made = await newRequest({ dateNeeded: nextDeliveryDay(30) });
    await quote(made.id);
    const { intent: deposit } = await payWith(made.id, 'deposit');
    const { intent: balance, confirmed } = await payWith(made.id, 'balance');
    const orderId = confirmed.orderId!;
    for (const [url, headers] of [
      [`/api/admin/orders/${orderId}/cancel`, staff],
      [`/api/orders/${orderId}/cancel`, customer],
    ] as const) {
      const refused = await t.app.inject({ method: 'POST', url, headers, payload: { reason: 'Changed my mind' } });
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json<{ code: string; message: string }>()).toMatchObject({
        code: 'CUSTOM_CAKE_ORDER',
        message: expect.stringContaining('Custom cakes'),
      });
    }
    const orders = (await t.app.inject({ url: '/api/orders/me', headers: customer })).json<StoreOrder[]>();
    expect(orders.find((o) => o.id === orderId)?.status).not.toBe('cancelled');
    expect(await refundedAtGateway(deposit.paymentIntentId)).toBe(0);
    expect(await refundedAtGateway(balance.paymentIntentId)).toBe(0);
    // Through its request, 30 days out: the schedule gives everything back, and the order is cancelled with it.
    const res = await post<{ refund: string }>(`/api/commissions/${made.id}/cancel`, customer);
    expect(res.refund).toBe('120.00');
    const after = (await t.app.inject({ url: '/api/orders/me', headers: customer })).json<StoreOrder[]>();
    expect(after.find((o) => o.id === orderId)?.status).toBe('cancelled');
  });

  it('a deposit paid after the commission was cancelled is refunded in full', async () => {
    const made = await newRequest();
    await quote(made.id);
    const intent = await post<CommissionPaymentReply>(`/api/commissions/${made.id}/pay/deposit`, customer);
    await post(`/api/commissions/${made.id}/cancel`, customer);
    // The intent was cancelled with the commission: the card is refused, nothing is taken.
    const card = await t.app.inject({
      method: 'POST',
      url: `/api/commissions/test-payments/${intent.paymentIntentId}/confirm`,
      payload: {
        clientSecret: intent.clientSecret,
        card: { number: TEST_CARDS.success, expMonth: 12, expYear: 2034, cvc: '123', name: 'A' },
      },
    });
    expect(card.json().status).not.toBe('succeeded');
    expect((await row(made.id)).paidCents).toBe(0);
  });
});
