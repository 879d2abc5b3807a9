import { base64url, exportJWK, generateKeyPair, importJWK, SignJWT } from 'jose';
import { createHmac, createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, customerClaims, mintToken, signingKey, type TokenClaims } from '../../test/tokens';

let t: TestApp;
/** Requests that reached the probe route under /api/admin (none may, for a non-admin). */
const probeHits: string[] = [];
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      // No admin route exists yet: this probe stands for them (the guard must hold before they come).
      routes: (app) => {
        app.get('/api/admin/probe', async (request) => {
          probeHits.push(request.url);
          return { reached: true };
        });
      },
    },
  );
});
afterAll(() => t.close());

const profile = (headers: Record<string, string>) => t.app.inject({ url: '/api/auth/user', headers });

/** A token signed with the provider's real key, with the given header and claims as they are. */
async function signed(header: Record<string, unknown>, claims: Record<string, unknown>): Promise<string> {
  const jwk = await signingKey(t);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    iss: t.config.oidc.issuer,
    aud: t.config.oidc.audience,
    sub: 'f3b1c7a2-5d1e-4c3b-9a1f-2b3c4d5e6f70',
    iat: now,
    exp: now + 600,
    email: 'someone@example.com',
    email_verified: true,
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, ...header })
    .sign(await importJWK(jwk, 'RS256'));
}

async function forged(kind: string, base: TokenClaims = customerClaims()): Promise<string> {
  const good = await mintToken(t, base);
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
    case 'HS256 signed with the public key PEM bytes': {
      const jwk = await signingKey(t);
      const pem = createPublicKey({ key: { kty: jwk.kty!, n: jwk.n!, e: jwk.e! }, format: 'jwk' })
        .export({ type: 'spki', format: 'pem' })
        .toString();
      const head = encode({ alg: 'HS256', typ: 'at+jwt', kid: jwk.kid });
      const mac = createHmac('sha256', pem).update(`${head}.${payload}`).digest('base64url');
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
      return mintToken(t, base, { expiresIn: '-5m' });
    case 'not valid yet (nbf in the future)':
      return mintToken(t, { ...base, nbf: Math.floor(Date.now() / 1000) + 600 });
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
    case 'empty':
      return '';
    default:
      return 'garbage.garbage.garbage';
  }
}

