import { base64url, exportJWK, generateKeyPair, importJWK, SignJWT } from 'jose';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, customerClaims, mintToken, signingKey } from '../../test/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = (headers: Record<string, string>) => t.app.inject({ url: '/api/auth/user', headers });

async function forged(kind: string): Promise<string> {
  const good = await mintToken(t, customerClaims());
  const [header, payload, signature] = good.split('.') as [string, string, string];
  const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload)));
  const encode = (value: object) => base64url.encode(JSON.stringify(value));
  switch (kind) {
    case 'flipped signature byte': {
      const bytes = base64url.decode(signature);
      bytes[10] = bytes[10]! ^ 0xff;
      return `${header}.${payload}.${base64url.encode(bytes)}`;
    }
    case 'alg none':
      return `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    case 'HS256 signed with the public key': {
      const jwk = await signingKey(t);
      const publicPem = JSON.stringify({ kty: jwk.kty, n: jwk.n, e: jwk.e });
      const head = encode({ alg: 'HS256', typ: 'at+jwt', kid: jwk.kid });
      const mac = createHmac('sha256', publicPem).update(`${head}.${payload}`).digest('base64url');
      return `${head}.${payload}.${mac}`;
    }
    case 'unknown key': {
      const { privateKey } = await generateKeyPair('RS256', { extractable: true });
      return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'someone-else' }).sign(privateKey);
    }
    case 'embedded jwk header': {
      const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
      return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', jwk: await exportJWK(publicKey) }).sign(privateKey);
    }
    case 'expired':
      return mintToken(t, customerClaims(), { expiresIn: '-5m' });
    case 'not valid yet (nbf in the future)':
      return mintToken(t, customerClaims({ nbf: Math.floor(Date.now() / 1000) + 600 }));
    case 'wrong issuer': {
      const key = await importJWK(await signingKey(t), 'RS256');
      return new SignJWT({ ...claims, iss: 'https://evil.example/oidc' })
        .setProtectedHeader({ alg: 'RS256', kid: (await signingKey(t)).kid })
        .sign(key);
    }
    case 'wrong audience': {
      const key = await importJWK(await signingKey(t), 'RS256');
      return new SignJWT({ ...claims, aud: 'https://other-api.example' })
        .setProtectedHeader({ alg: 'RS256', kid: (await signingKey(t)).kid })
        .sign(key);
    }
    case 'an ID token': {
      const key = await importJWK(await signingKey(t), 'RS256');
      return new SignJWT({ ...claims, nonce: 'abc' })
        .setProtectedHeader({ alg: 'RS256', kid: (await signingKey(t)).kid })
        .sign(key);
    }
    default:
      return 'garbage.garbage.garbage';
  }
}

describe('access tokens', () => {
  it('accepts a valid token', async () => {
    const res = await profile(bearer(await mintToken(t, customerClaims())));
    expect(res.statusCode).toBe(200);
  });

  it.each([
    'flipped signature byte',
    'alg none',
    'HS256 signed with the public key',
    'unknown key',
    'embedded jwk header',
    'expired',
    'not valid yet (nbf in the future)',
    'wrong issuer',
    'wrong audience',
    'an ID token',
    'garbage',
  ])('refuses %s with 401 JSON', async (kind) => {
    const res = await profile(bearer(await forged(kind)));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });
  });

  it('refuses a missing or malformed Authorization header', async () => {
    expect((await profile({})).statusCode).toBe(401);
    expect((await profile({ authorization: 'Basic dXNlcjpwYXNz' })).statusCode).toBe(401);
    expect((await profile({ authorization: 'Bearer' })).statusCode).toBe(401);
  });
});

describe('the admin area', () => {
  const some = '00000000-0000-4000-8000-000000000000';
  // Every admin call of admin spec section 7, and the bare prefix.
  const adminPaths = [
    ['GET', '/api/admin/orders'],
    ['GET', '/api/admin/analytics'],
    ['PATCH', `/api/admin/orders/${some}/status`],
    ['DELETE', '/api/admin/orders/clear-all'],
    ['POST', '/api/admin/products'],
    ['PUT', `/api/admin/products/${some}`],
    ['DELETE', `/api/admin/products/${some}`],
    ['PUT', '/api/admin/products/reorder'],
    ['POST', '/api/admin/categories'],
    ['PUT', `/api/admin/categories/${some}`],
    ['DELETE', `/api/admin/categories/${some}`],
    ['GET', `/api/admin/products/${some}/variants`],
    ['POST', `/api/admin/products/${some}/variants`],
    ['DELETE', `/api/admin/variants/${some}`],
    ['GET', '/api/admin/users'],
    ['GET', `/api/admin/users/${some}/orders`],
    ['PUT', '/api/admin/business-settings'],
    ['GET', '/api/admin/loyalty/rewards'],
    ['POST', '/api/admin/loyalty/rewards'],
    ['PUT', `/api/admin/loyalty/rewards/${some}`],
    ['DELETE', `/api/admin/loyalty/rewards/${some}`],
    ['GET', '/api/admin'],
  ] as const;

  it.each(adminPaths)('%s %s needs a token (401)', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(401);
  });

  it.each(adminPaths)('%s %s refuses a customer, whatever they claim (403)', async (method, url) => {
    const token = await mintToken(t, customerClaims({ user_metadata: { roles: ['admin'] } }));
    for (const attempt of [
      { headers: bearer(token) },
      { headers: { ...bearer(token), 'x-admin': 'true' } },
      { headers: bearer(token), query: { admin: 'true' } },
      { headers: bearer(token), payload: { isAdmin: true, roles: ['admin'] } },
    ]) {
      const res = await t.app.inject({ method, url, ...attempt });
      expect(res.statusCode).toBe(403);
    }
  });

  it('lets an admin by role through, and a verified ADMIN_EMAILS address, but not an unverified one', async () => {
    const byRole = await t.app.inject({
      url: '/api/admin/nothing-here',
      headers: bearer(await mintToken(t, adminClaims({ email: 'boss@example.com' }))),
    });
    expect(byRole.statusCode).toBe(404);
    const byEmail = await t.app.inject({
      url: '/api/admin/nothing-here',
      headers: bearer(await mintToken(t, customerClaims({ email: 'admin@saffron-sugar.example' }))),
    });
    expect(byEmail.statusCode).toBe(404);
    const unverified = await t.app.inject({
      url: '/api/admin/nothing-here',
      headers: bearer(
        await mintToken(t, customerClaims({ email: 'admin@saffron-sugar.example', email_verified: false })),
      ),
    });
    expect(unverified.statusCode).toBe(403);
  });
});
