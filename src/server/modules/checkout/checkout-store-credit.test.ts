/**
 * Store credit at checkout (issue 24, decision 0202): the server spends the customer's credit
 * before the card, the card is charged the rest, a cart the credit covers completes without a card
 * through the same fulfil, and the credit comes back exactly once when the order is cancelled or
 * the checkout replaced. The ledger's SQL invariants hold after every test.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StoreProduct } from '../../../contracts/catalog';
import type { StoreOrder, StorePaymentIntentReply } from '../../../contracts/checkout';
import type { StoreCreditBalance } from '../../../contracts/store-credit';
import { parseMoney } from '../../../domain/money';
import { closures, mailOutbox, storeCreditEntries, testPaymentIntents } from '../../db/schema';
import {
  addToCart,
  confirmOrder,
  createIntent,
  deliveryAddress,
  payWithCard,
  relaxShopRules,
  saveDetails,
} from '../../test/checkout-helpers';
import { createCustomer, createProduct, type Customer } from '../../test/factories';
import { giveCredit, NO_CREDIT_VIOLATIONS, storeCreditViolations } from '../../test/store-credit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';

let t: TestApp;
let cake: StoreProduct; // $40.00
let tart: StoreProduct; // $12.00

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000' });
  await relaxShopRules(t);
  cake = await createProduct(t, { name: 'Credit Test Cake', priceCents: 4000 });
  tart = await createProduct(t, { name: 'Credit Test Tart', priceCents: 1200 });
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await storeCreditViolations(t.database.db)).toEqual(NO_CREDIT_VIOLATIONS);
});

const customerWithCredit = async (cents: number): Promise<Customer> => {
  const c = await createCustomer(t);
  if (cents > 0) await giveCredit(t.database.db, c.user.id, cents);
  return c;
};
const balance = async (c: Customer) =>
  (await t.app.inject({ url: '/api/store-credit', headers: c.headers })).json<StoreCreditBalance>().balance;
const ledger = async (c: Customer) =>
  (
    await t.database.db
      .select({ kind: storeCreditEntries.kind, cents: storeCreditEntries.amountCents })
      .from(storeCreditEntries)
      .where(eq(storeCreditEntries.userId, c.user.id))
      .orderBy(storeCreditEntries.createdAt)
  ).map((row) => [row.kind, row.cents]);
const cardIntent = async (id: string) =>
  (await t.database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)))[0];
const prepare = async (c: Customer) => {
  const res = await createIntent(t, c);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StorePaymentIntentReply>();
};
async function cancelAsOwner(orderId: string) {
  const token = await mintToken(t, adminClaims());
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/cancel`,
    headers: bearer(token),
    payload: { reason: 'The customer called to cancel' },
  });
}
const cents = (money: string | undefined) => parseMoney(money ?? '0');

describe('store credit at checkout', () => {
  it('without credit, the card is charged the whole total', async () => {
    const c = await customerWithCredit(0);
    await addToCart(t, c, cake.id, 1);
    const intent = await prepare(c);
    expect(intent.storeCredit).toBe('0.00');
    expect(intent.amountDue).toBe(intent.total);
    expect((await cardIntent(intent.paymentIntentId))!.amount).toBe(cents(intent.total));
  });

  it('pays part of the order before the card: the card is charged the rest, the balance falls', async () => {
    const c = await customerWithCredit(1100);
    await addToCart(t, c, cake.id, 1);
    const intent = await prepare(c);
    expect(intent.storeCredit).toBe('11.00');
    expect(cents(intent.amountDue)).toBe(cents(intent.total) - 1100);
    // Taken with the checkout, so no other checkout can spend it meanwhile.
    expect(await balance(c)).toBe('0.00');
    expect((await cardIntent(intent.paymentIntentId))!.amount).toBe(cents(intent.total) - 1100);

    expect((await saveDetails(t, c, intent.paymentIntentId)).statusCode).toBe(200);
    expect((await payWithCard(t, intent)).statusCode).toBe(200);
    const confirmed = await confirmOrder(t, c, intent.paymentIntentId, deliveryAddress());
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // The order is for its whole price; the credit paid part of it.
    expect(confirmed.json<StoreOrder>().totalAmount).toBe(intent.total);
    expect(await ledger(c)).toEqual([
      ['granted', 1100],
      ['spent', -1100],
    ]);
  });

  it('a cart the credit covers completes without a card, through fulfil, e-mail included', async () => {
    const c = await customerWithCredit(10_000);
    await addToCart(t, c, cake.id, 1);
    const intent = await prepare(c);
    expect(intent.storeCredit).toBe(intent.total);
    expect(intent.amountDue).toBe('0.00');
    expect(intent.paymentIntentId).toMatch(/^credit_/);
    // No card intent at the gateway at all.
    expect(await cardIntent(intent.paymentIntentId)).toBeUndefined();

    // Before the customer completes it, nothing is paid.
    const early = await t.app.inject({ url: '/api/store-credit', headers: c.headers });
    expect(early.json<StoreCreditBalance>().balance).toBe(((10_000 - cents(intent.total)) / 100).toFixed(2));

    expect((await saveDetails(t, c, intent.paymentIntentId)).statusCode).toBe(200);
    const confirmed = await confirmOrder(t, c, intent.paymentIntentId, deliveryAddress());
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const order = confirmed.json<StoreOrder>();
    expect(order.totalAmount).toBe(intent.total);
    // Confirming again returns the same order.
    const again = await confirmOrder(t, c, intent.paymentIntentId, deliveryAddress());
    expect(again.json<StoreOrder>().id).toBe(order.id);
    const mails = await t.database.db
      .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, deliveryAddress().email));
    expect(mails.some((mail) => mail.subject.includes(String(order.orderNumber)))).toBe(true);
    expect(await balance(c)).toBe(((10_000 - cents(intent.total)) / 100).toFixed(2));
  });

  it('a cancelled order gives its credit back exactly once; the card part is refunded', async () => {
    const c = await customerWithCredit(1500);
    await addToCart(t, c, cake.id, 1);
    const intent = await prepare(c);
    await saveDetails(t, c, intent.paymentIntentId);
    await payWithCard(t, intent);
    const order = (await confirmOrder(t, c, intent.paymentIntentId, deliveryAddress())).json<StoreOrder>();
    expect(await balance(c)).toBe('0.00');

    const cancelled = await cancelAsOwner(order.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balance(c)).toBe('15.00');
    expect((await cardIntent(intent.paymentIntentId))!.amountRefunded).toBe(cents(intent.total) - 1500);
    expect((await cancelAsOwner(order.id)).statusCode).toBe(409);
    expect(await balance(c)).toBe('15.00');
    expect(await ledger(c)).toEqual([
      ['granted', 1500],
      ['spent', -1500],
      ['returned', 1500],
    ]);
  });

  it('a cancelled order paid wholly with credit gives it all back, and no card is refunded', async () => {
    const c = await customerWithCredit(10_000);
    await addToCart(t, c, tart.id, 1);
    const intent = await prepare(c);
    await saveDetails(t, c, intent.paymentIntentId);
    const order = (await confirmOrder(t, c, intent.paymentIntentId, deliveryAddress())).json<StoreOrder>();
    const cancelled = await cancelAsOwner(order.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balance(c)).toBe('100.00');
  });

  it('a payment refused at fulfil (staff closed the day while the customer paid) gives its credit back, the card part refunded', async () => {
    const c = await customerWithCredit(1000);
    await addToCart(t, c, cake.id, 1);
    const intent = await prepare(c);
    const address = deliveryAddress();
    expect((await saveDetails(t, c, intent.paymentIntentId, address)).statusCode).toBe(200);
    const owner = bearer(await mintToken(t, adminClaims()));
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/closures',
      headers: owner,
      payload: { startDate: address.deliveryDate, endDate: address.deliveryDate, reason: 'Burst pipe' },
    });
    expect(closed.statusCode, closed.body).toBe(201);
    expect((await payWithCard(t, intent)).statusCode).toBe(200);
    const refused = await confirmOrder(t, c, intent.paymentIntentId, address);
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_REFUNDED' });
    expect(await balance(c)).toBe('10.00');
    expect((await cardIntent(intent.paymentIntentId))!.amountRefunded).toBe(cents(intent.total) - 1000);
    const [mail] = await t.database.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, address.email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    // The e-mail names the whole payment, then the card's part and the credit's (decision 0220).
    expect(mail!.subject).toContain(`$${intent.total}`);
    expect(mail!.text).toContain(`We have refunded $${intent.amountDue} to your card.`);
    expect(mail!.text).toContain('The other $10.00 of store credit is back in your account');
    await t.database.db.delete(closures);
  });

  it('a changed cart gives the first checkout’s credit back and spends it again', async () => {
    const c = await customerWithCredit(1000);
    await addToCart(t, c, cake.id, 1);
    const first = await prepare(c);
    expect(first.storeCredit).toBe('10.00');
    await addToCart(t, c, tart.id, 1);
    const second = await prepare(c);
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    expect(second.storeCredit).toBe('10.00');
    expect(await balance(c)).toBe('0.00');
    // The same cart again keeps the same checkout and spends nothing more.
    expect((await prepare(c)).paymentIntentId).toBe(second.paymentIntentId);
    expect(await ledger(c)).toEqual([
      ['granted', 1000],
      ['spent', -1000],
      ['returned', 1000],
      ['spent', -1000],
    ]);
  });

  it('a checkout left unpaid gives its credit back when the sweep settles it', async () => {
    const c = await customerWithCredit(10_000);
    await addToCart(t, c, tart.id, 1);
    const intent = await prepare(c);
    expect(intent.amountDue).toBe('0.00');
    await t.app.checkout.settlePaid({ quietSeconds: 0, rewardHoldMinutes: 0 });
    expect(await balance(c)).toBe('100.00');
  });

  it('the balance is the signed-in customer’s own; without sign-in 401', async () => {
    expect((await t.app.inject({ url: '/api/store-credit' })).statusCode).toBe(401);
    const c = await customerWithCredit(0);
    const res = await t.app.inject({ url: '/api/store-credit', headers: c.headers });
    expect(res.json<StoreCreditBalance>()).toEqual({ balance: '0.00', entries: [] });
  });
});
