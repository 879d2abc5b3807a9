/**
 * The staff refund limit (issue 24, decision 0195): staff who are not owners cancel and refund an
 * order up to the shop's limit on their own; above it the refund needs an owner (403, nothing
 * refunded, nothing changed). Only an owner sets the limit, in the business settings.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../contracts/admin-orders';
import type { StoreProduct } from '../../../contracts/catalog';
import type { AdminBusinessSettings } from '../../../contracts/settings';
import { businessSettings, orders, testPaymentIntents } from '../../db/schema';
import { placeOrder, relaxShopRules } from '../../test/checkout-helpers';
import { createCustomer, createProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, customerClaims, mintToken } from '../../test/tokens';

let t: TestApp;
let small: StoreProduct;
let big: StoreProduct;
let owner: Record<string, string>;
let staff: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000' });
  await relaxShopRules(t);
  small = await createProduct(t, { name: 'Refund Limit Bun', priceCents: 4000 });
  big = await createProduct(t, { name: 'Refund Limit Wedding Cake', priceCents: 25000 });
  owner = bearer(await mintToken(t, adminClaims()));
  staff = bearer(await mintToken(t, customerClaims({ roles: ['staff'] })));
});
afterAll(() => t.close());

const cancel = (id: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/cancel`, headers, payload: { reason: 'Complaint' } });

async function paidOrder(product: StoreProduct) {
  const { order } = await placeOrder(t, await createCustomer(t), product.id, 1);
  return order as { id: string; totalAmount: string };
}

const refundsAtGateway = async (id: string) => {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  const [intent] = await t.database.db
    .select()
    .from(testPaymentIntents)
    .where(eq(testPaymentIntents.id, row!.stripePaymentIntentId!));
  return { status: row!.status, refundedCents: row!.refundedCents, intent };
};

describe('staff cancelling and refunding', () => {
  it('refunds an order within the limit ($100.00 by default)', async () => {
    const order = await paidOrder(small);
    const res = await cancel(order.id, staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminOrder>()).toMatchObject({ status: 'cancelled', refundedAmount: order.totalAmount });
  });

  it('refuses an order above the limit with a 403 naming the limit; nothing is refunded or changed', async () => {
    const order = await paidOrder(big);
    const before = await refundsAtGateway(order.id);
    const res = await cancel(order.id, staff);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'REFUND_NEEDS_OWNER',
      message: expect.stringMatching(/^Refunds over \$100\.00 need the shop owner/),
    });
    expect(await refundsAtGateway(order.id)).toEqual(before);
    expect(before.refundedCents).toBe(0);

    // The owner may, on the same order.
    const byOwner = await cancel(order.id, owner);
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(byOwner.json<AdminOrder>().status).toBe('cancelled');
  });

  it('follows the limit the owner sets', async () => {
    const current = (
      await t.app.inject({ url: '/api/admin/business-settings', headers: owner })
    ).json<AdminBusinessSettings>();
    expect(current.staffRefundLimit).toBe('100.00');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/business-settings',
      headers: owner,
      payload: { ...current, staffRefundLimit: '300.00' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdminBusinessSettings>().staffRefundLimit).toBe('300.00');
    try {
      const order = await paidOrder(big);
      expect((await cancel(order.id, staff)).statusCode).toBe(200);
    } finally {
      await t.database.db.update(businessSettings).set({ staffRefundLimitCents: 10_000 });
    }
  });
});

describe('setting the limit', () => {
  it('is refused to staff (403) and keeps the stored limit when a save leaves it out', async () => {
    const current = (
      await t.app.inject({ url: '/api/admin/business-settings', headers: owner })
    ).json<AdminBusinessSettings>();
    const byStaff = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/business-settings',
      headers: staff,
      payload: { ...current, staffRefundLimit: '99999.00' },
    });
    expect(byStaff.statusCode).toBe(403);
    const { staffRefundLimit: _left, ...withoutLimit } = current;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/business-settings',
      headers: owner,
      payload: withoutLimit,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdminBusinessSettings>().staffRefundLimit).toBe('100.00');
  });

  it.each(['-1', 'ten dollars', '100000.00', '1.234'])('answers 400 naming staffRefundLimit for %s', async (value) => {
    const current = (
      await t.app.inject({ url: '/api/admin/business-settings', headers: owner })
    ).json<AdminBusinessSettings>();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/business-settings',
      headers: owner,
      payload: { ...current, staffRefundLimit: value },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { staffRefundLimit: expect.stringMatching(/staff refund limit/) } });
    const [row] = await t.database.db.select().from(businessSettings);
    expect(row!.staffRefundLimitCents).toBe(10_000);
  });
});
