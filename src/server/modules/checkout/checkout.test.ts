import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreCartLine } from '../../../contracts/cart';
import type { StoreProduct } from '../../../contracts/catalog';
import type { StoreOrder, StorePaymentIntentReply } from '../../../contracts/checkout';
import { holidaysOn } from '../../../domain/calendar';
import { addDays, aucklandNow, weekdayOf } from '../../../domain/delivery';
import { recomputedCustomerTotals } from '../../db/customer-totals';
import { transactionsNeverOverlap } from '../../db/transaction-locks';
import { recomputedShopTotals, storedShopTotals } from '../../db/shop-totals';
import {
  businessSettings,
  cartItems,
  customerTotals,
  checkouts,
  loyaltyAccounts,
  loyaltyTransactions,
  mailOutbox,
  orders,
  testPaymentIntents,
} from '../../db/schema';
import {
  addToCart,
  paidWithoutFollowUp,
  payWithCard,
  catalogue,
  confirmOrder,
  createIntent,
  deliveryAddress,
  placeOrder,
  newShopper,
  nextDeliveryDay,
  relaxShopRules,
  saveDetails,
  type Shopper,
  TEST_CARDS,
} from '../../test/checkout-helpers';
import type { TestGateway } from '../../platform/payments/test-gateway';
import { itRace } from '../../test/races';
import { createTestApp, type TestApp } from '../../test/test-app';
import { allowing } from '@/test/time-limits';

let t: TestApp;
let products: StoreProduct[];
let sweet: StoreProduct;
let cake: StoreProduct;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000',
    RATE_LIMIT_CART_WRITES_PER_MINUTE: '10000',
  });
  // Many orders land in the same slot here; the capacity test sets its own limit.
  await relaxShopRules(t);
  products = await catalogue(t);
  sweet = products.find((p) => p.category !== 'cakes' && p.inStock && !p.featured)!;
  cake = products.find((p) => p.category === 'cakes' && p.inStock && p.slug.includes('black-forest'))!;
});
afterAll(() => t.close());

