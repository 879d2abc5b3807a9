import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Rate limits shared through Redis: two copies of the server count together. Runs when
 * REDIS_URL is set (CI sets it when Redis answers on 127.0.0.1:6379).
 */
let a: TestApp;
let b: TestApp;
const address = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

beforeAll(async () => {
  const env = { REDIS_URL: process.env.REDIS_URL!, RATE_LIMIT_CONTACT_PER_MINUTE: '3' };
  a = await createTestApp(env);
  b = await createTestApp(env);
});
afterAll(async () => {
  await a.close();
  await b.close();
});

describe('rate limits in Redis', () => {
  it('counts requests to two server copies together', async () => {
    const message = { name: 'Tui', email: 'tui@example.com', message: 'Kia ora', source: 'home' };
    const statuses: number[] = [];
    for (const app of [a, b, a, b, a]) {
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: message,
        remoteAddress: address,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });
});
