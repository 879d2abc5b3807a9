/**
 * Staff resolve a complaint with store credit (issue 24, decision 0202): 110% of the amount, once
 * per order, audited, within the staff refund limit for staff; every refusal is a 4xx naming what
 * was wrong and changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StoreProduct } from '../../../contracts/catalog';
import type { StoreOrder } from '../../../contracts/checkout';
import type { AdminStoreCreditGrant, StoreCreditBalance } from '../../../contracts/store-credit';
import { placeOrder, relaxShopRules } from '../../test/checkout-helpers';
import { fingerprint, rowsOf } from '../../test/db-fingerprint';
import { createCustomer, createProduct, type Customer } from '../../test/factories';
import { NO_CREDIT_VIOLATIONS, storeCreditViolations } from '../../test/store-credit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, customerClaims, mintToken } from '../../test/tokens';

let t: TestApp;
let cake: StoreProduct; // $40.00
let weddingCake: StoreProduct; // $150.00
let owner: Record<string, string>;
let staff: Record<string, string>;

const CREDIT_TABLES = ['store_credit_accounts', 'store_credit_entries', 'audit_log', 'orders'];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000' });
  await relaxShopRules(t);
  cake = await createProduct(t, { name: 'Complaint Cake', priceCents: 4000 });
  weddingCake = await createProduct(t, { name: 'Complaint Wedding Cake', priceCents: 15_000 });
  owner = bearer(await mintToken(t, adminClaims()));
  staff = bearer(await mintToken(t, customerClaims({ name: 'Tama Staff', roles: ['staff'] })));
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await storeCreditViolations(t.database.db)).toEqual(NO_CREDIT_VIOLATIONS);
});

async function customerWithOrder(product = cake): Promise<{ c: Customer; order: StoreOrder }> {
  const c = await createCustomer(t);
  const { order } = await placeOrder(t, c, product.id, 1);
  return { c, order: order as StoreOrder };
}

const grant = (headers: Record<string, string>, customerId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/admin/users/${customerId}/store-credit`, headers, payload });
const balanceOf = async (c: Customer) =>
  (await t.app.inject({ url: '/api/store-credit', headers: c.headers })).json<StoreCreditBalance>();

describe('resolving a complaint with store credit', () => {
  it('gives 110% of the amount to the order’s customer, shown on their balance, audited', async () => {
    const { c, order } = await customerWithOrder();
    const res = await grant(staff, c.user.id, { orderId: order.id, amount: '20.00', reason: 'Cake arrived squashed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminStoreCreditGrant>()).toEqual({
      customerId: c.user.id,
      orderId: order.id,
      amount: '20.00',
      credited: '22.00',
      balance: '22.00',
    });
    const seen = await balanceOf(c);
    expect(seen.balance).toBe('22.00');
    expect(seen.entries).toMatchObject([
      { kind: 'granted', amount: '22.00', orderNumber: order.orderNumber, note: 'Cake arrived squashed' },
    ]);
    const audit = await rowsOf<{ action: string; entity_id: string; actor_email: string }>(
      t,
      `select action, entity_id, actor_email from audit_log where action = 'order.store_credit' and entity_id = '${order.id}'`,
    );
    expect(audit).toHaveLength(1);
  });

  it('an order’s complaint is resolved with credit once: a second grant is 409 and changes nothing', async () => {
    const { c, order } = await customerWithOrder();
    expect((await grant(owner, c.user.id, { orderId: order.id, amount: '5.00', reason: 'Late' })).statusCode).toBe(200);
    const before = await fingerprint(t, CREDIT_TABLES);
    const again = await grant(owner, c.user.id, { orderId: order.id, amount: '5.00', reason: 'Late' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CREDIT_ALREADY_GIVEN' });
    expect(await fingerprint(t, CREDIT_TABLES)).toEqual(before);
    expect((await balanceOf(c)).balance).toBe('5.50');
  });

  it('staff give up to the staff refund limit; above it needs the owner, who may', async () => {
    const { c, order } = await customerWithOrder(weddingCake);
    const before = await fingerprint(t, CREDIT_TABLES);
    const refused = await grant(staff, c.user.id, { orderId: order.id, amount: '120.00', reason: 'Wrong flavour' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'REFUND_NEEDS_OWNER' });
    expect(await fingerprint(t, CREDIT_TABLES)).toEqual(before);
    const allowed = await grant(owner, c.user.id, { orderId: order.id, amount: '120.00', reason: 'Wrong flavour' });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json<AdminStoreCreditGrant>().credited).toBe('132.00');
  });

  describe('refusals change nothing', () => {
    /** Who the call names and what it sends instead of a good request, for the order's customer `c`. */
    type Refusal = [
      string,
      number,
      string | null,
      (c: Customer, order: StoreOrder, other: Customer) => [string, object],
    ];
    const refusals: Refusal[] = [
      ['an order of another customer', 400, 'orderId', (_c, order, other) => [other.user.id, { orderId: order.id }]],
      ['an unknown order', 404, null, (c) => [c.user.id, { orderId: randomUUID() }]],
      ['an unknown customer', 404, null, () => [randomUUID(), {}]],
      ['more than the order’s total', 400, 'amount', (c) => [c.user.id, { amount: '1000.00' }]],
      ['an amount of nothing', 400, 'amount', (c) => [c.user.id, { amount: '0.00' }]],
      ['no reason', 400, 'reason', (c) => [c.user.id, { reason: ' ' }]],
    ];
    it.each(refusals)('%s: %i', async (_name, status, field, build) => {
      const { c, order } = await customerWithOrder();
      const other = await createCustomer(t);
      const [customerId, patch] = build(c, order, other);
      const before = await fingerprint(t, CREDIT_TABLES);
      const res = await grant(owner, customerId, { orderId: order.id, amount: '10.00', reason: 'Complaint', ...patch });
      expect(res.statusCode, res.body).toBe(status);
      const body = res.json<{ message: string; fields?: Record<string, string> }>();
      expect(body.message).toBeTruthy();
      if (field) expect(Object.keys(body.fields ?? {})).toContain(field);
      expect(await fingerprint(t, CREDIT_TABLES)).toEqual(before);
      expect((await balanceOf(c)).balance).toBe('0.00');
      expect((await balanceOf(other)).balance).toBe('0.00');
    });

    it('a customer’s own token: 403', async () => {
      const { c, order } = await customerWithOrder();
      const before = await fingerprint(t, CREDIT_TABLES);
      const res = await grant(c.headers, c.user.id, { orderId: order.id, amount: '10.00', reason: 'Please' });
      expect(res.statusCode).toBe(403);
      expect(await fingerprint(t, CREDIT_TABLES)).toEqual(before);
    });
  });
});
