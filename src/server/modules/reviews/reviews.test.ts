/**
 * Customers' reviews through HTTP (issue 26): who may write one, what it may hold, what staff
 * do with it, and what the catalogue shows of it (approved reviews only, nothing without any).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreProduct } from '../../../contracts/catalog';
import type { AdminReview, StoreMyReview, StoreReview } from '../../../contracts/reviews';
import { auditLog, orders, productReviews } from '../../db/schema';
import { placeOrder, relaxShopRules } from '../../test/checkout-helpers';
import { createCustomer, createProduct, type Customer, insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';
import { allowing } from '@/test/time-limits';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await relaxShopRules(t);
  const claims = adminClaims();
  await insertUser(t.database.db, { issuer: t.config.oidc.issuer, subject: claims.sub!, email: claims.email! });
  admin = bearer(await mintToken(t, claims));
}, allowing(60_000));
afterAll(() => t.close());

const review = (customer: Customer, productId: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/products/${productId}/review`, headers: customer.headers, payload });
const moderate = (id: string, payload: object, headers = admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/reviews/${id}`, headers, payload });
const setStatus = (orderId: string, status: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${orderId}/status`, headers: admin, payload: { status } });
const productBySlug = async (slug: string) =>
  (await t.app.inject({ url: `/api/products/slug/${slug}` })).json<StoreProduct>();
const publicReviews = async (productId: string) =>
  (await t.app.inject({ url: `/api/products/${productId}/reviews` })).json<StoreReview[]>();
const reviewRows = (productId: string) =>
  t.database.db.select().from(productReviews).where(eq(productReviews.productId, productId));

/** A customer whose order of the product was placed through checkout and moved on by staff. */
async function buyer(product: StoreProduct, status: 'delivered' | 'outfordelivery' | null = 'delivered') {
  const customer = await createCustomer(t, { firstName: 'Aroha', lastName: 'Ngata', name: 'Aroha Ngata' });
  const { order } = await placeOrder(t, customer, product.id);
  if (status) expect((await setStatus(order.id as string, status)).statusCode).toBe(200);
  return customer;
}

