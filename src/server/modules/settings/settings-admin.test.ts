/** The admin's business settings: read everything, save with server-side checks (P21), audit, no stale storefront. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBusinessSettings, StoreBusinessSettings } from '../../../contracts/settings';
import { auditLog, businessSettings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, customerClaims, mintToken } from '../../test/tokens';

let t: TestApp;
let admin: Record<string, string>;

// A long cache, as in production: the save itself must make the storefront show the new values.
beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_SECONDS: '300' });
  admin = bearer(await mintToken(t, adminClaims()));
});
afterAll(() => t.close());

const read = async () =>
  (await t.app.inject({ url: '/api/admin/business-settings', headers: admin })).json<AdminBusinessSettings>();
const save = (payload: unknown, headers = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/business-settings', headers, payload: payload as object });
const storefront = async () => (await t.app.inject({ url: '/api/business-settings' })).json<StoreBusinessSettings>();
const stored = async () => (await t.database.db.select().from(businessSettings))[0]!;

describe('GET /api/admin/business-settings', () => {
  it("answers the public details plus the shop's own rules, never cached", async () => {
    const res = await t.app.inject({ url: '/api/admin/business-settings', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<AdminBusinessSettings>();
    expect(body).toMatchObject({
      businessName: 'Saffron & Sugar Bakery & Cafe',
      phone: '+64 9 123 4567',
      minimumOrder: '25.00',
      pricesIncludeGst: false,
      deliveryRegions: ['Auckland'],
      deliverySuburbs: [],
    });
    expect(body.slotCapacity).toEqual(expect.any(Number));
    expect(body.leadTimeMinutes).toEqual(expect.any(Number));
    expect(body.sameDayCutoffMinutes).toEqual(expect.any(Number));
    expect(body).not.toHaveProperty('deliveryArea');
  });
});

describe('PUT /api/admin/business-settings', () => {
  it('stores every field, shows the new phone on the storefront at once, and audits with the request id', async () => {
    await storefront(); // fills the storefront's cache
    const current = await read();
    const next: AdminBusinessSettings = {
      ...current,
      businessName: 'Saffron & Sugar Ponsonby',
      phone: '+64 9 555 0101',
      email: 'kitchen@bakery.example',
      addressLine2: 'Level 1',
      minimumOrder: '30.5',
      openingHours: { ...current.openingHours, sunday: { open: '09:00', close: '13:00', closed: true } },
      pricesIncludeGst: true,
      deliveryRegions: ['auckland', 'Waikato'],
      deliverySuburbs: ['ponsonby', 'Grey Lynn'],
      sameDayCutoffMinutes: 12 * 60,
      leadTimeMinutes: 180,
      slotCapacity: 4,
    };
    const res = await save(next);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const saved = res.json<AdminBusinessSettings>();
    expect(saved).toMatchObject({
      phone: '+64 9 555 0101',
      minimumOrder: '30.50',
      deliveryRegions: ['Auckland', 'Waikato'],
      deliverySuburbs: ['Ponsonby', 'Grey Lynn'],
      slotCapacity: 4,
      pricesIncludeGst: true,
    });
    expect(await read()).toEqual(saved);
    expect(await stored()).toMatchObject({
      minimumOrderCents: 3050,
      slotCapacity: 4,
      leadTimeMinutes: 180,
      sameDayCutoffMinutes: 720,
      addressLine2: 'Level 1',
    });

    const shop = await storefront();
    expect(shop.phone).toBe('+64 9 555 0101');
    expect(shop.businessName).toBe('Saffron & Sugar Ponsonby');
    expect(shop.deliveryArea).toEqual({ regions: ['Auckland', 'Waikato'], suburbs: ['Ponsonby', 'Grey Lynn'] });
    expect(shop.openingHours.sunday).toEqual({ open: '09:00', close: '13:00', closed: true });

    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    const audit = audits.find((a) => a.requestId === res.headers['x-request-id']);
    expect(audit).toMatchObject({ entity: 'business_settings', actorEmail: 'admin@saffron-sugar.example' });
    expect((audit!.details as { changed: string[] }).changed).toEqual(
      expect.arrayContaining(['phone', 'businessName', 'slotCapacity', 'deliveryRegions']),
    );
    expect(JSON.stringify(audit)).not.toMatch(/Bearer|eyJ/);
  });

  // P21: each bad value is refused with 400 naming the field, and nothing changes.
  it.each<[string, (s: AdminBusinessSettings) => unknown, string]>([
    [
      'a time of 25:00',
      (s) => ({ ...s, openingHours: { ...s.openingHours, monday: { open: '25:00', close: '18:00', closed: false } } }),
      'openingHours.monday.open',
    ],
    [
      'closing before opening',
      (s) => ({ ...s, openingHours: { ...s.openingHours, tuesday: { open: '18:00', close: '08:00', closed: false } } }),
      'openingHours.tuesday.close',
    ],
    [
      'closing at the opening time',
      (s) => ({ ...s, openingHours: { ...s.openingHours, friday: { open: '09:00', close: '09:00', closed: false } } }),
      'openingHours.friday.close',
    ],
    ['a missing day', (s) => ({ ...s, openingHours: { ...s.openingHours, sunday: undefined } }), 'openingHours.sunday'],
    ['minimum order -5', (s) => ({ ...s, minimumOrder: '-5' }), 'minimumOrder'],
    ['minimum order abc', (s) => ({ ...s, minimumOrder: 'abc' }), 'minimumOrder'],
    ['minimum order 1e309', (s) => ({ ...s, minimumOrder: '1e309' }), 'minimumOrder'],
    ['minimum order above the maximum', (s) => ({ ...s, minimumOrder: '10000.01' }), 'minimumOrder'],
    ['minimum order as a number', (s) => ({ ...s, minimumOrder: 25 }), 'minimumOrder'],
    ['a bad e-mail', (s) => ({ ...s, email: 'not-an-email' }), 'email'],
    ['an e-mail with a line break', (s) => ({ ...s, email: 'a@example.com\r\nBcc: b@example.com' }), 'email'],
    ['letters in the phone', (s) => ({ ...s, phone: 'call us' }), 'phone'],
    ['a blank business name', (s) => ({ ...s, businessName: '   ' }), 'businessName'],
    ['a 101-character business name', (s) => ({ ...s, businessName: 'x'.repeat(101) }), 'businessName'],
    ['a 5-digit postcode', (s) => ({ ...s, postalCode: '10101' }), 'postalCode'],
    ['capacity 0', (s) => ({ ...s, slotCapacity: 0 }), 'slotCapacity'],
    ['capacity 2.5', (s) => ({ ...s, slotCapacity: 2.5 }), 'slotCapacity'],
    ['lead time over a day', (s) => ({ ...s, leadTimeMinutes: 1441 }), 'leadTimeMinutes'],
    ['a negative cut-off', (s) => ({ ...s, sameDayCutoffMinutes: -1 }), 'sameDayCutoffMinutes'],
    ['an unknown region', (s) => ({ ...s, deliveryRegions: ['Atlantis'] }), 'deliveryRegions'],
    ['no region', (s) => ({ ...s, deliveryRegions: [] }), 'deliveryRegions'],
    [
      'a suburb outside the regions',
      (s) => ({ ...s, deliveryRegions: ['Waikato'], deliverySuburbs: ['Ponsonby'] }),
      'deliverySuburbs',
    ],
    ['an unknown field', (s) => ({ ...s, isAdmin: true }), 'body'],
  ])('refuses %s with 400 naming the field, changing nothing', async (_label, change, field) => {
    const before = await stored();
    const res = await save(change(await read()));
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; fields: Record<string, string> }>();
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body.fields)).toContain(field);
    expect(await stored()).toEqual(before);
  });

  it('refuses a body that is not an object', async () => {
    for (const payload of [[1, 2], 'text']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/business-settings',
        headers: { ...admin, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('refuses a customer (403) and a visitor (401), changing nothing', async () => {
    const before = await stored();
    const current = await read();
    const customer = bearer(await mintToken(t, customerClaims()));
    expect((await save({ ...current, phone: '+64 9 000 0000' }, customer)).statusCode).toBe(403);
    expect((await save({ ...current, phone: '+64 9 000 0000' }, {})).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/business-settings', headers: customer })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/business-settings' })).statusCode).toBe(401);
    expect(await stored()).toEqual(before);
  });
});