describe('access tokens', () => {
  it('accepts a valid token', async () => {
    const res = await profile(bearer(await mintToken(t, customerClaims())));
    expect(res.statusCode).toBe(200);
  });

  const FORGERIES = [
    'flipped signature byte',
    'alg none',
    'HS256 signed with the public key',
    'HS256 signed with the public key PEM bytes',
    'unknown key',
    'embedded jwk header',
    'expired',
    'not valid yet (nbf in the future)',
    'wrong issuer',
    'wrong audience',
    'an ID token',
    'garbage',
  ];

  it.each(FORGERIES)('refuses %s with 401 JSON', async (kind) => {
    const res = await profile(bearer(await forged(kind)));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });
  });

  it.each([...FORGERIES, 'empty'])(
    'P06 refuses %s carrying admin claims at GET /api/admin/orders with 401 JSON, reaching no admin route',
    async (kind) => {
      const hits = probeHits.length;
      const token = await forged(kind, adminClaims());
      for (const url of ['/api/admin/orders', '/api/admin/probe']) {
        const res = await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
        expect(res.statusCode, url).toBe(401);
        expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });
        expect(res.body).not.toMatch(/stack|at \//);
      }
      expect(probeHits.length).toBe(hits);
    },
  );

  it('P06 the same admin token unforged is let in, so the refusals above are the forgery', async () => {
    const res = await t.app.inject({ url: '/api/admin/orders', headers: bearer(await mintToken(t, adminClaims())) });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['typ logout+jwt (a back-channel logout token)', { typ: 'logout+jwt' }, {}],
    ['typ JOSE', { typ: 'JOSE' }, {}],
    ['typ secevent+jwt', { typ: 'secevent+jwt' }, {}],
    ['an empty sub', {}, { sub: '' }],
    ['a sub that is not a string', {}, { sub: 42 }],
    ['iat an hour in the future', {}, { iat: Math.floor(Date.now() / 1000) + 3600 }],
  ])('refuses %s with 401 JSON', async (_kind, header, claims) => {
    const res = await profile(bearer(await signed(header, claims)));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it.each([
    ['at+jwt (what the built-in provider issues)', { typ: 'at+jwt' }],
    ['application/at+jwt', { typ: 'application/at+jwt' }],
    ['JWT', { typ: 'JWT' }],
    ['no typ', {}],
  ])('accepts typ %s', async (_kind, header) => {
    const res = await profile(bearer(await signed(header, {})));
    expect(res.statusCode).toBe(200);
  });

  it('accepts an iat within the 60 s leeway', async () => {
    const res = await profile(bearer(await signed({}, { iat: Math.floor(Date.now() / 1000) + 30 })));
    expect(res.statusCode).toBe(200);
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
    ['GET', '/api/admin/events'],
    ['PATCH', `/api/admin/orders/${some}/status`],
    ['POST', `/api/admin/orders/${some}/cancel`],
    ['DELETE', '/api/admin/orders/clear-all'],
    ['GET', `/api/admin/orders/${some}`],
    ['GET', '/api/admin/orders/export.csv'],
    ['GET', '/api/admin/production?date=2026-12-24'],
    ['GET', '/api/admin/products'],
    ['POST', '/api/admin/products'],
    ['PUT', `/api/admin/products/${some}`],
    ['DELETE', `/api/admin/products/${some}`],
    ['PUT', '/api/admin/products/reorder'],
    ['GET', '/api/admin/categories'],
    ['POST', '/api/admin/categories'],
    ['PUT', `/api/admin/categories/${some}`],
    ['DELETE', `/api/admin/categories/${some}`],
    ['GET', `/api/admin/products/${some}/variants`],
    ['POST', `/api/admin/products/${some}/variants`],
    ['DELETE', `/api/admin/variants/${some}`],
    ['GET', '/api/admin/users'],
    ['GET', `/api/admin/users/${some}/orders`],
    ['PUT', '/api/admin/business-settings'],
    ['GET', '/api/admin/business-settings'],
    ['GET', '/api/admin/messages'],
    ['GET', '/api/admin/messages/unread-count'],
    ['PATCH', `/api/admin/messages/${some}`],
    ['GET', '/api/admin/loyalty/rewards'],
    ['POST', '/api/admin/loyalty/rewards'],
    ['PUT', `/api/admin/loyalty/rewards/${some}`],
    ['DELETE', `/api/admin/loyalty/rewards/${some}`],
    ['GET', '/api/admin'],
    // Admin calls outside the prefix (admin section 7's image upload), guarded by their routes.
    ['POST', '/api/objects/upload'],
    ['PUT', '/api/product-images'],
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

describe('the admin guard judges the path the router matches', () => {
  // Spellings of an admin path that a router, a proxy or a client may decode or fold.
  const disguised = [
    '/api/%61dmin/probe',
    '/api/%61%64%6d%69%6e/probe',
    '/api/admin%2Fprobe',
    '/api//admin/probe',
    '/API/admin/probe',
    '/api/Admin/probe',
    '/api/./admin/probe',
    '/api/x/../admin/probe',
    '/api/%2e/admin/probe',
    '/api/%61dmin/orders',
    '/api/admin%2Forders',
    '/api//admin/orders',
    '/API/admin/orders',
    '/api/admin/probe?x=1',
    '/api/admin/probe/',
  ];

  it.each(disguised)('%s as a customer: refused or not found, never the handler', async (url) => {
    const token = await mintToken(t, customerClaims());
    for (const headers of [{}, bearer(token)]) {
      const before = probeHits.length;
      const res = await t.app.inject({ url, headers });
      expect([401, 403, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain('reached');
      expect(probeHits.length).toBe(before);
    }
  });

  it('an admin reaches the probe, also by an encoded spelling the router decodes', async () => {
    const headers = bearer(await mintToken(t, adminClaims()));
    expect((await t.app.inject({ url: '/api/admin/probe', headers })).json()).toEqual({ reached: true });
    expect((await t.app.inject({ url: '/api/%61dmin/probe', headers })).json()).toEqual({ reached: true });
  });
});
