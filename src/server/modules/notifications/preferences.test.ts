/**
 * Settings → Notifications saved on the server (issue 24): the spec's defaults until saved, every
 * choice kept, the text-message opt-in only with a number in the profile, bad input refused with
 * nothing changed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreNotificationPreferences } from '../../../contracts/notifications';
import { notificationPreferences } from '../../db/schema';
import { createCustomer } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PHONE_NEEDED_MESSAGE } from './preferences.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/auth/user/notifications';
const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: URL, headers });
const put = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: URL, headers, payload: payload as object });

const choices = { orderUpdates: false, marketing: true, weeklyDeals: false, newProducts: true, smsOrderUpdates: false };
const savedRow = async (userId: string) =>
  (await t.database.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)))[0];

describe('GET /api/auth/user/notifications', () => {
  it('answers the spec defaults and the profile phone before anything is saved', async () => {
    const customer = await createCustomer(t, { phone: '021 555 1234' });
    const res = await get(customer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json<StoreNotificationPreferences>()).toEqual({
      orderUpdates: true,
      marketing: false,
      weeklyDeals: true,
      newProducts: false,
      smsOrderUpdates: false,
      phone: '021 555 1234',
      phoneTextable: true,
    });
  });

  it('needs a sign-in', async () => {
    expect((await get({})).statusCode).toBe(401);
    expect((await put({}, choices)).statusCode).toBe(401);
  });
});

describe('PUT /api/auth/user/notifications', () => {
  it('saves every choice for the customer, read back from any device', async () => {
    const customer = await createCustomer(t, { phone: '+64 21 555 1234' });
    const res = await put(customer.headers, { ...choices, smsOrderUpdates: true });
    expect(res.statusCode).toBe(200);
    expect(res.json<StoreNotificationPreferences>()).toMatchObject({ ...choices, smsOrderUpdates: true });
    expect((await get(customer.headers)).json<StoreNotificationPreferences>()).toMatchObject({
      ...choices,
      smsOrderUpdates: true,
    });
    // Another customer still has the defaults.
    const other = await createCustomer(t);
    expect((await get(other.headers)).json<StoreNotificationPreferences>()).toMatchObject({
      orderUpdates: true,
      smsOrderUpdates: false,
      phone: null,
      phoneTextable: false,
    });
    // Saving again replaces the choices.
    expect((await put(customer.headers, choices)).json<StoreNotificationPreferences>().smsOrderUpdates).toBe(false);
    expect(await savedRow(customer.user.id)).toMatchObject(choices);
  });

  it('refuses texts without a number that can take one, naming the field, and changes nothing', async () => {
    for (const phone of [null, 'ask at the counter']) {
      const customer = await createCustomer(t, { phone });
      const res = await put(customer.headers, { ...choices, smsOrderUpdates: true });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'PHONE_REQUIRED',
        message: PHONE_NEEDED_MESSAGE,
        fields: { smsOrderUpdates: PHONE_NEEDED_MESSAGE },
      });
      expect(await savedRow(customer.user.id)).toBeUndefined();
    }
  });

  it('refuses a body that is not the five switches', async () => {
    const customer = await createCustomer(t, { phone: '021 555 1234' });
    const bad = [
      { ...choices, marketing: 'yes' },
      { ...choices, smsOrderUpdates: undefined },
      { ...choices, phone: '021 000 0000' },
      [],
    ];
    for (const payload of bad) {
      const res = await put(customer.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBeTruthy();
    }
    expect(await savedRow(customer.user.id)).toBeUndefined();
    const named = await put(customer.headers, { ...choices, marketing: 'yes' });
    expect(named.json<{ message: string }>().message).toContain('marketing');
  });
});
