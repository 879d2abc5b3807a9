/**
 * The built-in provider's discovery document names the configured public URL only: a caller's
 * Host or X-Forwarded-* headers must not put another host into the endpoints a client follows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const PUBLIC_URL = 'https://shop.example';

describe.each([
  ['without a trusted proxy', 'false'],
  ['behind a trusted proxy', 'true'],
])('the discovery document %s', (_name, trustProxy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL, TRUST_PROXY: trustProxy });
  });
  afterAll(() => t?.close());

  /** Every URL in the document, by its field. */
  const urlsOf = (document: Record<string, unknown>) =>
    Object.entries(document).filter((entry): entry is [string, string] => {
      const value = entry[1];
      return typeof value === 'string' && /^[a-z]+:\/\//i.test(value);
    });

  it.each([
    ['Host: evil.example', { host: 'evil.example' }],
    ['Host with a port', { host: 'evil.example:8443' }],
    ['X-Forwarded-Host and -Proto', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' }],
    ['Forwarded', { forwarded: 'host=evil.example;proto=http' }],
  ])('with %s names only the configured URL', async (_case, headers) => {
    const res = await t.app.inject({ url: '/oidc/.well-known/openid-configuration', headers });
    expect(res.statusCode).toBe(200);
    const document = res.json<Record<string, unknown>>();
    const urls = urlsOf(document);
    expect(urls.map(([field]) => field)).toEqual(
      expect.arrayContaining(['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri']),
    );
    for (const [field, url] of urls) expect(`${field}: ${url}`).toMatch(new RegExp(`^${field}: ${PUBLIC_URL}/oidc`));
    expect(res.body).not.toContain('evil.example');
  });

  it('answers with the request id and the security headers the rest of the shop sends', async () => {
    const res = await t.app.inject({ url: '/oidc/.well-known/openid-configuration' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
