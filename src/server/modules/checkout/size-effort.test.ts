/**
 * A size's own kitchen minutes (issue 23): staff set them in Add Size Variant, empty keeps the
 * product's, and a cart line of that size costs them when the details are bound. Negative minutes
 * are refused naming the field, nothing saved. Runs at a fixed Auckland instant (only Date is faked).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { AdminVariant } from '../../../contracts/admin-catalog';
import type { StoreProduct } from '../../../contracts/catalog';
import type { StorePaymentIntentReply } from '../../../contracts/checkout';
import { aucklandInstant } from '../../../domain/delivery';
import { uniformCapacity } from '../../../domain/kitchen-capacity';
import { auditLog, businessSettings, productVariants, slotHolds } from '../../db/schema';
import {
  addToCart,
  createIntent,
  deliveryAddress,
  newShopper,
  relaxShopRules,
  saveDetails,
} from '../../test/checkout-helpers';
import { createProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, customerClaims, mintToken } from '../../test/tokens';

let t: TestApp;
let cake: StoreProduct;
let admin: Record<string, string>;
const DAY = '2026-12-08'; // A Tuesday, no holiday.
const SLOT = '13:00-15:00';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000' });
  await relaxShopRules(t);
  cake = await createProduct(t, { name: 'Size Effort Gateau', category: 'cakes', priceCents: 6000, effortMinutes: 30 });
});
afterAll(() => t?.close());

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: aucklandInstant('2026-12-01', 10 * 60) });
  await t.database.db.delete(slotHolds);
  await t.database.db.update(businessSettings).set({ kitchenCapacity: uniformCapacity(60) });
  admin = bearer(await mintToken(t, adminClaims()));
});
afterEach(() => vi.useRealTimers());

const addSize = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/admin/products/${cake.id}/variants`, headers: admin, payload });

/** Binds a one-item cart of `size` to the slot; the answer. */
async function bindOne(size?: string) {
  const shopper = await newShopper(t);
  await addToCart(t, shopper, cake.id, 1, size);
  const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
  const res = await saveDetails(
    t,
    shopper,
    intent.paymentIntentId,
    deliveryAddress({ deliveryDate: DAY, deliveryTime: SLOT }),
  );
  return res;
}

it("costs a size its own minutes at binding: refused where the product's minutes would fit", async () => {
  expect((await addSize({ size: 'full', price: '90.00', effortMinutes: 45 })).statusCode).toBe(201);
  expect((await addSize({ size: 'half', price: '40.00', effortMinutes: '' })).statusCode).toBe(201);
  const rows = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, cake.id));
  expect(Object.fromEntries(rows.map((r) => [r.size, r.effortMinutes]))).toEqual({ full: 45, half: null });
  // Staff's list says which size has its own minutes (null: the product's).
  const list = await t.app.inject({ method: 'GET', url: `/api/admin/products/${cake.id}/variants`, headers: admin });
  expect(list.json<AdminVariant[]>().map((v) => [v.size, v.effortMinutes])).toEqual([
    ['half', null],
    ['full', 45],
  ]);

  // One half cake (the product's 30 minutes) leaves 30 of the slot's 60.
  expect((await bindOne('half')).statusCode).toBe(200);
  const [held] = await t.database.db.select().from(slotHolds);
  expect(held!.effortMinutes).toBe(30);
  // A full cake needs 45: refused, though the product's own 30 would have fitted.
  const refused = await bindOne('full');
  expect(refused.statusCode).toBe(409);
  expect(refused.json().code).toBe('SLOT_FULL');
  expect((await bindOne('half')).statusCode).toBe(200);
  expect((await t.database.db.select().from(slotHolds)).map((h) => h.effortMinutes)).toEqual([30, 30]); // Only the two half cakes hold.
});

it('refuses negative minutes for a size with 400 naming the field, nothing saved', async () => {
  const variants = (await t.database.db.select().from(productVariants)).length;
  const audits = (await t.database.db.select().from(auditLog)).length;
  const res = await addSize({ size: 'quarter', price: '30.00', effortMinutes: -5 });
  expect(res.statusCode).toBe(400);
  expect(res.json().fields).toMatchObject({ effortMinutes: 'Effort must be 0 minutes or more' });
  expect((await t.database.db.select().from(productVariants)).length).toBe(variants);
  expect((await t.database.db.select().from(auditLog)).length).toBe(audits);
});

it("edits a size's minutes in place, back to the product's when emptied; the next binding costs the new minutes", async () => {
  const [full] = await t.database.db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, cake.id), eq(productVariants.size, 'full')));
  const edit = (payload: Record<string, unknown>, id = full!.id) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/variants/${id}`, headers: admin, payload });
  const saved = await edit({ effortMinutes: 20 });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json<AdminVariant>()).toMatchObject({ id: full!.id, size: 'full', effortMinutes: 20 });
  // 20 minutes now: two full cakes fit the slot's 60 where one of 45 did not.
  expect((await bindOne('full')).statusCode).toBe(200);
  expect((await t.database.db.select().from(slotHolds)).map((h) => h.effortMinutes)).toEqual([20]);
  const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'variant.update'));
  expect(audit.map((a) => a.entityId)).toContain(full!.id);

  const emptied = await edit({ effortMinutes: '' });
  expect(emptied.json<AdminVariant>().effortMinutes).toBeNull();
  expect((await edit({ effortMinutes: null })).json<AdminVariant>().effortMinutes).toBeNull();
});

it('refuses a bad edit of minutes with 400 naming the field, an unknown size with 404, staff with 403; nothing changed', async () => {
  const [full] = await t.database.db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, cake.id), eq(productVariants.size, 'full')));
  const audits = (await t.database.db.select().from(auditLog)).length;
  const edit = (payload: Record<string, unknown>, id = full!.id, headers = admin) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/variants/${id}`, headers, payload });
  for (const effortMinutes of [-5, 'lots', 2.5]) {
    const res = await edit({ effortMinutes });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ effortMinutes: 'Effort must be 0 minutes or more' });
  }
  expect((await edit({ effortMinutes: 10, price: '1.00' })).statusCode).toBe(400);
  expect((await edit({ effortMinutes: 10 }, crypto.randomUUID())).statusCode).toBe(404);
  const staff = bearer(await mintToken(t, customerClaims({ roles: ['staff'] })));
  expect((await edit({ effortMinutes: 10 }, full!.id, staff)).statusCode).toBe(403);
  const [after] = await t.database.db.select().from(productVariants).where(eq(productVariants.id, full!.id));
  expect(after!.effortMinutes).toBe(full!.effortMinutes);
  expect((await t.database.db.select().from(auditLog)).length).toBe(audits);
});