describe('PUT /api/products/{id}/review', () => {
  it('lets a customer whose order was delivered rate the product; it waits for staff and shows nowhere yet', async () => {
    const product = await createProduct(t);
    const customer = await buyer(product);
    const res = await review(customer, product.id, { rating: 4, text: '  Flaky and buttery.\nWill order again.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json<StoreMyReview>()).toMatchObject({
      productId: product.id,
      rating: 4,
      text: 'Flaky and buttery.\nWill order again.',
      status: 'pending',
      reply: null,
    });
    expect(await publicReviews(product.id)).toEqual([]);
    expect(await productBySlug(product.slug)).toMatchObject({ rating: 0, reviewCount: 0 });
    const mine = await t.app.inject({ url: '/api/reviews/mine', headers: customer.headers });
    expect(mine.json<StoreMyReview[]>().map((r) => r.productId)).toEqual([product.id]);
  });

  it('keeps one review per product and customer: a second one replaces the first', async () => {
    const product = await createProduct(t);
    const customer = await buyer(product);
    await review(customer, product.id, { rating: 2 });
    const again = await review(customer, product.id, { rating: 5, text: 'Better than I said' });
    expect(again.statusCode).toBe(200);
    const rows = await reviewRows(product.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 5, body: 'Better than I said', status: 'pending' });
  });

  it('refuses 403 a customer who never bought the product, or whose order is not yet delivered', async () => {
    const product = await createProduct(t);
    const stranger = await createCustomer(t);
    const waiting = await buyer(product, 'outfordelivery');
    for (const customer of [stranger, waiting]) {
      const res = await review(customer, product.id, { rating: 5 });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'REVIEW_NOT_ALLOWED', fields: { productId: expect.any(String) } });
      expect(res.json<{ message: string }>().message).toMatch(/^productId: /);
    }
    expect(await reviewRows(product.id)).toEqual([]);
  });

  it('lets a pickup customer review once the order is collected', async () => {
    const product = await createProduct(t);
    const customer = await buyer(product, null);
    const [order] = (await t.app.inject({ url: '/api/orders/me', headers: customer.headers })).json<{ id: string }[]>();
    // The status route takes the pickup statuses for pickup orders only; this order is a delivery,
    // so the row is moved as the pickup way would leave it.
    await t.database.db.update(orders).set({ status: 'collected' }).where(eq(orders.id, order!.id));
    expect((await review(customer, product.id, { rating: 3 })).statusCode).toBe(200);
  });

  it('refuses bad input with 400 naming the field, and writes nothing', async () => {
    const product = await createProduct(t);
    const customer = await buyer(product);
    const cases: [object, string][] = [
      [{ rating: 0 }, 'rating'],
      [{ rating: 6 }, 'rating'],
      [{ rating: 4.5 }, 'rating'],
      [{ rating: '5' }, 'rating'],
      [{}, 'rating'],
      [{ rating: 5, text: 'x'.repeat(2001) }, 'text'],
      [{ rating: 5, text: 'nice\u0007cake' }, 'text'],
      [{ rating: 5, text: 'nice\u001b[31mcake' }, 'text'],
      [{ rating: 5, status: 'approved' }, 'status'],
    ];
    for (const [payload, field] of cases) {
      const res = await review(customer, product.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(field);
    }
    expect(await reviewRows(product.id)).toEqual([]);
    // 2,000 characters exactly is allowed.
    expect((await review(customer, product.id, { rating: 5, text: 'y'.repeat(2000) })).statusCode).toBe(200);
  });

  it('answers 401 without sign-in and 404 for an unknown product', async () => {
    const product = await createProduct(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}/review`,
      payload: { rating: 5 },
    });
    expect(res.statusCode).toBe(401);
    const customer = await createCustomer(t);
    const missing = await review(customer, '00000000-0000-4000-8000-000000000000', { rating: 5 });
    expect(missing.statusCode).toBe(404);
  });
});

describe('staff moderation and what the shop shows', () => {
  it('shows the average and count of approved reviews only, lists them as verified purchases, and hides them again', async () => {
    const product = await createProduct(t);
    const first = await buyer(product);
    const second = await buyer(product);
    const third = await buyer(product);
    const a = (await review(first, product.id, { rating: 5, text: 'Perfect' })).json<StoreMyReview>();
    const b = (await review(second, product.id, { rating: 4 })).json<StoreMyReview>();
    await review(third, product.id, { rating: 1, text: 'Not approved' });

    const pending = (await t.app.inject({ url: '/api/admin/reviews?status=pending', headers: admin })).json<
      AdminReview[]
    >();
    expect(pending.filter((r) => r.productId === product.id)).toHaveLength(3);
    expect(pending.find((r) => r.id === a.id)).toMatchObject({
      productName: product.name,
      customerName: 'Aroha N.',
      orderNumber: expect.any(Number),
    });

    expect((await moderate(a.id, { status: 'approved', reply: 'Thank you, Aroha!' })).statusCode).toBe(200);
    expect((await moderate(b.id, { status: 'approved' })).statusCode).toBe(200);

    expect(await productBySlug(product.slug)).toMatchObject({ rating: 4.5, reviewCount: 2 });
    const listed = await publicReviews(product.id);
    expect(listed).toHaveLength(2);
    expect(listed.every((r) => r.verifiedPurchase)).toBe(true);
    expect(listed.find((r) => r.id === a.id)).toMatchObject({
      rating: 5,
      text: 'Perfect',
      authorName: 'Aroha N.',
      reply: 'Thank you, Aroha!',
    });
    // The public list says nothing of who the customer is beyond the shown name.
    expect(JSON.stringify(listed)).not.toContain('@');

    expect((await moderate(a.id, { status: 'hidden' })).json<AdminReview>().status).toBe('hidden');
    expect(await productBySlug(product.slug)).toMatchObject({ rating: 4, reviewCount: 1 });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, a.id));
    expect(audits.map((r) => r.action)).toEqual(['review.moderate', 'review.moderate']);
  });

  it('sends an edited approved review back for approval, out of the rating until staff approve it again', async () => {
    const product = await createProduct(t);
    const customer = await buyer(product);
    const mine = (await review(customer, product.id, { rating: 5 })).json<StoreMyReview>();
    await moderate(mine.id, { status: 'approved' });
    expect(await productBySlug(product.slug)).toMatchObject({ rating: 5, reviewCount: 1 });
    const edited = (await review(customer, product.id, { rating: 1, text: 'Changed my mind' })).json<StoreMyReview>();
    expect(edited.status).toBe('pending');
    expect(await productBySlug(product.slug)).toMatchObject({ rating: 0, reviewCount: 0 });
  });

  it('refuses bad moderation with 400 naming the field, a customer with 403, an unknown review with 404', async () => {
    const product = await createProduct(t);
    const customer = await buyer(product);
    const mine = (await review(customer, product.id, { rating: 3 })).json<StoreMyReview>();
    for (const [payload, field] of [
      [{ status: 'published' }, 'status'],
      [{}, 'status'],
      [{ reply: 'x'.repeat(2001) }, 'reply'],
      [{ reply: 'bad\u0000reply' }, 'reply'],
    ] as const) {
      const res = await moderate(mine.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(field);
    }
    expect((await moderate(mine.id, { status: 'approved' }, customer.headers)).statusCode).toBe(403);
    expect((await moderate('00000000-0000-4000-8000-000000000000', { status: 'approved' })).statusCode).toBe(404);
    const [row] = await reviewRows(product.id);
    expect(row).toMatchObject({ status: 'pending', reply: null });
  });

  it('reads every rating of the catalogue in one grouped query when it reloads', async () => {
    await t.app.inject({ url: '/api/products' });
    const product = await createProduct(t);
    const customer = await buyer(product);
    const mine = (await review(customer, product.id, { rating: 4 })).json<StoreMyReview>();
    await moderate(mine.id, { status: 'approved' });
    const reload = await t.database.queries.during(async () => {
      await t.app.inject({ url: '/api/products' });
    });
    // products, categories, variants and the grouped reviews: the same whatever the number of products.
    expect(reload.queries).toBe(4);
  });
});
