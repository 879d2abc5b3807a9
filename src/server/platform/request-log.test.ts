/**
 * What the request log says (issue 13, observability): every request-scoped line carries the
 * request id and, once a token verified, the user id (the token's subject); refused sign-ins,
 * 409 conflicts (lost races included) are warn lines; no line holds a token, an e-mail, a card
 * number or an address; and a newline in what a client sent cannot forge a line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { freePort } from '../test/listening-app';
import { CookieBrowser, startSignIn } from '../test/oidc-browser';
import { describeRace } from '../test/races';
import { adminClaims, bearer, customerClaims, mintToken } from '../test/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      captureLogs: true,
      // A probe that logs what the client typed, both in the message and in a field, as careless code would.
      routes: (app) =>
        app.get('/api/log-probe', async (request) => {
          const typed = String((request.query as { typed?: string }).typed);
          request.log.warn({ typed }, `the client typed ${typed}`);
          return { logged: true };
        }),
    },
  );
});
afterAll(() => t?.close());

const linesOf = (requestId: string) => t.logs.filter((line) => line.reqId === requestId);
const createCategory = (headers: Record<string, string>, slug: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/categories', headers, payload: { name: `Cat ${slug}`, slug } });

describe('request-scoped log lines', () => {
  it('a 409 conflict is one warn line with the request id, the user id and the code; no token or e-mail', async () => {
    const claims = adminClaims();
    const token = await mintToken(t, claims);
    const slug = `log-conflict-${Date.now()}`;
    expect((await createCategory(bearer(token), slug)).statusCode).toBe(201);
    const res = await createCategory(bearer(token), slug);
    expect(res.statusCode).toBe(409);
    const lines = linesOf(res.json().requestId);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'conflict: SLUG_TAKEN',
        userId: claims.sub,
        conflict: { code: 'SLUG_TAKEN', ip: '127.0.0.1', method: 'POST', path: '/api/admin/categories' },
      }),
    ]);
    const text = JSON.stringify(lines);
    expect(text).not.toContain(token.split('.')[1]!);
    expect(text).not.toContain(claims.email!);
  });

  it('a refused signed-in customer carries the user id too; an anonymous request has none', async () => {
    const claims = customerClaims();
    const signedIn = await t.app.inject({ url: '/api/admin/orders', headers: bearer(await mintToken(t, claims)) });
    expect(signedIn.statusCode).toBe(403);
    expect(linesOf(signedIn.json().requestId)).toEqual([
      expect.objectContaining({ level: 40, userId: claims.sub, security: expect.objectContaining({ status: 403 }) }),
    ]);
    const anonymous = await t.app.inject({ url: '/api/admin/orders' });
    expect(anonymous.statusCode).toBe(401);
    const [line] = linesOf(anonymous.json().requestId);
    expect(line).toMatchObject({ level: 40, security: { status: 401 } });
    expect(line).not.toHaveProperty('userId');
  });

  it('a newline in what the client sent stays inside its JSON string: no forged line', async () => {
    const forged = 'cake\n{"level":60,"msg":"forged admin login","reqId":"x"}\r\nmore';
    const res = await t.app.inject({ url: `/api/log-probe?typed=${encodeURIComponent(forged)}` });
    expect(res.statusCode).toBe(200);
    const requestId = String(res.headers['x-request-id']);
    // Every captured line parsed as JSON (test-app parses line by line): one line for the probe.
    expect(linesOf(requestId)).toEqual([
      expect.objectContaining({ level: 40, typed: forged, msg: `the client typed ${forged}` }),
    ]);
    expect(t.logs.filter((line) => line.msg === 'forged admin login')).toEqual([]);
  });
});

describe('a wrong password at the built-in sign-in', () => {
  it('is a warn line with the request id and the reason, without the password or the e-mail', async () => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const listening = await createTestApp({ PUBLIC_URL: baseUrl }, { captureLogs: true });
    try {
      await listening.app.listen({ port, host: '127.0.0.1' });
      const browser = new CookieBrowser();
      const start = await startSignIn(browser, `${baseUrl}/oidc`, baseUrl);
      const email = 'customer@saffron-sugar.example';
      const password = 'Wrong#Password-2026';
      const wrong = await browser.postForm(`${start.url}/login`, { email, password });
      expect(wrong.response.status).toBe(401);
      const refused = listening.logs.filter((line) => line.msg === 'sign-in refused');
      expect(refused).toEqual([
        expect.objectContaining({ level: 40, reqId: expect.any(String), reason: expect.any(String) }),
      ]);
      const text = JSON.stringify(listening.logs);
      expect(text).not.toContain(password);
      expect(text).not.toContain(email);
    } finally {
      await listening.close();
    }
  });
});

describeRace('409 races in the log', () => {
  it('ten admins creating the same category at once: one 201, and each 409 is its own warn line', async () => {
    const token = await mintToken(t, adminClaims());
    const slug = `log-race-${Date.now()}`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => createCategory(bearer(token), slug)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(linesOf(res.json().requestId)).toEqual([
        expect.objectContaining({ level: 40, conflict: expect.objectContaining({ code: 'SLUG_TAKEN' }) }),
      ]);
    }
  });
});
