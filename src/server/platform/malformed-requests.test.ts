/** Requests that used to end in a 500 although the client was at fault (security R9). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /api/checkout/slots with a date that does not exist', () => {
  it.each(['2026-02-31', '2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '0000-01-01'])(
    '%s is a 400 naming the date',
    async (date) => {
      const res = await t.app.inject({ url: `/api/checkout/slots?date=${date}&fulfilment=delivery` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { date: expect.any(String) },
        requestId: expect.any(String),
      });
    },
  );

  it('still answers for a real date, leap days included', async () => {
    for (const date of ['2026-12-24', '2028-02-29']) {
      const res = await t.app.inject({ url: `/api/checkout/slots?date=${date}&fulfilment=delivery` });
      expect(res.statusCode).toBe(200);
    }
  });
});
