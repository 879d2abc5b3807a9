/**
 * The order e-mails of a paid checkout name the reward taken off (issue 20): the confirmation and
 * the shop's notice show the reward's name and amount, and say when it was a held voucher, with
 * the subtotal, GST and total of the order itself.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreProduct } from '../../../contracts/catalog';
import type { StoreOrder, StorePaymentIntentReply } from '../../../contracts/checkout';
import type { StoreLoyaltyAccount } from '../../../contracts/loyalty';
import { mailOutbox } from '../../db/schema';
import {
  addToCart,
  confirmOrder,
  createIntent,
  deliveryAddress,
  payWithCard,
  relaxShopRules,
  saveDetails,
} from '../../test/checkout-helpers';
import { createCustomerWithPoints, createProduct, createReward, type Customer } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let cake: StoreProduct; // $40.00

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000' });
  await relaxShopRules(t);
  cake = await createProduct(t, { name: 'E-mail Test Cake', priceCents: 4000 });
});
afterAll(() => t.close());

async function pay(c: Customer, choice: { rewardId?: string; voucherId?: string }): Promise<StoreOrder> {
  await addToCart(t, c, cake.id, 1);
  const res = await createIntent(t, c, choice);
  expect(res.statusCode, res.body).toBe(200);
  const intent = res.json<StorePaymentIntentReply>();
  expect((await saveDetails(t, c, intent.paymentIntentId)).statusCode).toBe(200);
  expect((await payWithCard(t, intent)).statusCode).toBe(200);
  const confirmed = await confirmOrder(t, c, intent.paymentIntentId, deliveryAddress());
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json<StoreOrder>();
}

async function mailText(kind: 'order-confirmation' | 'order-notice', orderId: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, `${kind}:${orderId}`));
  expect(mail, `${kind} mail of ${orderId}`).toBeTruthy();
  return mail!.textBody;
}

describe('order e-mails of a checkout with a reward', () => {
  it('show the reward spent at checkout, by name and amount, adding up to the total charged', async () => {
    const c = await createCustomerWithPoints(t, 300);
    const tenPercent = await createReward(t, {
      name: 'Ten Percent Treat',
      pointsCost: 200,
      discountValueHundredths: 1000,
    });
    const order = await pay(c, { rewardId: tenPercent.id });
    // $40.00 − 10% = $36.00, + 15% GST = $41.40.
    expect(order).toMatchObject({ subtotal: '40.00', discount: '4.00', gst: '5.40', totalAmount: '41.40' });

    const confirmation = await mailText('order-confirmation', order.id);
    expect(confirmation).toContain('Subtotal: $40.00');
    expect(confirmation).toContain('Reward (Ten Percent Treat): -$4.00');
    expect(confirmation).toContain('GST (15%): $5.40');
    expect(confirmation).toContain('Total: $41.40');
    expect(await mailText('order-notice', order.id)).toContain('Reward (Ten Percent Treat): -$4.00');
  });

  it('say when the reward was a voucher bought on /loyalty', async () => {
    const c = await createCustomerWithPoints(t, 200);
    const fiveOff = await createReward(t, {
      name: 'Five Dollar Voucher',
      pointsCost: 200,
      discountType: 'fixed_amount',
      discountValueHundredths: 500,
    });
    const redeemed = await t.app.inject({
      method: 'POST',
      url: `/api/loyalty/${c.claims.sub}/redeem/${fiveOff.id}`,
      headers: c.headers,
    });
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    const account = (
      await t.app.inject({ url: `/api/loyalty/${c.claims.sub}`, headers: c.headers })
    ).json<StoreLoyaltyAccount>();
    const order = await pay(c, { voucherId: account.vouchers[0]!.id });

    const confirmation = await mailText('order-confirmation', order.id);
    expect(confirmation).toContain('Voucher (Five Dollar Voucher): -$5.00');
    expect(confirmation).toContain(`Total: $${order.totalAmount}`);
  });

  it('have no reward line for an order without one', async () => {
    const c = await createCustomerWithPoints(t, 0);
    const order = await pay(c, {});
    const confirmation = await mailText('order-confirmation', order.id);
    expect(confirmation).not.toMatch(/Reward \(|Voucher \(/);
    expect(confirmation).toContain('Total: $46.00');
  });
});
