import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createCustomer, createProduct, createVariant } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildCategory, buildProduct, DEFAULT_PRODUCT_CATEGORY } from './factories';
import { categories } from './schema';
import { seedProducts } from './seed/catalogue';
import { productRowOf } from './seed/demo';

describe('row builders', () => {
  it('fill every required column, keep default slugs unique and let overrides win', () => {
    const a = buildProduct({ name: 'Rose Jalebi' });
    const b = buildProduct({ name: 'Rose Jalebi' });
    expect(a.slug).toMatch(/^rose-jalebi-[0-9a-f]{8}$/);
    expect(a.slug).not.toBe(b.slug);
    expect(a).toMatchObject({ category: DEFAULT_PRODUCT_CATEGORY, priceCents: 1000, inStock: true, featured: false });
    expect(a.image).toBe(`/images/products/${a.slug}.webp`);
    expect(buildProduct({ slug: 'fixed', priceCents: 5, image: '/x.webp' })).toMatchObject({
      slug: 'fixed',
      priceCents: 5,
      image: '/x.webp',
      images: ['/images/products/fixed-detail.webp'],
    });
    expect(buildCategory({ slug: 'cakes', name: 'Cakes' })).toMatchObject({ slug: 'cakes', name: 'Cakes' });
    // Default slugs come from the shop's one slugify (src/domain/slug.ts): '&' reads 'and'.
    expect(buildProduct({ name: 'Pastries & Breads: Ma’amoul!' }).slug).toMatch(
      /^pastries-and-breads-ma-amoul-[0-9a-f]{8}$/,
    );
  });

  it('build the demo products exactly as the seed describes them', () => {
    const seed = seedProducts.find((p) => p.originalPrice)!;
    expect(productRowOf(seed)).toMatchObject({
      slug: seed.slug,
      name: seed.name,
      category: seed.category,
      priceCents: Math.round(Number(seed.price) * 100),
      originalPriceCents: Math.round(Number(seed.originalPrice) * 100),
      image: `/images/products/${seed.slug}.webp`,
      images: [`/images/products/${seed.slug}-detail.webp`],
      sortOrder: seed.sortOrder,
    });
  });
});

describe('test factories', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CATALOG_CACHE_SECONDS: '0' });
  });
  afterAll(() => t.close());

  it('make a product the storefront serves, creating a missing category', async () => {
    const product = await createProduct(t, { category: 'factory-made', name: 'Factory Scone', priceCents: 475 });
    expect(product.price).toBe('4.75');
    const [category] = await t.database.db.select().from(categories).where(eq(categories.slug, 'factory-made'));
    expect(category).toBeDefined();
    const served = await t.app.inject({ url: `/api/products/slug/${product.slug}` });
    expect(served.json()).toEqual(product);

    const variant = await createVariant(t, product, { size: 'full', priceCents: 900 });
    const sizes = await t.app.inject({ url: `/api/products/${product.id}/variants` });
    expect(sizes.json()).toEqual([variant]);
  });

  it('make categories and customers', async () => {
    const category = await createCategory(t, { name: 'Factory Shelf', showOnHomePage: false });
    const listed = (await t.app.inject({ url: '/api/categories' })).json<{ slug: string }[]>();
    expect(listed.map((c) => c.slug)).toContain(category.slug);

    const customer = await createCustomer(t, { phone: '+64 21 000 0000' });
    expect(customer.user.issuer).toBe(t.config.oidc.issuer);
    const me = await t.app.inject({ url: '/api/auth/user', headers: customer.headers });
    expect(me.json()).toMatchObject({ id: customer.user.id, phone: '+64 21 000 0000' });
  });
});
