/**
 * P39: every kind of bad request gets the one error shape `{message, code, requestId}` and tells
 * nothing about the server's insides (security R9): no stack, SQL, file path or library name.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What an error answer must never contain. */
const INTERNALS =
  /\bat .+:\d+:\d+|node_modules|\/work\/|src\/server|\.ts\b|stack|SELECT |INSERT |syntax error|relation "|postgres|pglite|drizzle|fastify|zod|FST_|TypeError|ReferenceError/i;

const cases: Array<[string, InjectOptions, number[]]> = [
  [
    'malformed JSON',
    { method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: '{"name":' },
    [400],
  ],
  ['a broken percent escape in a path', { method: 'GET', url: '/api/products/%ZZ' }, [400, 404]],
  ['a broken percent escape in a path parameter', { method: 'GET', url: '/api/products/slug/%ZZ' }, [400, 404]],
  ['an unknown API path', { method: 'GET', url: '/api/does-not-exist' }, [404]],
  ['TRACE /', { method: 'TRACE', url: '/' }, [405]],
  ['TRACE on an API path', { method: 'TRACE', url: '/api/products' }, [405]],
  ['a wrong method (PATCH /api/products)', { method: 'PATCH', url: '/api/products' }, [404, 405]],
  ['a wrong method (DELETE /api/business-settings)', { method: 'DELETE', url: '/api/business-settings' }, [404, 405]],
  ['a very long path parameter', { method: 'GET', url: `/api/products/slug/${'a'.repeat(5000)}` }, [400, 404, 414]],
  ['a very long URL', { method: 'GET', url: `/api/products?search=${'a'.repeat(20_000)}` }, [400, 414]],
  ['a malformed id', { method: 'GET', url: '/api/products/not-a-uuid/variants' }, [400, 404]],
];

describe('P39 error answers', () => {
  it.each(cases)('P39 %s: a 4xx JSON error with a request id and no internals', async (_name, request, statuses) => {
    const res = await t.app.inject(request);
    expect(statuses).toContain(res.statusCode);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const body = res.json() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(expect.arrayContaining(['code', 'message', 'requestId'].sort()));
    expect(body.requestId).toBe(res.headers['x-request-id']);
    expect(typeof body.message).toBe('string');
    expect(typeof body.code).toBe('string');
    expect(res.body).not.toMatch(INTERNALS);
  });

  it('P39 TRACE never echoes the request back', async () => {
    const res = await t.app.inject({
      method: 'TRACE',
      url: '/api/auth/user',
      headers: { authorization: 'Bearer secret-token-value', cookie: 'session=abc' },
    });
    expect(res.statusCode).toBe(405);
    expect(res.body).not.toContain('secret-token-value');
    expect(res.body).not.toContain('session=abc');
  });
});
