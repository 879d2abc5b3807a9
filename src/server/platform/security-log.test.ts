/**
 * Security events leave one structured warn line each (security R15): refused access with the
 * subject (when the token verified) and the client address, and rate-limit hits with the address
 * and route; always with the request id, never the token or what the customer typed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { bearer, customerClaims, mintToken } from '../test/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_CONTACT_PER_MINUTE: '1' }, { captureLogs: true });
});
afterAll(() => t?.close());

/** The warn lines of one request. */
const linesOf = (requestId: string) => t.logs.filter((line) => line.reqId === requestId && line.level === 40);

describe('security events in the log', () => {
  it('a request without a token: 401, one line with the address and route', async () => {
    const res = await t.app.inject({ url: '/api/auth/user?x=1', remoteAddress: '203.0.113.7' });
    expect(res.statusCode).toBe(401);
    const lines = linesOf(res.json().requestId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      security: {
        event: 'access_refused',
        status: 401,
        code: 'UNAUTHORIZED',
        ip: '203.0.113.7',
        method: 'GET',
        path: '/api/auth/user',
        subject: null,
      },
    });
  });

  it('a forged token: 401, and the token is not in the line', async () => {
    const token = await mintToken(t, customerClaims());
    const forged = `${token.slice(0, -4)}AAAA`;
    const res = await t.app.inject({ url: '/api/auth/user', headers: bearer(forged) });
    expect(res.statusCode).toBe(401);
    const [line] = linesOf(res.json().requestId);
    expect(line).toMatchObject({ security: { event: 'access_refused', status: 401, subject: null } });
    expect(JSON.stringify(line)).not.toContain(forged.split('.')[1]!);
  });

  it('a customer at an admin path: 403 with their subject', async () => {
    const claims = customerClaims();
    const token = await mintToken(t, claims);
    const res = await t.app.inject({ url: '/api/admin/orders', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    const [line] = linesOf(res.json().requestId);
    expect(line).toMatchObject({
      security: { event: 'access_refused', status: 403, code: 'FORBIDDEN', subject: claims.sub, ip: '127.0.0.1' },
    });
    const text = JSON.stringify(line);
    expect(text).not.toContain(token.split('.')[1]!);
    expect(text).not.toContain(claims.email!);
  });

  it('a rate-limit hit: one line with the address, route and request id, without the message', async () => {
    const payload = { name: 'Aroha Ngata', email: 'aroha.private@example.co.nz', message: 'At 5 Rata Street' };
    const first = await t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: '198.51.100.4' });
    expect(first.statusCode).toBe(201);
    const second = await t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: '198.51.100.4' });
    expect(second.statusCode).toBe(429);
    const lines = linesOf(second.json().requestId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      security: { event: 'rate_limited', ip: '198.51.100.4', method: 'POST', route: '/api/contact', limit: 1 },
    });
    const text = JSON.stringify(lines[0]);
    for (const value of ['Aroha', 'aroha.private', 'Rata Street']) expect(text).not.toContain(value);
  });
});
