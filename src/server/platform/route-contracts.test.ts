import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * JSON routes that may answer without a declared response schema, each with its reason. Keep it
 * short: a route here can send any field it is handed.
 */
const ALLOWED_WITHOUT_RESPONSE_SCHEMA = new Set<string>([]);

/** `METHOD /path` of each /api route that declares no response schema with a 2xx entry. */
function routesWithoutContract(routes: readonly RouteOptions[]): string[] {
  const missing: string[] = [];
  for (const route of routes) {
    if (!route.url.startsWith('/api/')) continue;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    const response = (route.schema?.response ?? {}) as Record<string, unknown>;
    const has2xx = Object.keys(response).some((status) => /^2(\d\d|xx)$/i.test(status));
    for (const method of methods) {
      const name = `${method} ${route.url}`;
      if (!has2xx && !ALLOWED_WITHOUT_RESPONSE_SCHEMA.has(name)) missing.push(name);
    }
  }
  return missing;
}

const names = (routes: readonly RouteOptions[]) =>
  routes.flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((m) => `${m} ${r.url}`));

/** The app as tests run it (the embedded test gateway) and as production runs it (Stripe). */
let apps: { gateway: string; t: TestApp }[] = [];
beforeAll(async () => {
  apps.push({ gateway: 'test', t: await createTestApp() });
  apps.push({
    gateway: 'stripe',
    t: await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_route_contracts',
      // Never called: the routes are only registered.
      STRIPE_API_URL: 'http://127.0.0.1:9',
    }),
  });
});
afterAll(async () => {
  await Promise.all(apps.map(({ t }) => t.close()));
  apps = [];
});

describe('route contracts (issue 8)', () => {
  it('records the routes as they are registered', () => {
    for (const { t } of apps) {
      expect(names(t.app.routeContracts)).toEqual(
        expect.arrayContaining(['GET /api/products', 'POST /api/cart', 'GET /api/health']),
      );
    }
  });

  it('has every /api route declare a response schema with a 2xx entry, so no private field can leak', () => {
    for (const { gateway, t } of apps) expect(routesWithoutContract(t.app.routeContracts), gateway).toEqual([]);
  });

  it('keeps the allow-list to routes that exist', () => {
    const all = new Set(apps.flatMap(({ t }) => names(t.app.routeContracts)));
    for (const allowed of ALLOWED_WITHOUT_RESPONSE_SCHEMA) expect(all, allowed).toContain(allowed);
  });

  it('flags a new route without one', () => {
    const handler = async () => ({});
    const routes: RouteOptions[] = [
      { method: 'GET', url: '/api/new-thing', handler },
      { method: ['GET', 'HEAD'], url: '/api/errors-only', handler, schema: { response: { 404: z.object({}) } } },
      { method: 'POST', url: '/api/declared', handler, schema: { response: { 201: z.object({}) } } },
      { method: 'GET', url: '/sitemap.xml', handler },
    ];
    expect(routesWithoutContract(routes)).toEqual(['GET /api/new-thing', 'GET /api/errors-only']);
  });
});
