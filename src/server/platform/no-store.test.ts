/**
 * Answers for one person are never stored by a browser or a proxy (security R11, P38): every
 * answer to a request with a token says `no-store` unless its route chose a caching rule itself,
 * and the cart's answers (keyed by a secret session id) too. Public reads stay cacheable.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { adminClaims, bearer, customerClaims, mintToken } from '../test/tokens';

let t: TestApp;
let customer: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  customer = bearer(await mintToken(t, customerClaims()));
  admin = bearer(await mintToken(t, adminClaims()));
});
afterAll(() => t.close());

it('every signed-in answer says no-store, refusals included', async () => {
  const cases: Array<[string, Record<string, string>]> = [
    ['/api/auth/user', customer],
    ['/api/orders/me', customer],
    ['/api/loyalty/rewards', customer],
    ['/api/admin/orders', admin],
    ['/api/admin/analytics', admin],
    ['/api/admin/messages', admin],
    ['/api/admin/orders', customer],
    ['/api/does-not-exist', customer],
  ];
  for (const [url, headers] of cases) {
    const res = await t.app.inject({ url, headers });
    expect(res.headers['cache-control'], `${url} → ${res.statusCode}`).toBe('no-store');
  }
});

it("the cart's answers say no-store; the public catalogue stays cacheable", async () => {
  const cart = await t.app.inject({ url: '/api/cart', headers: { 'x-cart-session': randomUUID() } });
  expect(cart.headers['cache-control']).toBe('no-store');
  const products = await t.app.inject({ url: '/api/products' });
  expect(products.headers['cache-control']).toMatch(/^public, max-age=\d+/);
});