const cents = (money: string) => Math.round(Number(money) * 100);
const count = async (table: typeof orders | typeof testPaymentIntents | typeof mailOutbox) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('POST /api/create-payment-intent', () => {
  it('needs a signed-in customer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { sessionId: crypto.randomUUID() },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an empty cart', async () => {
    const shopper = await newShopper(t);
    const res = await createIntent(t, shopper);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Your cart is empty');
  });

  it('charges the server price plus 15% GST, ignoring prices sent by the browser and customization markers', async () => {
    const shopper = await newShopper(t);
    const before = await count(testPaymentIntents);
    await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: {
        sessionId: shopper.sessionId,
        productId: sweet.id,
        quantity: 2,
        price: 0.01,
        unitPrice: 0.01,
        total: 0.01,
        customization: 'Special Offer - 20% OFF',
      },
    });
    await addToCart(t, shopper, cake.id, 1, 'Small (6 inch)');
    const res = await createIntent(t, shopper, { total: '0.01', discount: 99 });
    expect(res.statusCode).toBe(200);
    const body = res.json<StorePaymentIntentReply>();
    const subtotal = cents(sweet.price) * 2 + cents(cake.price) - 1000;
    const gst = Math.floor((subtotal * 15 * 2 + 100) / 200);
    expect(cents(body.subtotal)).toBe(subtotal);
    expect(cents(body.gst)).toBe(gst);
    expect(cents(body.total)).toBe(subtotal + gst);
    expect(body.pointsToEarn).toBe(Math.floor(subtotal / 100));
    expect(body.discount).toBe(0);
    expect(body.clientSecret).toMatch(/^pi_test_\w+_secret_/);
    const [intent] = await t.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, body.paymentIntentId));
    expect(intent).toMatchObject({ amount: subtotal + gst, currency: 'nzd' });
    expect(intent!.metadata).toMatchObject({ sub: shopper.claims.sub });
    expect(await count(testPaymentIntents)).toBe(before + 1);
  });

  it('keeps one intent per snapshot: the same cart reuses it, a changed cart opens a new checkout and cancels the old intent', async () => {
    const shopper = await newShopper(t);
    await addToCart(t, shopper, sweet.id, 1);
    const first = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
    const again = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
    expect(again.paymentIntentId).toBe(first.paymentIntentId);
    await addToCart(t, shopper, sweet.id, 2);
    const changed = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
    expect(changed.paymentIntentId).not.toBe(first.paymentIntentId);
    expect(cents(changed.total)).toBeGreaterThan(cents(first.total));
    const intents = await t.database.db
      .select()
      .from(testPaymentIntents)
      .where(inArray(testPaymentIntents.id, [first.paymentIntentId, changed.paymentIntentId]));
    const byId = new Map(intents.map((i) => [i.id, i]));
    // The old intent keeps its amount and can no longer be paid; the new one is for the new total.
    expect(byId.get(first.paymentIntentId)).toMatchObject({ status: 'canceled', amount: cents(first.total) });
    expect(byId.get(changed.paymentIntentId)).toMatchObject({ amount: cents(changed.total) });
    const rows = await t.database.db.select().from(checkouts).where(eq(checkouts.cartSessionId, shopper.sessionId));
    // The first snapshot stays as it was, findable by its intent.
    expect(rows.map((r) => [r.paymentIntentId, r.status, r.totalCents]).sort()).toEqual(
      [
        [first.paymentIntentId, 'superseded', cents(first.total)],
        [changed.paymentIntentId, 'open', cents(changed.total)],
      ].sort(),
    );
    expect((await payWithCard(t, first)).statusCode).toBe(409);
  });

  it('refuses an out-of-stock product in the cart with a clear message and makes no intent', async () => {
    const shopper = await newShopper(t);
    const line = await addToCart(t, shopper, sweet.id, 1);
    const { products: table } = await import('../../db/schema');
    await t.database.db.update(table).set({ inStock: false }).where(eq(table.id, sweet.id));
    try {
      const before = await count(testPaymentIntents);
      const res = await createIntent(t, shopper);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('out of stock');
      expect(await count(testPaymentIntents)).toBe(before);
      expect(line).toBeTruthy();
    } finally {
      await t.database.db.update(table).set({ inStock: true }).where(eq(table.id, sweet.id));
    }
  });

  it('an unknown reward is 404 and opens no checkout', async () => {
    const shopper = await newShopper(t);
    await addToCart(t, shopper, sweet.id, 1);
    const before = await count(testPaymentIntents);
    const res = await createIntent(t, shopper, { rewardId: crypto.randomUUID() });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Reward not found');
    expect(await count(testPaymentIntents)).toBe(before);
  });
});

