/**
 * P38: the headers of every kind of API answer, and CORS (security R11). Pages' CSP is checked
 * on the real build in e2e/security.spec.ts; its policy text in site/pages.test.ts.
 */
import helmet from '@fastify/helmet';
import Fastify, { type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { HELMET_OPTIONS, securityHeaders } from '../security-headers';
import { adminClaims, bearer, customerClaims, mintToken } from '../../test/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const FOREIGN_ORIGINS = ['https://evil.example', 'null', 'http://localhost.evil.example', 'http://127.0.0.1:1'];

/** A URL for a route pattern: every parameter filled with a UUID (enough to reach the guards). */
const urlOf = (route: RouteOptions) => route.url.replace(/:[A-Za-z]+/g, SOME_ID).replace('*', 'x');

describe('P38 headers on API answers', () => {
  it('P38 every JSON answer says nosniff, names its charset and refers no further than our origin', async () => {
    const token = await mintToken(t, customerClaims());
    for (const request of [
      { url: '/api/products' },
      { url: '/api/business-settings' },
      { url: '/api/auth/user', headers: bearer(token) },
      { url: '/api/auth/user' },
      { url: '/api/does-not-exist' },
      { method: 'POST' as const, url: '/api/contact', payload: {} },
    ]) {
      const res = await t.app.inject(request);
      expect(res.headers['x-content-type-options'], request.url).toBe('nosniff');
      expect(res.headers['content-type'], request.url).toBe('application/json; charset=utf-8');
      expect(res.headers['referrer-policy'], request.url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['content-security-policy'], request.url).toContain("frame-ancestors 'none'");
      expect(res.headers['strict-transport-security'], request.url).toBeUndefined();
    }
  });

  it('P38 no foreign or null origin is ever allowed, on simple requests or preflights', async () => {
    const token = await mintToken(t, customerClaims());
    for (const origin of FOREIGN_ORIGINS) {
      for (const request of [
        { url: '/api/products', headers: { origin } },
        { url: '/api/auth/user', headers: { origin, ...bearer(token) } },
        { method: 'POST' as const, url: '/api/contact', headers: { origin }, payload: {} },
        {
          method: 'OPTIONS' as const,
          url: '/api/admin/orders/clear-all',
          headers: {
            origin,
            'access-control-request-method': 'DELETE',
            'access-control-request-headers': 'authorization',
          },
        },
      ]) {
        const res = await t.app.inject(request);
        expect(res.headers['access-control-allow-origin'], `${origin} ${request.url}`).toBeUndefined();
        expect(res.headers['access-control-allow-credentials'], `${origin} ${request.url}`).toBeUndefined();
        expect(res.headers['access-control-allow-methods'], `${origin} ${request.url}`).toBeUndefined();
      }
    }
  });

  it('R11 the site origin (PUBLIC_URL) alone is allowed: simple requests and preflights, no credentials', async () => {
    const site = new URL(t.config.publicUrl).origin;
    const simple = await t.app.inject({ url: '/api/products?limit=1', headers: { origin: site } });
    expect(simple.statusCode).toBe(200);
    expect(simple.headers['access-control-allow-origin']).toBe(site);
    expect(simple.headers.vary).toMatch(/Origin/);
    expect(simple.headers['access-control-allow-credentials']).toBeUndefined();

    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/admin/orders/clear-all',
      headers: {
        origin: site,
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(site);
    expect(preflight.headers['access-control-allow-methods']).toContain('DELETE');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('authorization');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    expect(preflight.headers['x-content-type-options']).toBe('nosniff');
    // A preflight is only a question: the request itself still needs an admin's token.
    const clear = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/orders/clear-all',
      headers: { origin: site },
    });
    expect(clear.statusCode).toBe(401);

    // Look-alikes of the site origin get nothing.
    const { protocol, hostname, port } = new URL(site);
    const lookAlikes = [
      `${site}.evil.example`,
      `${site}/`,
      `${protocol === 'https:' ? 'http:' : 'https:'}//${hostname}${port ? `:${port}` : ''}`,
      `${protocol}//${hostname}:${Number(port || 80) + 1}`,
      `${protocol}//evil.${hostname}${port ? `:${port}` : ''}`,
      site.toUpperCase(),
    ];
    for (const origin of lookAlikes) {
      for (const method of ['GET', 'OPTIONS'] as const) {
        const res = await t.app.inject({
          method,
          url: '/api/products?limit=1',
          headers: { origin, 'access-control-request-method': 'GET' },
        });
        expect(res.headers['access-control-allow-origin'], `${method} ${origin}`).toBeUndefined();
        expect(res.headers['access-control-allow-methods'], `${method} ${origin}`).toBeUndefined();
      }
    }
  });

  it('P38 a preflight from another site for clear-all is not answered with permission, and deletes nothing', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/admin/orders/clear-all',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'DELETE' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('P38 every answer that needed a token says Cache-Control: no-store', async () => {
    const admin = bearer(await mintToken(t, adminClaims()));
    const customer = bearer(await mintToken(t, customerClaims()));
    const routes = t.app.routeContracts.filter(
      (route) =>
        route.url.startsWith('/api/') && [route.method].flat().includes('GET') && !route.url.includes('events'),
    );
    const checked: string[] = [];
    for (const route of routes) {
      const url = urlOf(route);
      const anonymous = await t.app.inject({ url });
      if (anonymous.statusCode !== 401) continue;
      for (const headers of [admin, customer]) {
        const res = await t.app.inject({ url, headers });
        expect(res.headers['cache-control'], `${url} answered ${res.statusCode}`).toBe('no-store');
      }
      checked.push(route.url);
    }
    // The authenticated reads of every area were among them.
    for (const url of ['/api/auth/user', '/api/orders/me', '/api/loyalty/:id', '/api/admin/orders', '/api/admin/users'])
      expect(checked).toContain(url);
  });

  it('P38 a refused request (401/403) is not cacheable either', async () => {
    const customer = bearer(await mintToken(t, customerClaims()));
    for (const res of [
      await t.app.inject({ url: '/api/auth/user' }),
      await t.app.inject({ url: '/api/admin/orders', headers: customer }),
    ]) {
      expect([401, 403]).toContain(res.statusCode);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('P38 HSTS in production', () => {
  it('P38 is sent with a year and subdomains when NODE_ENV=production', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      PAYMENTS: 'test',
      PUBLIC_URL: 'https://shop.example',
    });
    try {
      const res = await production.app.inject({ url: '/api/products' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await production.close();
    }
  });
});

describe('P38 security headers made once (performance A2)', () => {
  it.each([false, true])(
    'P38 are the headers @fastify/helmet sends with the same options (production %s)',
    async (production) => {
      const reference = Fastify();
      await reference.register(helmet, HELMET_OPTIONS(production));
      reference.get('/x', async () => ({ ok: true }));
      try {
        const res = await reference.inject({ url: '/x' });
        const fromHelmet = Object.fromEntries(
          Object.entries(res.headers).filter(
            ([name]) => !['content-type', 'content-length', 'date', 'connection', 'keep-alive'].includes(name),
          ),
        );
        expect(Object.fromEntries(securityHeaders({ production }))).toEqual(fromHelmet);
      } finally {
        await reference.close();
      }
    },
  );

  it('P38 /api/health carries every one of them, with its request id and no-store', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    for (const [name, value] of securityHeaders({ production: false })) expect(res.headers[name], name).toBe(value);
  });
});
