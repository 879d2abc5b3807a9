/**
 * P19 (parser abuse, security R5) for every JSON write route of the API, found from the routes as
 * registered: other body types 415, over 100 kB 413, broken JSON 400, and no prototype pollution.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, customerClaims, mintToken } from '../../test/tokens';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await mintToken(t, adminClaims()));
});
afterAll(() => t.close());

const WRITES = new Set(['POST', 'PUT', 'PATCH']);
/**
 * Not JSON by design: Stripe signs the raw body it sends (stripe.test.ts), and the local object
 * store takes the photo's bytes at its signed upload URL (uploads.test.ts).
 */
const NOT_JSON_ROUTES = new Set(['/api/stripe/webhook', '/api/objects/uploads/:id']);

function jsonWrites(): Array<{ method: 'POST' | 'PUT' | 'PATCH'; url: string }> {
  return t.app.routeContracts.flatMap((route) =>
    route.url.startsWith('/api/') && !NOT_JSON_ROUTES.has(route.url)
      ? [route.method]
          .flat()
          .filter((method) => WRITES.has(method))
          .map((method) => ({
            method: method as 'POST' | 'PUT' | 'PATCH',
            url: route.url.replace(/:[A-Za-z]+/g, randomUUID()),
          }))
      : [],
  );
}

describe('P19 request bodies', () => {
  it('P19 every JSON write refuses text/plain, a form, multipart and XML with 415', async () => {
    const routes = jsonWrites();
    expect(routes.length).toBeGreaterThan(20);
    for (const { method, url } of routes) {
      for (const [type, payload] of [
        ['text/plain', '{"quantity":1}'],
        ['application/x-www-form-urlencoded', 'quantity=1&isAdmin=true'],
        ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'],
        ['application/xml', '<a>1</a>'],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: { ...admin, 'content-type': type }, payload });
        expect(res.statusCode, `${method} ${url} ${type}`).toBe(415);
        expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', requestId: expect.any(String) });
      }
    }
  });

  it('P19 every JSON write refuses a 200 kB body with 413 and a truncated one with 400', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(200 * 1024) });
    for (const { method, url } of jsonWrites()) {
      const headers = { ...admin, 'content-type': 'application/json' };
      const huge = await t.app.inject({ method, url, headers, payload: big });
      expect(huge.statusCode, `${method} ${url} 200 kB`).toBe(413);
      expect(huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      const truncated = await t.app.inject({ method, url, headers, payload: '{"name":"Ann","quantity":' });
      expect(truncated.statusCode, `${method} ${url} truncated`).toBe(400);
      expect(truncated.json()).toMatchObject({ code: 'INVALID_JSON', message: 'The request body is not valid JSON' });
    }
  });

  it('P19 a body just under 100 kB is read (the limit is 100 kB, not less)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Ann', padding: 'x'.repeat(90 * 1024) }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('P19 __proto__ and constructor keys pollute nothing: a customer stays a customer', async () => {
    const customer = bearer(await mintToken(t, customerClaims()));
    const poison = '{"__proto__":{"isAdmin":true,"roles":["admin"]},"constructor":{"prototype":{"isAdmin":true}}}';
    for (const [method, url] of [
      ['PUT', '/api/auth/user'],
      ['POST', '/api/cart'],
      ['POST', '/api/contact'],
      ['POST', '/api/create-payment-intent'],
      ['POST', '/api/admin/products'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { ...customer, 'content-type': 'application/json' },
        payload: poison,
      });
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
    expect(({} as { isAdmin?: unknown }).isAdmin).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('roles');
    const adminArea = await t.app.inject({ url: '/api/admin/orders', headers: customer });
    expect(adminArea.statusCode).toBe(403);
    const profile = await t.app.inject({ url: '/api/auth/user', headers: customer });
    expect(profile.json()).toMatchObject({ isAdmin: false });
  });

  it('P19 an operator object where a number or string belongs is a 400, never a query', async () => {
    const sessionId = randomUUID();
    for (const payload of [
      { sessionId, productId: randomUUID(), quantity: { $gt: 0 } },
      { sessionId: { $ne: null }, productId: randomUUID(), quantity: 1 },
      { sessionId, productId: { $regex: '.*' }, quantity: 1 },
      { sessionId, productId: randomUUID(), quantity: [1, 2] },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/cart', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: { $gt: '' }, email: 'a@example.com', message: 'Hello there, a question' },
    });
    expect(contact.statusCode).toBe(400);
  });
});