describe('delivery details before payment', () => {
  it.each([
    ['a date in the past', { deliveryDate: addDays(aucklandNow().date, -1) }, 'deliveryDate'],
    ['an unknown slot', { deliveryTime: '03:00-04:00' }, 'deliveryTime'],
    ['letters in the postal code', { postalCode: 'abc' }, 'postalCode'],
    ['a city outside the region list', { city: 'Sydney' }, 'city'],
    ['5,000 characters of instructions', { specialInstructions: 'x'.repeat(5000) }, 'specialInstructions'],
    ['no name', { fullName: '' }, 'fullName'],
    [
      'a Sunday delivery',
      {
        deliveryDate: (() => {
          let d = nextDeliveryDay(1);
          while (weekdayOf(d) !== 0) d = addDays(d, 1);
          return d;
        })(),
      },
      'deliveryDate',
    ],
  ])(
    'refuses %s with 400 naming the field, stores nothing, and a fixed retry works',
    async (_label, override, field) => {
      const shopper = await newShopper(t);
      await addToCart(t, shopper, sweet.id, 1);
      const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
      const res = await saveDetails(t, shopper, intent.paymentIntentId, deliveryAddress(override));
      expect(res.statusCode).toBe(400);
      // The field travels as data, for the form to show beside it.
      expect(Object.keys(res.json().fields)).toContain(field);
      const [row] = await t.database.db
        .select()
        .from(checkouts)
        .where(eq(checkouts.paymentIntentId, intent.paymentIntentId));
      expect(row!.details).toBeNull();
      // The card cannot be charged before the details are bound.
      expect((await payWithCard(t, intent)).statusCode).toBe(409);
      expect((await saveDetails(t, shopper, intent.paymentIntentId)).statusCode).toBe(200);
      expect((await payWithCard(t, intent)).json().status).toBe('succeeded');
    },
  );

  it('takes a pickup with only name, e-mail and phone, on a Sunday too', async () => {
    const shopper = await newShopper(t);
    await addToCart(t, shopper, sweet.id, 1);
    const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
    let sunday = nextDeliveryDay(1);
    // A Sunday that is no holiday: Easter Sunday is closed by default (decision 0145).
    while (weekdayOf(sunday) !== 0 || holidaysOn(sunday).length) sunday = addDays(sunday, 1);
    const pickup = {
      fulfilment: 'pickup' as const,
      fullName: 'Sam Lee',
      email: 'sam@example.com',
      phone: '021 555 123',
      deliveryDate: sunday,
      deliveryTime: '9:00-11:00',
    };
    expect((await saveDetails(t, shopper, intent.paymentIntentId, pickup)).statusCode).toBe(200);
    await payWithCard(t, intent);
    const res = await confirmOrder(t, shopper, intent.paymentIntentId, pickup);
    expect(res.statusCode).toBe(200);
    expect(res.json<StoreOrder>()).toMatchObject({
      fulfilment: 'pickup',
      deliveryAddress: null,
      customerName: 'Sam Lee',
    });
  });
});

