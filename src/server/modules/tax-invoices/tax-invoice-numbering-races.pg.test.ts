/**
 * Invoice numbering under concurrency (decision 0189), on PostgreSQL: many first reads of many
 * orders' invoices at once, each order asked for twice, give one invoice per order and numbers
 * 1..N with no gap and no repeat.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { StoreTaxInvoice } from '../../../contracts/tax-invoices';
import { businessSettings, taxDocuments } from '../../db/schema';
import { newShopper, placeOrder, relaxShopRules } from '../../test/checkout-helpers';
import { createProduct } from '../../test/factories';
import { itRace } from '../../test/races';
import { createTestApp, type TestApp } from '../../test/test-app';

const ORDERS = 5;
let t: TestApp;

beforeAll(async () => {
  // Room for every racing request's connection: the race is for the lock, not for the pool.
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000', DATABASE_POOL_MAX: '20' });
  await relaxShopRules(t);
  await t.database.db.update(businessSettings).set({ gstRegistered: true, gstNumber: '49091850' });
});
afterAll(() => t?.close());

itRace(
  'numbers concurrent first invoices 1..N, one per order, without a gap',
  async () => {
    const product = await createProduct(t, { name: 'Numbering Race Ladoo', priceCents: 1200 });
    const placed = [];
    for (let i = 0; i < ORDERS; i += 1) {
      const shopper = await newShopper(t);
      placed.push({ shopper, order: (await placeOrder(t, shopper, product.id, 1)).order as { id: string } });
    }
    const reads = placed.flatMap(({ shopper, order }) =>
      [0, 1].map(() => t.app.inject({ url: `/api/orders/${order.id}/tax-invoice`, headers: shopper.headers })),
    );
    const answers = await Promise.all(reads);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const numbers = answers.map((a) => a.json<StoreTaxInvoice>().invoice!.number);
    // Both reads of one order see the same number.
    for (let i = 0; i < ORDERS; i += 1) expect(numbers[2 * i]).toBe(numbers[2 * i + 1]);
    const stored = (await t.database.db.select({ n: taxDocuments.number }).from(taxDocuments)).map((r) => r.n);
    expect(stored.sort((a, b) => a - b)).toEqual(Array.from({ length: ORDERS }, (_, i) => i + 1));
  },
  180_000,
);
