/**
 * The sign-in provider's CORS (security R11, decision 0081): /oidc answers carry CORS headers for
 * the shop's own origin only. oidc-provider on its own reflects any Origin on its open endpoints
 * (keys, discovery) and on every preflight, `null` included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FOREIGN_ORIGINS = ['https://evil.example', 'null', 'http://localhost.evil.example', 'http://127.0.0.1:1'];

const requestsFrom = (origin: string) => [
  { method: 'GET' as const, url: '/oidc/jwks', headers: { origin } },
  { method: 'GET' as const, url: '/oidc/.well-known/openid-configuration', headers: { origin } },
  {
    method: 'OPTIONS' as const,
    url: '/oidc/token',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  },
  {
    method: 'OPTIONS' as const,
    url: '/oidc/jwks',
    headers: { origin, 'access-control-request-method': 'GET' },
  },
];

const corsHeadersOf = (headers: Record<string, unknown>) =>
  Object.keys(headers).filter((name) => name.toLowerCase().startsWith('access-control-'));

describe('CORS on the sign-in provider', () => {
  it.each(FOREIGN_ORIGINS)('gives Origin %s no CORS header on the keys, discovery or any preflight', async (origin) => {
    for (const request of requestsFrom(origin)) {
      const res = await t.app.inject(request);
      expect(res.statusCode, `${request.method} ${request.url}`).toBeLessThan(500);
      expect(corsHeadersOf(res.headers), `${origin}: ${request.method} ${request.url}`).toEqual([]);
    }
  });

  it('still serves the keys and discovery to a caller from another site (they are public), without CORS', async () => {
    const res = await t.app.inject({ url: '/oidc/jwks', headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ keys: unknown[] }>().keys.length).toBeGreaterThan(0);
  });

  it("allows the shop's own origin: the token preflight and the keys answer it", async () => {
    const site = new URL(t.config.publicUrl).origin;
    for (const request of requestsFrom(site)) {
      const res = await t.app.inject(request);
      expect(res.headers['access-control-allow-origin'], `${request.method} ${request.url}`).toBe(site);
    }
    const preflight = await t.app.inject(requestsFrom(site)[2]!);
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');
  });
});