describe('paying with the test gateway', () => {
  it.each([
    [TEST_CARDS.declined, 'card_declined'],
    [TEST_CARDS.insufficient, 'insufficient_funds'],
    ['4242 4242 4242 4241', 'incorrect_number'],
  ])('refuses %s with %s, leaves the cart and makes no order', async (number, code) => {
    const shopper = await newShopper(t);
    await addToCart(t, shopper, sweet.id, 1);
    const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
    await saveDetails(t, shopper, intent.paymentIntentId);
    const before = await count(orders);
    const res = await payWithCard(t, intent, number);
    expect(res.json()).toMatchObject({ status: 'requires_payment_method', error: { code } });
    const confirm = await confirmOrder(t, shopper, intent.paymentIntentId);
    expect(confirm.statusCode).toBe(402);
    expect(await count(orders)).toBe(before);
    const cart = await t.app.inject({ url: '/api/cart', headers: { 'x-cart-session': shopper.sessionId } });
    expect(cart.json<StoreCartLine[]>()).toHaveLength(1);
  });

  it('asks for approval with the 3155 card, and pays once approved', async () => {
    const shopper = await newShopper(t);
    await addToCart(t, shopper, sweet.id, 1);
    const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
    await saveDetails(t, shopper, intent.paymentIntentId);
    expect((await payWithCard(t, intent, TEST_CARDS.authenticate)).json().status).toBe('requires_action');
    expect((await confirmOrder(t, shopper, intent.paymentIntentId)).statusCode).toBe(402);
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/test-payments/${intent.paymentIntentId}/authenticate`,
      payload: { clientSecret: intent.clientSecret, approve: true },
    });
    expect(approve.json().status).toBe('succeeded');
    expect((await confirmOrder(t, shopper, intent.paymentIntentId)).statusCode).toBe(200);
  });

  it('needs the client secret', async () => {
    const shopper = await newShopper(t);
    await addToCart(t, shopper, sweet.id, 1);
    const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
    await saveDetails(t, shopper, intent.paymentIntentId);
    const res = await payWithCard(t, { ...intent, clientSecret: `${intent.paymentIntentId}_secret_guessed` });
    expect(res.statusCode).toBe(404);
  });
});

/**
 * Binds the shopper's cart, marks its intent paid directly (so the test gateway's own fulfilment
 * does not race the measurement and this confirm-order makes the order itself), confirms, and
 * returns every statement the confirm-order ran.
 */
async function statementsOfConfirm(shopper: Shopper): Promise<string[]> {
  const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
  await saveDetails(t, shopper, intent.paymentIntentId);
  await paidWithoutFollowUp(t, intent.paymentIntentId);
  const queries: string[] = [];
  t.database.queries.recorded = queries;
  try {
    expect((await confirmOrder(t, shopper, intent.paymentIntentId)).statusCode).toBe(200);
  } finally {
    t.database.queries.recorded = null;
  }
  return queries;
}

describe('POST /api/confirm-order', () => {
  it('creates one order from the paid snapshot, credits points, empties the cart and queues the e-mails', async () => {
    const shopper = await newShopper(t);
    const mailsBefore = await count(mailOutbox);
    const { intent, order } = await placeOrder(t, shopper, sweet.id, 3);
    expect(order).toMatchObject({
      status: 'orderconfirmed',
      fulfilment: 'delivery',
      totalAmount: intent.total,
      deliveryCity: 'Auckland',
    });
    expect(order.orderNumber).toBeGreaterThan(1000);
    expect(order.items).toEqual([
      expect.objectContaining({ productName: sweet.name, quantity: 3, price: sweet.price }),
    ]);
    const cart = await t.app.inject({ url: '/api/cart', headers: { 'x-cart-session': shopper.sessionId } });
    expect(cart.json()).toEqual([]);
    const user = (await t.app.inject({ url: '/api/auth/user', headers: shopper.headers })).json();
    const [account] = await t.database.db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.userId, user.id));
    expect(account).toMatchObject({ totalPoints: intent.pointsToEarn, totalSpentCents: cents(intent.total) });
    expect(await count(mailOutbox)).toBe(mailsBefore + 2);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.dedupeKey} like ${`%${order.id}`}`);
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['hello@saffron-sugar.example', 'mere@example.co.nz']);
  });

  it('answers a repeated confirm with the same order, and changes nothing more', async () => {
    const shopper = await newShopper(t);
    const { intent, order } = await placeOrder(t, shopper, sweet.id, 1);
    const ordersBefore = await count(orders);
    for (let i = 0; i < 3; i += 1) {
      const res = await confirmOrder(t, shopper, intent.paymentIntentId);
      expect(res.statusCode).toBe(200);
      expect(res.json<StoreOrder>().id).toBe(order.id);
    }
    expect(await count(orders)).toBe(ordersBefore);
    const ledger = await t.database.db
      .select()
      .from(loyaltyTransactions)
      .where(eq(loyaltyTransactions.orderId, order.id));
    expect(ledger).toHaveLength(1);
  });

  itRace('makes exactly one order when ten confirms race (P32)', async () => {
    const shopper = await newShopper(t);
    await addToCart(t, shopper, sweet.id, 2);
    const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
    await saveDetails(t, shopper, intent.paymentIntentId);
    // Paid without the gateway's own follow-up, so only the racing confirms make the order.
    await paidWithoutFollowUp(t, intent.paymentIntentId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => confirmOrder(t, shopper, intent.paymentIntentId)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.json<StoreOrder>().id)).size).toBe(1);
    const made = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.stripePaymentIntentId, intent.paymentIntentId));
    expect(made).toHaveLength(1);
    const ledger = await t.database.db
      .select()
      .from(loyaltyTransactions)
      .where(eq(loyaltyTransactions.orderId, made[0]!.id));
    expect(ledger).toHaveLength(1);
  });

  it('is completed by the payment alone, as the webhook would, without confirm-order', async () => {
    const shopper = await newShopper(t);
    await addToCart(t, shopper, sweet.id, 1);
    const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
    await saveDetails(t, shopper, intent.paymentIntentId);
    await payWithCard(t, intent);
    await expect
      .poll(
        async () =>
          (await t.database.db.select().from(orders).where(eq(orders.stripePaymentIntentId, intent.paymentIntentId)))
            .length,
        { timeout: allowing(5000) },
      )
      .toBe(1);
    const res = await confirmOrder(t, shopper, intent.paymentIntentId);
    expect(res.statusCode).toBe(200);
  });

  it('never puts unpaid items in the order when the cart changed after the intent', async () => {
    const shopper = await newShopper(t);
    await addToCart(t, shopper, sweet.id, 1);
    const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
    await saveDetails(t, shopper, intent.paymentIntentId);
    await addToCart(t, shopper, cake.id, 5);
    await payWithCard(t, intent);
    const order = (await confirmOrder(t, shopper, intent.paymentIntentId)).json<StoreOrder>();
    expect(order.items.map((i) => i.productName)).toEqual([sweet.name]);
    expect(order.totalAmount).toBe(intent.total);
    // The unpaid cake stays in the cart, and the paid checkout cannot be re-priced.
    const cart = (await t.app.inject({ url: '/api/cart', headers: { 'x-cart-session': shopper.sessionId } })).json<
      StoreCartLine[]
    >();
    expect(cart.map((l) => l.product.name)).toEqual([cake.name]);
  });

  it('refuses details that differ from the ones bound before payment', async () => {
    const shopper = await newShopper(t);
    await addToCart(t, shopper, sweet.id, 1);
    const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
    await saveDetails(t, shopper, intent.paymentIntentId);
    await payWithCard(t, intent);
    const res = await confirmOrder(t, shopper, intent.paymentIntentId, deliveryAddress({ address: '1 Other Street' }));
    expect(res.statusCode).toBe(409);
  });

  it("answers another customer's or an unknown payment with 404 and no order", async () => {
    const owner = await newShopper(t);
    await addToCart(t, owner, sweet.id, 1);
    const intent = (await createIntent(t, owner)).json<StorePaymentIntentReply>();
    await saveDetails(t, owner, intent.paymentIntentId);
    const thief = await newShopper(t);
    const before = await count(orders);
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/confirm-order',
      headers: thief.headers,
      payload: {
        sessionId: owner.sessionId,
        paymentIntentId: intent.paymentIntentId,
        deliveryAddress: deliveryAddress(),
      },
    });
    expect(stolen.statusCode).toBe(404);
    expect((await confirmOrder(t, owner, 'pi_test_000000000000000000000000')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/confirm-order', payload: {} })).statusCode).toBe(401);
    expect(await count(orders)).toBe(before);
  });

  it('gives its own time in Server-Timing on create-payment-intent and confirm-order, the calls A6 times, and only there', async () => {
    const shopper = await newShopper(t);
    await addToCart(t, shopper, sweet.id, 2);
    const intentRes = await createIntent(t, shopper);
    const intent = intentRes.json<StorePaymentIntentReply>();
    const details = await saveDetails(t, shopper, intent.paymentIntentId);
    expect((await payWithCard(t, intent)).statusCode).toBe(200);
    const confirmed = await confirmOrder(t, shopper, intent.paymentIntentId);
    expect(confirmed.statusCode).toBe(200);
    for (const res of [intentRes, confirmed]) {
      const [, ms] = /^app;dur=(\d+\.\d{2})$/.exec(String(res.headers['server-timing'])) ?? [];
      expect(Number(ms), String(res.headers['server-timing'])).toBeGreaterThan(0);
    }
    expect(details.headers['server-timing']).toBeUndefined();
  });

  it('writes the order in 6 statements, for 1 line and for 20 lines (A6)', async () => {
    const written: string[][] = [];
    for (const lineCount of [1, 20]) {
      const shopper = await newShopper(t);
      for (const product of products.filter((p) => p.inStock && p.category !== 'cakes').slice(0, lineCount)) {
        await addToCart(t, shopper, product.id, 1);
      }
      const queries = await statementsOfConfirm(shopper);
      // From the order's insert to the checkout's mark, in its transaction: the order with the
      // customer's totals, its lines, the e-mails with the live stream's notice, the points, and
      // the mark with the paid lines' removal from the cart. The mail worker's own statements
      // (it polls on its own) are left out.
      const first = queries.findIndex((q) => q.startsWith('insert into "orders"'));
      const last = queries.findIndex((q) => /update "checkouts" set "status"/.test(q));
      written.push(queries.slice(first, last + 1).filter((q) => !/^(select|update) .*"mail_outbox"/s.test(q)));
    }
    expect(written[0], written[0]!.join('\n')).toHaveLength(6);
    expect(written[1]).toHaveLength(6);
    expect(written[0]!.filter((q) => q.includes('pg_notify'))).toEqual([
      expect.stringMatching(/^with queued as \(insert into "mail_outbox".*select pg_notify/s),
    ]);
    expect(written[0]!.at(-1)).toMatch(/^with alongside as \(delete from "cart_items".*\) update "checkouts"/s);
  });

  it('lists under each line of both e-mails the allergens its product declares, read as the lines are written (issue 26, A6)', async () => {
    const declaring = products.find((p) => p.inStock && p.category !== 'cakes' && p.allergens.length)!;
    const plain = products.find((p) => p.inStock && p.category !== 'cakes' && !p.allergens.length);
    const shopper = await newShopper(t);
    if (plain) await addToCart(t, shopper, plain.id, 1);
    await addToCart(t, shopper, declaring.id, 1);
    const queries = await statementsOfConfirm(shopper);
    // No statement of its own reads the products' allergens: the lines' insert returns them.
    expect(queries.filter((q) => /^select .*"allergens".* from "products"/s.test(q))).toEqual([]);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.sessionId, shopper.sessionId));
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.dedupeKey} like ${`%${order!.id}%`}`);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      const line = mail.textBody.split('\n').findIndex((l) => l.includes(`× ${declaring.name} (`));
      const contains = mail.textBody.split('\n')[line + 1]!;
      expect(contains).toMatch(/^ {4}Contains: /);
      for (const allergen of declaring.allergens) expect(contains).toContain(allergen);
      if (plain) {
        const plainLine = mail.textBody.split('\n').findIndex((l) => l.includes(`× ${plain.name} (`));
        expect(mail.textBody.split('\n')[plainLine + 1] ?? '').not.toMatch(/Contains:/);
      }
    }
  });

  it("sent as the card is taken, it answers with the gateway listener's order and does not read it back (A6, decision 0246)", async () => {
    const shopper = await newShopper(t);
    await addToCart(t, shopper, sweet.id, 2);
    const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
    await saveDetails(t, shopper, intent.paymentIntentId);
    // The browser's confirm-order is sent the moment the gateway reports the card taken, right
    // after the shop's own listener has started the fulfilment: it arrives while that decision runs
    // however loaded the machine is (a confirm-order sent once the test got the card's answer
    // arrived after it ended when the machine was busy, and rightly read the order back).
    const gateway = t.app.payments.gateway as TestGateway;
    const { value: res, statements } = await t.database.queries.during(async () => {
      const confirmed = new Promise<Awaited<ReturnType<typeof confirmOrder>>>((resolve) =>
        gateway.onSucceeded((paid) => {
          if (paid.id === intent.paymentIntentId) resolve(confirmOrder(t, shopper, intent.paymentIntentId));
        }),
      );
      expect((await payWithCard(t, intent)).statusCode).toBe(200);
      return confirmed;
    });
    expect(res.statusCode).toBe(200);
    const [made] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.stripePaymentIntentId, intent.paymentIntentId));
    expect(res.json<StoreOrder>()).toMatchObject({
      id: made!.id,
      orderNumber: made!.orderNumber,
      totalAmount: intent.total,
    });
    // One decision (one order insert) and no read of its lines afterwards: confirm-order took the
    // listener's decision, which ended after the call arrived.
    expect(statements.filter((q) => q.startsWith('insert into "orders"'))).toHaveLength(1);
    expect(
      statements.filter((q) => /^select .* from "order_items"/s.test(q)),
      statements.join('\n'),
    ).toEqual([]);
  });

  it("a customer who owes no points is not read again after the points' credit, and the totals move in one statement (A6)", async () => {
    const shopper = await newShopper(t);
    await addToCart(t, shopper, sweet.id, 1);
    const queries = await statementsOfConfirm(shopper);
    const loyalty = queries.filter((q) => q.includes('"loyalty_accounts"'));
    expect(loyalty, loyalty.join('\n')).toHaveLength(1);
    // The ledger row goes with the balance, in the same statement.
    expect(loyalty[0]).toMatch(
      /^with ledger_entry as \(insert into "loyalty_transactions".*\) insert into "loyalty_accounts".*returning "points_owed"$/s,
    );
    expect(queries.filter((q) => q.includes('"loyalty_transactions"'))).toEqual(loyalty);
    const totals = queries.filter((q) => q.includes('"customer_totals"') || q.includes('"order_day_totals"'));
    expect(totals, totals.join('\n')).toHaveLength(1);
    expect(totals[0]).toMatch(/^with totals_0 as \(insert into "order_day_totals".*\) insert into "customer_totals"/s);
    // And both moved as the orders say they should.
    const stored = new Map(
      (await t.database.db.select().from(customerTotals))
        .filter((row) => row.orderCount !== 0 || Number(row.spentCents) !== 0)
        .map((row) => [row.userId, { orderCount: row.orderCount, spentCents: Number(row.spentCents) }]),
    );
    expect(stored).toEqual(await recomputedCustomerTotals(t.database.db));
    expect(await storedShopTotals(t.database.db)).toEqual(await recomputedShopTotals(t.database.db));
  });

  it("binds details with the kitchen's minutes, batches and hold in at most 8 statements, for 1 line and for 20", async () => {
    // Issue 23 (A5): the capacity check rides on binding. Every statement the request causes is
    // recorded (`during` leaves out the mail worker's polls), reads and locks too, not only writes.
    const counted: Array<{ request: string[]; transaction: string[] }> = [];
    for (const lineCount of [1, 20]) {
      const shopper = await newShopper(t);
      for (const product of products.filter((p) => p.inStock && p.category !== 'cakes').slice(0, lineCount)) {
        await addToCart(t, shopper, product.id, 1);
      }
      const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
      const { value: res, statements } = await t.database.queries.during(() =>
        saveDetails(t, shopper, intent.paymentIntentId),
      );
      expect(res.statusCode, res.body).toBe(200);
      // The binding's transaction: from its first lock (the account's, then the slot's and the
      // day's) to the hold it takes, with the minutes counted and the batches read in between.
      // On PGlite, whose transactions never overlap, the locks are left out (db/transaction-locks.ts):
      // the transaction opens with the minutes' count.
      const serial = transactionsNeverOverlap(t.database.db);
      const locks = statements.filter((q) => q.startsWith('select pg_advisory_xact_lock'));
      expect(locks.length > 0, statements.join('\n')).toBe(!serial);
      const first = serial
        ? statements.findIndex((q) => /^\s*select coalesce\(sum\(u\.minutes\)/.test(q))
        : statements.indexOf(locks[0]!);
      const last = statements.findIndex((q) => q.startsWith('insert into "slot_holds"'));
      expect(first).toBeGreaterThanOrEqual(0);
      expect(last).toBeGreaterThan(first);
      counted.push({ request: statements, transaction: statements.slice(first, last + 1) });
    }
    const [one, twenty] = counted as [(typeof counted)[0], (typeof counted)[0]];
    expect(one.transaction.some((q) => /from orders o\s+where o\.delivery_date/.test(q))).toBe(true); // the minutes
    expect(one.transaction.length, one.transaction.join('\n')).toBeLessThanOrEqual(8);
    expect(twenty.transaction.length, twenty.transaction.join('\n')).toBe(one.transaction.length);
    // No statement per line anywhere in the request (the sign-in's, the checkout's and the rules' reads).
    expect(twenty.request.length, twenty.request.join('\n')).toBe(one.request.length);
  });
});

describe('create-payment-intent statements (A6)', () => {
  it("reads the cart's open checkout once and makes the test intent in one statement", async () => {
    const shopper = await newShopper(t);
    await addToCart(t, shopper, sweet.id, 1);
    for (const round of ['new checkout', 'same checkout again']) {
      const { value: res, statements } = await t.database.queries.during(() => createIntent(t, shopper));
      expect(res.statusCode, res.body).toBe(200);
      const openReads = statements.filter(
        (q) => q.startsWith('select') && q.includes('from "checkouts" where ("checkouts"."user_id" = $1'),
      );
      expect(openReads, `${round}:\n${statements.join('\n')}`).toHaveLength(1);
      // The new intent comes back from its insert; the same checkout's is read by its id.
      expect(
        statements.filter((q) => q.includes('"test_payment_intents"')),
        round,
      ).toHaveLength(1);
    }
  });
});

describe('slots and capacity', () => {
  it('shows a full slot as unavailable and refuses it', async () => {
    const date = nextDeliveryDay(5);
    await t.database.db.update(businessSettings).set({ slotCapacity: 1 });
    try {
      await placeOrder(
        t,
        await newShopper(t),
        sweet.id,
        1,
        deliveryAddress({ deliveryDate: date, deliveryTime: '15:00-17:00' }),
      );
      const slots = (await t.app.inject({ url: `/api/checkout/slots?date=${date}` })).json<
        { time: string; available: boolean }[]
      >();
      expect(slots.find((s) => s.time === '15:00-17:00')).toMatchObject({ available: false });
      expect(slots.find((s) => s.time === '13:00-15:00')).toMatchObject({ available: true });
      const shopper = await newShopper(t);
      await addToCart(t, shopper, sweet.id, 1);
      const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
      const res = await saveDetails(
        t,
        shopper,
        intent.paymentIntentId,
        deliveryAddress({ deliveryDate: date, deliveryTime: '15:00-17:00' }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('full');
    } finally {
      await t.database.db.update(businessSettings).set({ slotCapacity: 1000 });
    }
  });
});

describe('GST-inclusive prices', () => {
  it('charges the discounted subtotal, which includes its GST', async () => {
    await t.database.db.update(businessSettings).set({ pricesIncludeGst: true });
    try {
      const shopper = await newShopper(t);
      await addToCart(t, shopper, sweet.id, 2);
      const body = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
      expect(body.pricesIncludeGst).toBe(true);
      expect(cents(body.total)).toBe(cents(sweet.price) * 2);
      expect(cents(body.gst)).toBe(cents(body.total) - Math.floor((cents(body.total) * 100) / 115 + 0.5));
    } finally {
      await t.database.db.update(businessSettings).set({ pricesIncludeGst: false });
    }
  });
});

describe('cart lines of a fulfilled order', () => {
  it('removes only the paid lines', async () => {
    const shopper = await newShopper(t);
    await placeOrder(t, shopper, sweet.id, 2);
    const left = await t.database.db.select().from(cartItems).where(eq(cartItems.sessionId, shopper.sessionId));
    expect(left).toEqual([]);
  });
});
