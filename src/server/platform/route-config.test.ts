/**
 * `config: { cache: 'no-store' }` on a route makes every answer of that route, errors included,
 * carry Cache-Control: no-store (security R11), handled once in platform/route-config.ts.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      routes: (app) => {
        app.get('/api/probe/declared', { config: { cache: 'no-store' } }, async () => ({ ok: true }));
        app.post(
          '/api/probe/declared',
          { config: { cache: 'no-store' }, schema: { body: z.object({ name: z.string() }) } },
          async () => ({ ok: true }),
        );
        app.get('/api/probe/undeclared', async () => ({ ok: true }));
      },
    },
  );
});
afterAll(() => t.close());

describe("a route's declared cache rule", () => {
  it('answers Cache-Control: no-store when the route declares it', async () => {
    const res = await t.app.inject({ url: '/api/probe/declared' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps no-store on the error answers of such a route', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/probe/declared', payload: { name: 7 } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leaves a route that declares nothing alone', async () => {
    const res = await t.app.inject({ url: '/api/probe/undeclared' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('covers the shop’s own routes that declare it: an anonymous cart read', async () => {
    const res = await t.app.inject({ url: `/api/cart/${randomUUID()}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
