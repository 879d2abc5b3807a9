import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_CONTACT_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const valid = {
  name: 'Aroha Ngata',
  email: 'aroha@example.co.nz',
  phone: '+64 21 123 4567',
  subject: 'Birthday cake for Saturday',
  message: 'Kia ora! Could you do a pistachio cake for 20 people this Saturday?',
};
const send = (payload: unknown, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });
const stored = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages))[0]!.n;

describe('POST /api/contact', () => {
  it('stores the message and thanks the sender', async () => {
    const before = await stored();
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/within 24 hours/);
    expect(await stored()).toBe(before + 1);
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows.at(-1)).toMatchObject({ ...valid, source: 'contact' });
  });

  it("accepts the home page's short form", async () => {
    const res = await send({ name: 'Sam', email: 'sam@example.com', message: 'Lovely baklava!', source: 'home' });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['a missing name', { ...valid, name: undefined }],
    ['a blank message', { ...valid, message: '   ' }],
    ['a bad e-mail', { ...valid, email: 'not-an-email' }],
    ['CRLF in the subject', { ...valid, subject: 'Hi\r\nBcc: victim@example.com' }],
    ['CRLF in the e-mail', { ...valid, email: 'a@example.com\r\nBcc: b@example.com' }],
    ['a 100 kB message', { ...valid, message: 'x'.repeat(100_000) }],
    ['letters in the phone', { ...valid, phone: 'call me maybe' }],
  ])('refuses %s with 4xx and stores nothing', async (_label, payload) => {
    const before = await stored();
    const res = await send(payload);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await stored()).toBe(before);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past the limit per address, and stores no more', async () => {
    const limited = await import('../../test/test-app').then((m) =>
      m.createTestApp({ RATE_LIMIT_CONTACT_PER_MINUTE: '5' }),
    );
    try {
      const count = async () =>
        (await limited.database.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages))[0]!.n;
      const before = await count();
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: valid,
          remoteAddress: '10.0.0.9',
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
          expect(res.json().message).toMatch(/Too many requests/);
        }
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
      expect(await count()).toBe(before + 5);
      // another address is not affected
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: valid,
        remoteAddress: '10.0.0.10',
      });
      expect(other.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
