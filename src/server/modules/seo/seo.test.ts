import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreCategory, StoreProduct } from '../../../contracts/catalog';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example' });
});
afterAll(() => t.close());

describe('search engines', () => {
  it('lists every public page, category and product in the sitemap', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const products = (await t.app.inject({ url: '/api/products' })).json<StoreProduct[]>();
    const categories = (await t.app.inject({ url: '/api/categories' })).json<StoreCategory[]>();
    for (const path of [
      '/',
      '/our-story',
      '/contact',
      '/delivery-info',
      '/custom-orders',
      '/faq',
      '/returns',
      '/loyalty-program',
    ]) {
      expect(res.body).toContain(`<loc>https://shop.example${path}</loc>`);
    }
    for (const c of categories) expect(res.body).toContain(`https://shop.example/category/${c.slug}<`);
    for (const p of products) expect(res.body).toContain(`https://shop.example/product/details/${p.slug}<`);
    expect(res.body).not.toContain('/admin');
  });

  it('keeps crawlers out of private pages', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    for (const path of ['/admin', '/account', '/checkout', '/orders']) expect(res.body).toContain(`Disallow: ${path}`);
    expect(res.body).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});
