/**
 * The admin's catalogue through HTTP (admin sections 3, 5, 7): every write validated with the
 * spec's messages, audited, announced with NOTIFY 'catalog_changed' and visible in the storefront
 * at once; products that orders refer to are archived, not deleted.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  AdminCategory,
  AdminDeleteProductResult,
  AdminProduct,
  AdminSaveProductInput,
  AdminVariant,
} from '../../../contracts/admin-catalog';
import type { StoreCategory, StoreProduct, StoreVariant } from '../../../contracts/catalog';
import type { AdminOrderDetails } from '../../../contracts/admin-orders';
import type { StorePaymentIntentReply } from '../../../contracts/checkout';
import { auditLog, checkouts, products } from '../../db/schema';
import {
  addToCart,
  createIntent,
  newShopper,
  payWithCard,
  placeOrder,
  relaxShopRules,
  saveDetails,
  confirmOrder,
} from '../../test/checkout-helpers';
import { createCategory, createProduct, createVariant } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, customerClaims, mintToken } from '../../test/tokens';
import { firstFreeSlug, productSlugOf } from './catalog-admin.service';

let t: TestApp;
let admin: Record<string, string>;
let category: StoreCategory;

beforeAll(async () => {
  // The default catalogue cache (30 s): the storefront following a write at once proves the invalidation.
  t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000' });
  await relaxShopRules(t);
  admin = bearer(await mintToken(t, adminClaims()));
  category = await createCategory(t, { slug: 'admin-test-treats', name: 'Admin Test Treats' });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const productInput = (overrides: Partial<AdminSaveProductInput> = {}): AdminSaveProductInput => ({
  name: `Admin Test Slice ${Math.random().toString(36).slice(2, 7)}`,
  description: 'A slice for the admin tests',
  price: '12.50',
  category: category.slug,
  image: '/images/products/placeholder.webp',
  ...overrides,
});

async function newProduct(overrides: Partial<AdminSaveProductInput> = {}): Promise<AdminProduct> {
  const res = await call('POST', '/api/admin/products', productInput(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminProduct>();
}

const storefront = async () => (await t.app.inject({ url: '/api/products' })).json<StoreProduct[]>();
const productCount = async () => (await t.database.db.select({ n: count() }).from(products))[0]!.n;

describe('slugs', () => {
  it('makes a URL-safe slug from the name and suffixes it until free', () => {
    expect(productSlugOf('Crème Brûlée Tart!')).toBe('creme-brulee-tart');
    expect(productSlugOf('Fish & Chips')).toBe('fish-and-chips');
    expect(productSlugOf('  <script>  ')).toBe('script');
    expect(productSlugOf('🎂🎂')).toBe('product');
    expect(firstFreeSlug('cake', [])).toBe('cake');
    expect(firstFreeSlug('cake', ['cake', 'cake-2', 'cake-4'])).toBe('cake-3');
  });
});

describe('products', () => {
  it('creates a product with a unique slug, private notes, allergens and notice, and audits it', async () => {
    const name = `Admin Test Pavlova ${Date.now()}`;
    const first = await newProduct({
      name,
      adminNotes: 'Supplier: Kiwi Berries',
      allergens: ['milk', 'egg'],
      dietary: ['vegetarian'],
      noticeHours: 48,
      images: [' /images/a.webp ', '', '/images/b.webp'],
      originalPrice: '15.00',
      fullDescription: '',
    });
    expect(first).toMatchObject({
      name,
      price: '12.50',
      originalPrice: '15.00',
      adminNotes: 'Supplier: Kiwi Berries',
      allergens: ['egg', 'milk'],
      dietary: ['vegetarian'],
      noticeHours: 48,
      images: ['/images/a.webp', '/images/b.webp'],
      fullDescription: null,
      inStock: true,
      sortOrder: 0,
    });
    expect(first.slug).toBe(productSlugOf(name));
    const second = await newProduct({ name });
    expect(second.slug).toBe(`${first.slug}-2`);
    const third = await newProduct({ name });
    expect(third.slug).toBe(`${first.slug}-3`);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.create'), eq(auditLog.entityId, first.id)));
    expect(entry).toMatchObject({ entity: 'product', actorEmail: 'admin@saffron-sugar.example' });
  });

  it('lists every product with its notes for the admin; the public list never carries adminNotes', async () => {
    const made = await newProduct({ adminNotes: 'Secret: uses the good butter' });
    const list = await call('GET', '/api/admin/products');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json<AdminProduct[]>().find((p) => p.id === made.id)?.adminNotes).toBe('Secret: uses the good butter');

    const pub = await t.app.inject({ url: '/api/products' });
    expect(pub.body).not.toContain('adminNotes');
    expect(pub.body).not.toContain('good butter');
    const one = await t.app.inject({ url: `/api/products/slug/${made.slug}` });
    expect(one.statusCode).toBe(200);
    expect(one.body).not.toContain('adminNotes');
    expect(one.body).not.toContain('good butter');
  });

  it("answers section 5's messages by field and creates nothing", async () => {
    const before = await productCount();
    const res = await call('POST', '/api/admin/products', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      name: 'Product name is required',
      description: 'Description is required',
      price: 'Price is required',
      category: 'Category is required',
      image: 'Main image is required',
    });
    const blank = await call('POST', '/api/admin/products', {
      name: ' ',
      description: '',
      price: '',
      category: '',
      image: '',
      sortOrder: -1,
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toMatchObject({
      name: 'Product name is required',
      description: 'Description is required',
      price: 'Price is required',
      category: 'Category is required',
      image: 'Main image is required',
      sortOrder: 'Sort order must be 0 or greater',
    });
    expect(await productCount()).toBe(before);
  });

  it.each([
    ['-5', 'Price must be an amount like 12.50'],
    ['abc', 'Price must be an amount like 12.50'],
    ['1e309', 'Price must be an amount like 12.50'],
    [0, 'Price must be more than 0'],
    ['0.00', 'Price must be more than 0'],
    ['10000.01', 'Price must be at most 10000.00'],
    ['12.505', 'Price must be an amount like 12.50'],
  ])('refuses the price %j (P21) and stores nothing', async (price, message) => {
    const before = await productCount();
    const res = await call('POST', '/api/admin/products', productInput({ price }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields?.price).toBe(message);
    expect(await productCount()).toBe(before);
  });

  it('refuses a number too large for JSON (1e309 as a number) and an original price not above the price', async () => {
    const raw = JSON.stringify(productInput()).replace('"12.50"', '1e309');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: raw,
    });
    expect(res.statusCode).toBe(400);
    const original = await call('POST', '/api/admin/products', productInput({ price: '20', originalPrice: '20.00' }));
    expect(original.statusCode).toBe(400);
    expect(original.json().fields?.originalPrice).toBe('Original price must be more than the price');
  });

  it('refuses an unknown category with fields.category, and unsafe image addresses', async () => {
    const before = await productCount();
    const res = await call('POST', '/api/admin/products', productInput({ category: 'no-such-category' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ category: 'Category not found' });
    for (const image of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/x.png',
      'file:///etc/passwd',
    ]) {
      const bad = await call('POST', '/api/admin/products', productInput({ image }));
      expect(bad.statusCode, image).toBe(400);
      expect(bad.json().fields?.image).toBe('Image must be an uploaded image or an https address');
    }
    expect(await productCount()).toBe(before);
  });

  it('keeps a script in a description as the same text (P17)', async () => {
    const script = '<script>alert("xss")</script><img src=x onerror=alert(1)>';
    const made = await newProduct({ description: script, fullDescription: script });
    const shown = (await storefront()).find((p) => p.id === made.id);
    expect(shown?.description).toBe(script);
    expect(shown?.fullDescription).toBe(script);
  });

  it('updates the whole product (slug kept), empties omitted optional fields; unknown ids are 404', async () => {
    const made = await newProduct({ adminNotes: 'old note', originalPrice: '20.00' });
    const res = await call(
      'PUT',
      `/api/admin/products/${made.id}`,
      productInput({ name: 'Renamed Admin Slice', price: '14.00', featured: true, inStock: false }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminProduct>()).toMatchObject({
      id: made.id,
      slug: made.slug,
      name: 'Renamed Admin Slice',
      price: '14.00',
      originalPrice: null,
      adminNotes: null,
      featured: true,
      inStock: false,
    });
    expect((await storefront()).find((p) => p.id === made.id)).toMatchObject({ price: '14.00', inStock: false });
    const missing = await call('PUT', '/api/admin/products/00000000-0000-4000-8000-000000000000', productInput());
    expect(missing.statusCode).toBe(404);
    const badId = await call('PUT', '/api/admin/products/not-a-uuid', productInput());
    expect(badId.statusCode).toBe(400);
  });

  it("follows an admin's allergen and dietary edit at once: the storefront's filters and product page", async () => {
    const made = await newProduct({ allergens: ['wheat', 'milk'], dietary: ['vegetarian'] });
    const ids = async (query: string) =>
      (await t.app.inject({ url: `/api/products?${query}` })).json<StoreProduct[]>().map((p) => p.id);
    // The storefront has it cached now, as first made.
    expect(await ids('exclude=peanut')).toContain(made.id);
    expect(await ids('exclude=nuts')).toContain(made.id);
    expect(await ids('exclude=milk')).not.toContain(made.id);
    expect(await ids('diet=vegetarian')).toContain(made.id);
    expect(await ids('diet=vegan')).not.toContain(made.id);

    const res = await call(
      'PUT',
      `/api/admin/products/${made.id}`,
      productInput({ name: made.name, allergens: ['wheat', 'peanut'], dietary: ['vegan'] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    // At once, without waiting out the 30 s cache.
    expect(await ids('exclude=peanut')).not.toContain(made.id);
    expect(await ids('exclude=nuts')).not.toContain(made.id);
    expect(await ids('exclude=milk')).toContain(made.id);
    expect(await ids('diet=vegan')).toContain(made.id);
    // A vegan product is also vegetarian and eggless.
    expect(await ids('diet=vegetarian,eggless')).toContain(made.id);
    const page = (await t.app.inject({ url: `/api/products/slug/${made.slug}` })).json<StoreProduct>();
    expect(page).toMatchObject({ allergens: ['wheat', 'peanut'] });
    expect(page.dietary).toEqual(expect.arrayContaining(['vegan', 'vegetarian', 'eggless']));

    // Cleared again: nothing declared, no diet mark.
    expect((await call('PUT', `/api/admin/products/${made.id}`, productInput({ name: made.name }))).statusCode).toBe(
      200,
    );
    expect(await ids('exclude=gluten,peanut,milk')).toContain(made.id);
    expect(await ids('diet=vegetarian')).not.toContain(made.id);
  });

  it('saves named allergens, "may be present" and the ingredients; the storefront shows the first two', async () => {
    const made = await newProduct({
      allergens: ['pistachio', 'wheat', 'milk'],
      mayContain: ['sesame', 'hazelnut'],
      ingredients: 'Pistachios, wheat filo, butter (milk), sugar.',
    });
    expect(made).toMatchObject({
      allergens: ['wheat', 'milk', 'pistachio'],
      mayContain: ['sesame', 'hazelnut'],
      ingredients: 'Pistachios, wheat filo, butter (milk), sugar.',
    });
    const page = (await t.app.inject({ url: `/api/products/slug/${made.slug}` })).json<StoreProduct>();
    expect(page).toMatchObject({ allergens: ['wheat', 'milk', 'pistachio'], mayContain: ['sesame', 'hazelnut'] });
    expect(page).not.toHaveProperty('ingredients');

    // Naming the nuts of a product that declared the generic "tree nuts": the generic one goes.
    const legacy = await newProduct({ allergens: ['tree-nuts', 'milk'] });
    expect(legacy.allergens).toEqual(['milk', 'tree-nuts']);
    const named = await call(
      'PUT',
      `/api/admin/products/${legacy.id}`,
      productInput({ name: legacy.name, allergens: ['milk', 'walnut'] }),
    );
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json<AdminProduct>().allergens).toEqual(['milk', 'walnut']);
  });

  it.each([
    [{ mayContain: ['milk'], allergens: ['milk'] }, 'mayContain', 'Already declared as contained: milk'],
    [{ mayContain: ['tree-nuts'] }, 'mayContain', 'May be present is one of'],
    [{ allergens: ['gluten'] }, 'allergens', 'Allergens are'],
    [{ allergens: ['nuts'] }, 'allergens', 'Allergens are'],
    [{ ingredients: 'x'.repeat(2001) }, 'ingredients', 'Ingredients must be at most 2000 characters'],
  ])('refuses %j with 400 naming %s, and changes nothing', async (bad, field, message) => {
    const before = await productCount();
    const res = await call('POST', '/api/admin/products', productInput(bad as Partial<AdminSaveProductInput>));
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().fields?.[field] ?? res.json().fields)).toContain(message);
    expect(await productCount()).toBe(before);
  });

  it('announces every write on the catalog_changed channel', async () => {
    const payloads: string[] = [];
    const stop = await t.database.listen('catalog_changed', (payload) => payloads.push(payload));
    try {
      const made = await newProduct();
      await vi.waitFor(() => expect(payloads.some((p) => p.includes(made.id))).toBe(true));
    } finally {
      await stop();
    }
  });
});

describe('deleting a product', () => {
  it('deletes one nothing refers to', async () => {
    const made = await newProduct();
    const res = await call('DELETE', `/api/admin/products/${made.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminDeleteProductResult>().outcome).toBe('deleted');
    expect(await t.database.db.select().from(products).where(eq(products.id, made.id))).toEqual([]);
    expect((await storefront()).some((p) => p.id === made.id)).toBe(false);
    expect((await call('DELETE', `/api/admin/products/${made.id}`)).statusCode).toBe(404);
  });

  it('archives one an order refers to: hidden everywhere, the order keeps its name and picture', async () => {
    const made = await newProduct({ name: 'Admin Test Ordered Slice', image: '/images/products/ordered.webp' });
    const shopper = await newShopper(t);
    const { order } = await placeOrder(t, shopper, made.id);

    const res = await call('DELETE', `/api/admin/products/${made.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminDeleteProductResult>().outcome).toBe('archived');
    expect((await storefront()).some((p) => p.id === made.id)).toBe(false);
    expect((await t.app.inject({ url: `/api/products/slug/${made.slug}` })).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/products')).json<AdminProduct[]>().some((p) => p.id === made.id)).toBe(false);
    expect((await call('PUT', `/api/admin/products/${made.id}`, productInput())).statusCode).toBe(404);

    const details = (await call('GET', `/api/admin/orders/${(order as { id: string }).id}`)).json<AdminOrderDetails>();
    expect(details.items[0]).toMatchObject({
      productName: 'Admin Test Ordered Slice',
      productImage: '/images/products/ordered.webp',
    });
  });

  it('archives one an open checkout refers to, and a cart holding it is refused with 409 before payment', async () => {
    const made = await newProduct({ price: '30.00' });
    const shopper = await newShopper(t);
    await addToCart(t, shopper, made.id);
    const intent = await createIntent(t, shopper);
    expect(intent.statusCode, intent.body).toBe(200);

    const res = await call('DELETE', `/api/admin/products/${made.id}`);
    expect(res.json<AdminDeleteProductResult>().outcome).toBe('archived');
    const again = await createIntent(t, shopper);
    expect(again.statusCode).toBe(409);
    // A stranger cannot put it back into a cart either.
    const other = await newShopper(t);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: { sessionId: other.sessionId, productId: made.id, quantity: 1 },
    });
    expect(add.statusCode).toBe(409);
  });
});

describe('repricing while it sits in carts and checkouts', () => {
  it('an intent already made keeps its price; the next checkout is a new one at the new price', async () => {
    const made = await newProduct({ price: '40.00' });
    const early = await newShopper(t);
    await addToCart(t, early, made.id);
    const earlyIntent = (await createIntent(t, early)).json<StorePaymentIntentReply>();
    expect(earlyIntent.subtotal).toBe('40.00');

    const reprice = await call(
      'PUT',
      `/api/admin/products/${made.id}`,
      productInput({ name: made.name, price: '55.00' }),
    );
    expect(reprice.statusCode).toBe(200);
    expect((await storefront()).find((p) => p.id === made.id)?.price).toBe('55.00');

    // The customer who already had an intent pays it: the order is the snapshot they were shown.
    await saveDetails(t, early, earlyIntent.paymentIntentId);
    expect((await payWithCard(t, earlyIntent)).statusCode).toBe(200);
    const confirmed = await confirmOrder(t, early, earlyIntent.paymentIntentId);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const order = (
      await call('GET', `/api/admin/orders/${confirmed.json<{ id: string }>().id}`)
    ).json<AdminOrderDetails>();
    expect(order.items[0]?.price).toBe('40.00');

    // A cart made before the new price is priced again: a new checkout with a new intent.
    const late = await newShopper(t);
    await addToCart(t, late, made.id);
    const first = (await createIntent(t, late)).json<StorePaymentIntentReply>();
    expect(first.subtotal).toBe('55.00');
    await call('PUT', `/api/admin/products/${made.id}`, productInput({ name: made.name, price: '60.00' }));
    const second = (await createIntent(t, late)).json<StorePaymentIntentReply>();
    expect(second.subtotal).toBe('60.00');
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    const rows = await t.database.db
      .select({ status: checkouts.status, total: checkouts.totalCents, intent: checkouts.paymentIntentId })
      .from(checkouts)
      .where(eq(checkouts.cartSessionId, late.sessionId));
    expect(rows.find((r) => r.intent === first.paymentIntentId)?.status).toBe('superseded');
    expect(rows.find((r) => r.intent === second.paymentIntentId)?.status).toBe('open');

    const [reprices] = await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.reprice'), eq(auditLog.entityId, made.id)));
    expect(reprices!.n).toBe(2);
  });
});

describe('reordering', () => {
  it('puts the new order in one go and the home grid follows at once', async () => {
    const a = await newProduct({ name: 'Admin Reorder Alpha' });
    const b = await newProduct({ name: 'Admin Reorder Beta' });
    const current = await storefront();
    expect(current[0]?.id).not.toBe(b.id);
    // As the admin's table sends it: every product's new 1-based position after the drag.
    const moved = [b, a, ...current.filter((p) => p.id !== a.id && p.id !== b.id)];
    const res = await call('PUT', '/api/admin/products/reorder', {
      productOrders: moved.map((p, index) => ({ id: p.id, sortOrder: index + 1 })),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Product order updated successfully', updated: moved.length });
    const grid = await storefront();
    expect(grid[0]?.id).toBe(b.id);
    expect(grid[1]?.id).toBe(a.id);
    const adminList = (await call('GET', '/api/admin/products')).json<AdminProduct[]>();
    expect(adminList.slice(0, 2).map((p) => p.id)).toEqual([b.id, a.id]);
  });

  it('changes nothing when an id is unknown, repeated or a sort order is negative', async () => {
    const a = await newProduct();
    const before = (await t.database.db.select().from(products).where(eq(products.id, a.id)))[0]!.sortOrder;
    const unknown = await call('PUT', '/api/admin/products/reorder', {
      productOrders: [
        { id: a.id, sortOrder: 7 },
        { id: '00000000-0000-4000-8000-000000000000', sortOrder: 8 },
      ],
    });
    expect(unknown.statusCode).toBe(404);
    const repeated = await call('PUT', '/api/admin/products/reorder', {
      productOrders: [
        { id: a.id, sortOrder: 7 },
        { id: a.id, sortOrder: 8 },
      ],
    });
    expect(repeated.statusCode).toBe(400);
    const negative = await call('PUT', '/api/admin/products/reorder', { productOrders: [{ id: a.id, sortOrder: -1 }] });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fields?.sortOrder).toBe('Sort order must be 0 or greater');
    expect((await call('PUT', '/api/admin/products/reorder', { productOrders: [] })).statusCode).toBe(400);
    const after = (await t.database.db.select().from(products).where(eq(products.id, a.id)))[0]!.sortOrder;
    expect(after).toBe(before);
  });
});

describe('categories', () => {
  it("creates, lists with counts, updates (products follow a new slug) and refuses section 5's blanks", async () => {
    const res = await call('POST', '/api/admin/categories', {
      name: 'Admin Test Pies',
      slug: 'admin-test-pies',
      icon: '🥧',
      description: '',
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<AdminCategory>();
    expect(made).toMatchObject({ slug: 'admin-test-pies', icon: '🥧', description: null, showOnHomePage: true });
    expect((await t.app.inject({ url: '/api/categories' })).json<StoreCategory[]>().some((c) => c.id === made.id)).toBe(
      true,
    );

    const pie = await newProduct({ category: 'admin-test-pies' });
    const listed = (await call('GET', '/api/admin/categories')).json<AdminCategory[]>();
    expect(listed.find((c) => c.id === made.id)?.productCount).toBe(1);

    const renamed = await call('PUT', `/api/admin/categories/${made.id}`, {
      name: 'Admin Test Savoury Pies',
      slug: 'admin-test-savoury-pies',
      showOnHomePage: false,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<AdminCategory>()).toMatchObject({ productCount: 1, showOnHomePage: false, icon: null });
    expect((await storefront()).find((p) => p.id === pie.id)?.category).toBe('admin-test-savoury-pies');
    expect(
      (await t.app.inject({ url: '/api/categories/homepage' })).json<StoreCategory[]>().some((c) => c.id === made.id),
    ).toBe(false);

    const blank = await call('POST', '/api/admin/categories', { name: '', slug: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toMatchObject({ name: 'Category name is required', slug: 'Slug is required' });
    const unsafe = await call('POST', '/api/admin/categories', { name: 'X', slug: '../etc' });
    expect(unsafe.statusCode).toBe(400);
    expect(unsafe.json().fields?.slug).toBe('Slug may use only lowercase letters, digits and single dashes');
  });

  it('refuses a slug that is taken (409) and unknown ids (404)', async () => {
    const taken = await call('POST', '/api/admin/categories', { name: 'Again', slug: category.slug });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields?.slug).toBe('This slug is already used');
    const other = await createCategory(t, { slug: 'admin-test-other', name: 'Other' });
    const clash = await call('PUT', `/api/admin/categories/${other.id}`, { name: 'Other', slug: category.slug });
    expect(clash.statusCode).toBe(409);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('PUT', `/api/admin/categories/${missing}`, { name: 'A', slug: 'a-b' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/categories/${missing}`)).statusCode).toBe(404);
  });

  it('refuses to delete a category products use, with a clear message; deletes an empty one', async () => {
    const used = await createCategory(t, { slug: 'admin-test-used', name: 'Used Category' });
    const product = await newProduct({ category: used.slug });
    const refused = await call('DELETE', `/api/admin/categories/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Used Category still has 1 product: move it to another category or delete it first',
    );
    expect((await call('DELETE', `/api/admin/products/${product.id}`)).statusCode).toBe(200);
    const deleted = await call('DELETE', `/api/admin/categories/${used.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/categories' })).json<StoreCategory[]>().some((c) => c.id === used.id)).toBe(
      false,
    );
  });

  it('keeps a script in a category icon or description as the same text (P17)', async () => {
    const res = await call('POST', '/api/admin/categories', {
      name: 'Admin Test XSS',
      slug: 'admin-test-xss',
      icon: '<svg onload=1>',
      description: '<script>alert(1)</script>',
    });
    expect(res.statusCode, res.body).toBe(201);
    const shown = (await t.app.inject({ url: '/api/categories' }))
      .json<StoreCategory[]>()
      .find((c) => c.slug === 'admin-test-xss');
    expect(shown).toMatchObject({ icon: '<svg onload=1>', description: '<script>alert(1)</script>' });
  });
});

describe('size variants', () => {
  it('lists every size incl. unavailable ones; the storefront offers the same list', async () => {
    const product = await createProduct(t, { category: category.slug, name: 'Admin Test Variant Cake' });
    await createVariant(t, product, { size: 'full', priceCents: 6000, available: false });
    const made = await call('POST', `/api/admin/products/${product.id}/variants`, {
      productId: product.id,
      size: 'quarter',
      price: '25.00',
      serves: '6-8 people',
      available: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<AdminVariant>()).toMatchObject({ size: 'quarter', price: '25.00', serves: '6-8 people' });
    const list = await call('GET', `/api/admin/products/${product.id}/variants`);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json<AdminVariant[]>().map((v) => [v.size, v.available])).toEqual([
      ['quarter', true],
      ['full', false],
    ]);
    const pub = (await t.app.inject({ url: `/api/products/${product.id}/variants` })).json<StoreVariant[]>();
    expect(pub.map((v) => v.size)).toContain('quarter');

    const twice = await call('POST', `/api/admin/products/${product.id}/variants`, { size: 'quarter', price: '26' });
    expect(twice.statusCode).toBe(409);
    const deleted = await call('DELETE', `/api/admin/variants/${made.json<AdminVariant>().id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/variants/${made.json<AdminVariant>().id}`)).statusCode).toBe(404);
    const after = (await t.app.inject({ url: `/api/products/${product.id}/variants` })).json<StoreVariant[]>();
    expect(after.map((v) => v.size)).not.toContain('quarter');
  });

  it("answers section 5's messages, refuses bad prices and a mismatched product", async () => {
    const product = await createProduct(t, { category: category.slug });
    const blank = await call('POST', `/api/admin/products/${product.id}/variants`, { size: '', price: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toMatchObject({ size: 'Size is required', price: 'Price is required' });
    const jumbo = await call('POST', `/api/admin/products/${product.id}/variants`, { size: 'jumbo', price: '5' });
    expect(jumbo.json().fields?.size).toBe('Size is required');
    for (const price of ['-5', 'abc', '1e309', 0]) {
      const res = await call('POST', `/api/admin/products/${product.id}/variants`, { size: 'half', price });
      expect(res.statusCode, String(price)).toBe(400);
    }
    const mismatch = await call('POST', `/api/admin/products/${product.id}/variants`, {
      productId: '00000000-0000-4000-8000-000000000000',
      size: 'half',
      price: '5',
    });
    expect(mismatch.statusCode).toBe(400);
    const unknown = await call('GET', '/api/admin/products/00000000-0000-4000-8000-000000000000/variants');
    expect(unknown.statusCode).toBe(404);
    expect((await call('GET', `/api/admin/products/${product.id}/variants`)).json()).toEqual([]);
  });
});

describe('access', () => {
  it('refuses customers (403) and anonymous callers (401) and changes nothing', async () => {
    const before = await productCount();
    const customer = bearer(await mintToken(t, customerClaims()));
    expect((await call('POST', '/api/admin/products', productInput(), customer)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/products', productInput(), {})).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/categories', undefined, customer)).statusCode).toBe(403);
    expect(await productCount()).toBe(before);
  });
});
