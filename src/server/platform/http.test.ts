import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the HTTP shell', () => {
  it('reports liveness, and readiness with the database reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', database: 'up' });
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    const body = res.json();
    expect(body).toMatchObject({ code: 'NOT_FOUND' });
    expect(body.message).toContain('/api/does-not-exist');
    expect(body.requestId).toBe(res.headers['x-request-id']);
  });

  it('refuses TRACE', async () => {
    const res = await t.app.inject({ method: 'TRACE' as 'GET', url: '/' });
    expect(res.statusCode).toBe(405);
  });

  it('sends security headers on API answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('never reflects a foreign origin', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('compresses large answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('hides internals in error answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/%ZZ/variants' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toMatch(/node_modules|at .*\.ts|stack/i);
  });
});

describe('when the database is gone', () => {
  it('reports 503 from readiness and answers API calls with 503 JSON, not a crash', async () => {
    const broken = await createTestApp({ CATALOG_CACHE_SECONDS: '0' });
    try {
      await broken.database.close();
      const ready = await broken.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable', database: 'down', code: 'UNAVAILABLE' });
      const products = await broken.app.inject({ method: 'GET', url: '/api/products' });
      expect(products.statusCode).toBeGreaterThanOrEqual(500);
      expect(products.json()).toMatchObject({ message: expect.any(String), requestId: expect.any(String) });
      expect(products.body).not.toMatch(/stack|node_modules/);
    } finally {
      await broken.close();
    }
  });
});
