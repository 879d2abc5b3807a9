/**
 * A succeeded payment whose order cannot be written, for any reason, is refunded (through the
 * gateway, once) with the reason in the security log, by confirm-order, by the gateway's
 * follow-up and by the minute sweep alike: never retried forever with the money kept (issue 20).
 * A payment that does not match its checkout, the customer named in its metadata included, is
 * refused and refunded the same way (security R6). These run on both databases.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorePaymentIntentReply } from '../../../contracts/checkout';
import type { StoreProduct } from '../../../contracts/catalog';
import { checkouts, orders, products, testPaymentIntents } from '../../db/schema';
import {
  addToCart,
  paidWithoutFollowUp,
  payWithCard,
  confirmOrder,
  createIntent,
  newShopper,
  relaxShopRules,
  saveDetails,
} from '../../test/checkout-helpers';
import { createProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let halwa: StoreProduct;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000' }, { captureLogs: true });
  await relaxShopRules(t);
  halwa = await createProduct(t, { name: 'Unfulfillable Halwa', priceCents: 2600 });
});
afterAll(() => t?.close());

const securityLines = (event: string) =>
  t.logs.filter((line) => line.level === 40 && (line.security as { event?: string } | undefined)?.event === event);

const intentRow = async (id: string) =>
  (await t.database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)))[0]!;
const checkoutRow = async (id: string) =>
  (await t.database.db.select().from(checkouts).where(eq(checkouts.paymentIntentId, id)))[0]!;
const ordersFor = (id: string) => t.database.db.select().from(orders).where(eq(orders.stripePaymentIntentId, id));

/** A checkout with bound details, for a product of its own when `product` is given. */
async function boundCheckout(productId = halwa.id) {
  const shopper = await newShopper(t);
  await addToCart(t, shopper, productId, 1);
  const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
  expect((await saveDetails(t, shopper, intent.paymentIntentId)).statusCode).toBe(200);
  return { shopper, intent };
}

/** Makes the orders table refuse this intent's order, as a broken constraint or trigger would. */
async function refuseOrdersFor(intentId: string) {
  const name = `refuse_${intentId}`;
  await t.database.db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin
        if new.stripe_payment_intent_id = '${intentId}' then
          raise exception 'orders are refused for this test' using errcode = 'check_violation';
        end if;
        return new;
      end $$`),
  );
  await t.database.db.execute(
    sql.raw(`create trigger ${name} before insert on orders for each row execute function ${name}()`),
  );
}

/** The intent was refunded in full, once, without an order, and the checkout records why. */
async function expectRefunded(intentId: string, reason: string) {
  const paid = await intentRow(intentId);
  expect(paid.amountRefunded).toBe(paid.amount);
  expect(await ordersFor(intentId)).toHaveLength(0);
  expect(await checkoutRow(intentId)).toMatchObject({ status: 'refunded', refundReason: reason });
  const lines = securityLines('payment_refunded_on_fault').filter(
    (l) => (l.security as { intent?: string }).intent === intentId,
  );
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ security: { reason, amountCents: paid.amount } });
}

describe('an order that cannot be written', () => {
  it('is refunded by the minute sweep, which does not retry it again', async () => {
    const { intent } = await boundCheckout();
    await refuseOrdersFor(intent.paymentIntentId);
    await paidWithoutFollowUp(t, intent.paymentIntentId);

    await t.app.checkout.settlePaid({ quietSeconds: 0 });
    await expectRefunded(intent.paymentIntentId, 'order_failed');
    const [why] = securityLines('order_not_written').filter(
      (l) => (l.security as { intent?: string }).intent === intent.paymentIntentId,
    );
    // The database's reason, by code, without the values of the row.
    expect(why).toMatchObject({ security: { sqlState: '23514' } });
    expect(JSON.stringify(why)).not.toContain('Mere Parata');

    // A second sweep finds nothing left to do for it.
    await t.app.checkout.settlePaid({ quietSeconds: 0 });
    await expectRefunded(intent.paymentIntentId, 'order_failed');
  });

  it('answers confirm-order with 409 PAYMENT_REFUNDED when its product was deleted under it', async () => {
    const own = await createProduct(t, { name: 'Vanishing Barfi', priceCents: 3100 });
    const { shopper, intent } = await boundCheckout(own.id);
    await paidWithoutFollowUp(t, intent.paymentIntentId);
    // As the old admin delete did: the row goes while a checkout names it.
    await t.database.db.delete(products).where(eq(products.id, own.id));

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await confirmOrder(t, shopper, intent.paymentIntentId);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'PAYMENT_REFUNDED' });
      expect(res.json().message).toContain('refunded in full');
    }
    await expectRefunded(intent.paymentIntentId, 'order_failed');
  });

  it("is refunded by the test gateway's own follow-up after the card is paid", async () => {
    const { intent } = await boundCheckout();
    await refuseOrdersFor(intent.paymentIntentId);
    expect((await payWithCard(t, intent)).json().status).toBe('succeeded');
    await expect.poll(async () => (await checkoutRow(intent.paymentIntentId)).status).toBe('refunded');
    await expectRefunded(intent.paymentIntentId, 'order_failed');
  });
});

describe('a payment that does not match its checkout (R6)', () => {
  it('whose metadata names another customer: 409, no order, a payment_mismatch line, refunded', async () => {
    const { shopper, intent } = await boundCheckout();
    const row = await intentRow(intent.paymentIntentId);
    await t.database.db
      .update(testPaymentIntents)
      .set({ status: 'succeeded', metadata: { ...row.metadata, userId: '00000000-0000-4000-8000-000000000000' } })
      .where(eq(testPaymentIntents.id, intent.paymentIntentId));

    const res = await confirmOrder(t, shopper, intent.paymentIntentId);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PAYMENT_MISMATCH');
    const [line] = securityLines('payment_mismatch').filter((l) => l.reqId === res.json().requestId);
    expect(line).toMatchObject({ security: { intent: intent.paymentIntentId, field: 'userId' } });
    await expectRefunded(intent.paymentIntentId, 'payment_mismatch');
    // The sweep and a second confirm change nothing more.
    await t.app.checkout.settlePaid({ quietSeconds: 0 });
    expect((await confirmOrder(t, shopper, intent.paymentIntentId)).statusCode).toBe(409);
    await expectRefunded(intent.paymentIntentId, 'payment_mismatch');
  });
});
