/**
 * Partial refunds of orders paid partly or wholly with store credit (issue 24, decision 0220): the
 * credit's share comes back as credit, in proportion, the card gets the rest through the gateway;
 * a later cancel gives back only what is left of each; the e-mails say which money went where and
 * never "$0.00 refunded". The ledger's SQL invariants hold after every test.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCancelPreview } from '../../../contracts/admin-orders';
import type { StoreProduct } from '../../../contracts/catalog';
import type { StoreOrder, StorePaymentIntentReply } from '../../../contracts/checkout';
import type { StoreCreditBalance } from '../../../contracts/store-credit';
import { businessSettings, mailOutbox, orderRefunds, storeCreditEntries, testPaymentRefunds } from '../../db/schema';
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
let cake: StoreProduct; // $40.00, GST included
let owner: Record<string, string>;
let keys = 0;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000' });
  await relaxShopRules(t);
  // Prices with GST in them: the order's total is the cake's price.
  await t.database.db.update(businessSettings).set({ pricesIncludeGst: true });
  cake = await createProduct(t, { name: 'Credit Refund Cake', priceCents: 4000 });
  owner = bearer(await mintToken(t, adminClaims()));
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await storeCreditViolations(t.database.db)).toEqual(NO_CREDIT_VIOLATIONS);
});

const balance = async (c: Customer) =>
  (await t.app.inject({ url: '/api/store-credit', headers: c.headers })).json<StoreCreditBalance>().balance;
const refundPart = async (orderId: string, amount: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: owner,
    payload: { amount, reason: 'One layer was dry', idempotencyKey: `credit-refund-${(keys += 1)}` },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const cancel = async (orderId: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/cancel`,
    headers: owner,
    payload: { reason: 'The customer called to cancel' },
  });
  expect(res.statusCode, res.body).toBe(200);
};
/** The staff dialog's preview of a cancel: what goes to the card and what back to store credit. */
const cancelMoney = async (orderId: string) => {
  const res = await t.app.inject({ url: `/api/admin/orders/${orderId}/cancel-preview`, headers: owner });
  expect(res.statusCode, res.body).toBe(200);
  const { refund, storeCredit } = res.json<AdminCancelPreview>();
  return { refund, storeCredit };
};
const cardRefunds = async (intentId: string) =>
  (await t.database.db.select().from(testPaymentRefunds).where(eq(testPaymentRefunds.intentId, intentId)))
    .map((r) => r.amount)
    .sort((a, b) => a - b);
const lastMail = async (email: string, dedupePrefix: string) => {
  const mails = await t.database.db
    .select({ key: mailOutbox.dedupeKey, subject: mailOutbox.subject, text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.createdAt));
  return mails.find((m) => m.key.startsWith(dedupePrefix))!;
};

/** A $40 cake paid with `creditCents` of credit first and the card for the rest (if any). */
async function orderPaidWithCredit(creditCents: number) {
  const c = await createCustomer(t);
  if (creditCents > 0) await giveCredit(t.database.db, c.user.id, creditCents);
  await addToCart(t, c, cake.id, 1);
  const created = await createIntent(t, c);
  expect(created.statusCode, created.body).toBe(200);
  const intent = created.json<StorePaymentIntentReply>();
  const address = deliveryAddress();
  expect((await saveDetails(t, c, intent.paymentIntentId, address)).statusCode).toBe(200);
  if (intent.amountDue !== '0.00') expect((await payWithCard(t, intent)).statusCode).toBe(200);
  const confirmed = await confirmOrder(t, c, intent.paymentIntentId, address);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { customer: c, intent, order: confirmed.json<StoreOrder>(), email: address.email };
}

describe('a partial refund of an order paid partly with store credit', () => {
  it("gives back the credit's share as credit and the rest to the card; a cancel then gives back the rest of each", async () => {
    // $40.00: $10.00 of credit, $30.00 by card.
    const { customer, intent, order, email } = await orderPaidWithCredit(1000);
    expect(intent).toMatchObject({ total: '40.00', storeCredit: '10.00', amountDue: '30.00' });
    expect(await balance(customer)).toBe('0.00');

    await refundPart(order.id, '20.00');
    // Half the order: half the credit ($5.00) back as credit, $15.00 to the card.
    expect(await balance(customer)).toBe('5.00');
    expect(await cardRefunds(intent.paymentIntentId)).toEqual([1500]);
    const [row] = await t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(row).toMatchObject({ amountCents: 2000, creditCents: 500, status: 'refunded' });
    const [share] = await t.database.db
      .select()
      .from(storeCreditEntries)
      .where(and(eq(storeCreditEntries.userId, customer.user.id), eq(storeCreditEntries.kind, 'returned')));
    expect(share).toMatchObject({ amountCents: 500, refundId: row!.id, orderId: order.id });
    const refundMail = await lastMail(email, 'order-refund:');
    expect(refundMail.subject).toContain('has refunded $20.00 of your order');
    expect(refundMail.text).toContain('We have refunded $15.00 to your card.');
    expect(refundMail.text).toContain('The other $5.00 of store credit is back in your account');

    // The staff dialog is told beforehand exactly what the cancel then gives back.
    expect(await cancelMoney(order.id)).toEqual({ refund: '15.00', storeCredit: '5.00' });
    await cancel(order.id);
    // What was left: $5.00 of credit and $15.00 at the card; all of both is now back.
    expect(await balance(customer)).toBe('10.00');
    expect(await cardRefunds(intent.paymentIntentId)).toEqual([1500, 1500]);
    const cancelMail = await lastMail(email, 'order-cancelled:');
    expect(cancelMail.text).toContain('We have refunded $15.00 to your card.');
    expect(cancelMail.text).toContain('The other $5.00 of store credit is back in your account');
    expect(cancelMail.text).not.toContain('refunded your payment of $40.00');
  });

  it('a card-only order is refunded to the card only, as before', async () => {
    const { customer, intent, order, email } = await orderPaidWithCredit(0);
    expect(await cancelMoney(order.id)).toEqual({ refund: '40.00', storeCredit: '0.00' });
    await refundPart(order.id, '12.34');
    expect(await cancelMoney(order.id)).toEqual({ refund: '27.66', storeCredit: '0.00' });
    expect(await cardRefunds(intent.paymentIntentId)).toEqual([1234]);
    expect(await balance(customer)).toBe('0.00');
    expect((await lastMail(email, 'order-refund:')).text).not.toContain('store credit');
  });
});

describe('an order paid wholly with store credit', () => {
  it('is refunded in credit, no card is asked, and the e-mails name the credit, never $0.00', async () => {
    const { customer, intent, order, email } = await orderPaidWithCredit(5000);
    expect(intent).toMatchObject({ storeCredit: '40.00', amountDue: '0.00' });
    expect(await balance(customer)).toBe('10.00');

    await refundPart(order.id, '10.00');
    expect(await balance(customer)).toBe('20.00');
    const refundMail = await lastMail(email, 'order-refund:');
    expect(refundMail.text).toContain('It was paid with store credit: $10.00 of store credit is back in your account');
    expect(refundMail.text).not.toContain('$0.00');

    expect(await cancelMoney(order.id)).toEqual({ refund: '0.00', storeCredit: '30.00' });
    await cancel(order.id);
    expect(await balance(customer)).toBe('50.00');
    const cancelMail = await lastMail(email, 'order-cancelled:');
    expect(cancelMail.text).toContain('It was paid with store credit: $30.00 of store credit is back in your account');
    expect(cancelMail.text).not.toContain('$0.00');
    expect(await cardRefunds(intent.paymentIntentId)).toEqual([]);
  });
});
