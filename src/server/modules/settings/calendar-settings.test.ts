/**
 * The calendar's settings (issue 22): delivery and holiday hours in the business settings, the
 * closures staff add, both public in GET /api/business-settings exactly as `shopCalendar` reads
 * them. Bad input is 400 naming the field with nothing changed; every change is audited and shows
 * on the storefront at once despite its cache. Dates are judged at a fixed Auckland instant.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminClosure } from '../../../contracts/calendar';
import type { AdminBusinessSettings, StoreBusinessSettings } from '../../../contracts/settings';
import { DEFAULT_DELIVERY_HOURS, DEFAULT_HOLIDAY_HOURS, HOLIDAY_HOURS_KEYS } from '../../../domain/calendar';
import { aucklandInstant } from '../../../domain/delivery';
import { auditLog, businessSettings, closures } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, customerClaims, mintToken } from '../../test/tokens';

let t: TestApp;
let admin: Record<string, string>;

// A long cache, as in production: each change itself must reach the storefront.
beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_SECONDS: '300' });
});
afterAll(() => t.close());
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: aucklandInstant('2026-12-01', 10 * 60) });
  // Minted at the test's instant, so the token is valid at it.
  admin = bearer(await mintToken(t, adminClaims()));
});
afterEach(() => vi.useRealTimers());

const read = async () =>
  (await t.app.inject({ url: '/api/admin/business-settings', headers: admin })).json<AdminBusinessSettings>();
const save = (payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/business-settings', headers: admin, payload: payload as object });
const storefront = async () => (await t.app.inject({ url: '/api/business-settings' })).json<StoreBusinessSettings>();
const stored = async () => (await t.database.db.select().from(businessSettings))[0]!;
const addClosure = (payload: unknown, headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/closures', headers, payload: payload as object });
const listClosures = async () =>
  (await t.app.inject({ url: '/api/admin/closures', headers: admin })).json<AdminClosure[]>();
const auditsOf = async (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('GET /api/business-settings', () => {
  it('carries the calendar with its defaults: delivery hours, every holiday, no closures', async () => {
    const shop = await storefront();
    expect(shop.deliveryHours).toEqual(DEFAULT_DELIVERY_HOURS);
    expect(Object.keys(shop.holidayHours!).sort()).toEqual([...HOLIDAY_HOURS_KEYS].sort());
    expect(shop.holidayHours!['anzac-day']).toEqual({
      open: '13:00',
      close: '17:00',
      closed: false,
      deliveries: false,
    });
    expect(shop.holidayHours!['christmas-day']).toMatchObject({ closed: true });
    expect(shop.closures).toEqual([]);
  });
});

describe('delivery and holiday hours in PUT /api/admin/business-settings', () => {
  it('stores delivery hours and only the holidays that differ from the defaults, shown on the storefront at once', async () => {
    await storefront(); // fills the storefront's cache
    const current = await read();
    expect(current.holidayHours).toEqual(DEFAULT_HOLIDAY_HOURS);
    const deliveryHours = { ...DEFAULT_DELIVERY_HOURS, saturday: { open: '09:00', close: '15:00', closed: false } };
    const res = await save({
      ...current,
      deliveryHours,
      holidayHours: {
        ...current.holidayHours,
        'boxing-day': { open: '10:00', close: '14:00', closed: false, deliveries: false },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminBusinessSettings>().deliveryHours).toEqual(deliveryHours);
    const row = await stored();
    expect(row.deliveryHours).toEqual(deliveryHours);
    expect(row.holidayHours).toEqual({
      'boxing-day': { open: '10:00', close: '14:00', closed: false, deliveries: false },
    });
    const shop = await storefront();
    expect(shop.deliveryHours!.saturday).toEqual({ open: '09:00', close: '15:00', closed: false });
    expect(shop.holidayHours!['boxing-day']).toMatchObject({ close: '14:00' });
    expect(shop.holidayHours!['anzac-day']).toEqual(DEFAULT_HOLIDAY_HOURS['anzac-day']);
    const audit = (await auditsOf('settings.update')).find((a) => a.requestId === res.headers['x-request-id']);
    expect((audit!.details as { changed: string[] }).changed).toEqual(
      expect.arrayContaining(['deliveryHours', 'holidayHours']),
    );
  });

  it('changes only the holidays sent, keeps both when the form leaves them out, and forgets a holiday set back to its default', async () => {
    const current = await read();
    const anzac = { open: '12:00', close: '16:00', closed: false, deliveries: true };
    expect((await save({ ...current, holidayHours: { 'anzac-day': anzac } })).statusCode).toBe(200);
    const both = (await stored()).holidayHours;
    expect(both).toMatchObject({ 'anzac-day': anzac, 'boxing-day': expect.any(Object) });

    const { deliveryHours: _d, holidayHours: _h, ...withoutCalendar } = await read();
    expect((await save({ ...withoutCalendar, phone: '+64 9 555 0199' })).statusCode).toBe(200);
    expect((await stored()).holidayHours).toEqual(both);
    expect((await stored()).deliveryHours).toEqual(current.deliveryHours);

    expect(
      (await save({ ...withoutCalendar, holidayHours: { 'boxing-day': DEFAULT_HOLIDAY_HOURS['boxing-day'] } }))
        .statusCode,
    ).toBe(200);
    expect((await stored()).holidayHours).toEqual({ 'anzac-day': anzac });
  });

  // Bad input: 400 naming the field by its path, and nothing changed.
  it.each<[string, (s: AdminBusinessSettings) => unknown, string]>([
    [
      'delivery hours closing before they open',
      (s) => ({
        ...s,
        deliveryHours: { ...s.deliveryHours, monday: { open: '15:00', close: '09:00', closed: false } },
      }),
      'deliveryHours.monday.close',
    ],
    [
      'a delivery time of 7pm',
      (s) => ({ ...s, deliveryHours: { ...s.deliveryHours, friday: { open: '09:00', close: '7pm', closed: false } } }),
      'deliveryHours.friday.close',
    ],
    [
      'deliveries on Sunday',
      (s) => ({
        ...s,
        deliveryHours: { ...s.deliveryHours, sunday: { open: '09:00', close: '13:00', closed: false } },
      }),
      'deliveryHours.sunday.closed',
    ],
    [
      'a missing delivery day',
      (s) => ({ ...s, deliveryHours: { ...s.deliveryHours, tuesday: undefined } }),
      'deliveryHours.tuesday',
    ],
    [
      'holiday hours opening at 25:00',
      (s) => ({ ...s, holidayHours: { 'anzac-day': { ...s.holidayHours!['anzac-day'], open: '25:00' } } }),
      'holidayHours.anzac-day.open',
    ],
    [
      'holiday hours closing before they open',
      (s) => ({
        ...s,
        holidayHours: { matariki: { open: '16:00', close: '10:00', closed: false, deliveries: false } },
      }),
      'holidayHours.matariki.close',
    ],
    [
      'an unknown holiday',
      (s) => ({
        ...s,
        holidayHours: { 'easter-tuesday': { open: '10:00', close: '17:00', closed: false, deliveries: false } },
      }),
      'holidayHours.easter-tuesday',
    ],
    [
      'holiday hours without the deliveries flag',
      (s) => ({ ...s, holidayHours: { 'labour-day': { open: '10:00', close: '17:00', closed: false } } }),
      'holidayHours.labour-day.deliveries',
    ],
  ])('refuses %s with 400 naming the field, changing nothing', async (_label, change, field) => {
    const current = await read();
    const before = await stored();
    const audits = (await auditsOf('settings.update')).length;
    const res = await save(change(current));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty([field]);
    expect(await stored()).toEqual(before);
    expect(await auditsOf('settings.update')).toHaveLength(audits);
  });
});

describe('closures', () => {
  it('adds a closure (201, audited), lists it for staff and shows it on the storefront at once', async () => {
    await storefront(); // fills the storefront's cache
    const res = await addClosure({
      startDate: '2026-12-24',
      endDate: '2027-01-07',
      reason: '  Closed for our summer break, back 8 January  ',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<AdminClosure>();
    expect(created).toMatchObject({
      id: expect.any(String),
      startDate: '2026-12-24',
      endDate: '2027-01-07',
      reason: 'Closed for our summer break, back 8 January',
    });
    expect(await listClosures()).toContainEqual(created);
    expect((await storefront()).closures).toContainEqual({
      startDate: '2026-12-24',
      endDate: '2027-01-07',
      reason: 'Closed for our summer break, back 8 January',
    });
    const audit = (await auditsOf('closure.create')).find((a) => a.requestId === res.headers['x-request-id']);
    expect(audit).toMatchObject({ entity: 'closure', entityId: created.id, actorEmail: 'admin@saffron-sugar.example' });
  });

  it('lists those ending today or later, by start date, leaving ended ones out', async () => {
    // One that ended yesterday, as staff added it last month (today's checks would refuse it now).
    await t.database.db
      .insert(closures)
      .values({ startDate: '2026-11-20', endDate: '2026-11-30', reason: 'Ended yesterday' });
    expect((await addClosure({ startDate: '2026-12-10', endDate: '2026-12-10', reason: 'Stocktake' })).statusCode).toBe(
      201,
    );
    expect(
      (await addClosure({ startDate: '2026-11-28', endDate: '2026-12-01', reason: 'Ends today' })).statusCode,
    ).toBe(201);
    const reasons = (await listClosures()).map((c) => c.reason);
    expect(reasons).not.toContain('Ended yesterday');
    expect(reasons.indexOf('Ends today')).toBeLessThan(reasons.indexOf('Stocktake'));
    expect(reasons.indexOf('Stocktake')).toBeLessThan(reasons.indexOf('Closed for our summer break, back 8 January'));
    const shop = (await storefront()).closures!.map((c) => c.reason);
    expect(shop).toEqual(reasons);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an end before the start', { startDate: '2026-12-20', endDate: '2026-12-19', reason: 'Away' }, 'endDate'],
    ['a start outside 2026-2052', { startDate: '2053-01-01', endDate: '2053-01-02', reason: 'Away' }, 'startDate'],
    ['an end outside 2026-2052', { startDate: '2026-12-20', endDate: '2053-01-02', reason: 'Away' }, 'endDate'],
    ['a date that does not exist', { startDate: '2027-02-30', endDate: '2027-03-01', reason: 'Away' }, 'startDate'],
    ['an end already past', { startDate: '2026-11-20', endDate: '2026-11-30', reason: 'Away' }, 'endDate'],
    ['no reason', { startDate: '2026-12-20', endDate: '2026-12-21', reason: '   ' }, 'reason'],
    [
      'a reason of 201 characters',
      { startDate: '2026-12-20', endDate: '2026-12-21', reason: 'x'.repeat(201) },
      'reason',
    ],
    ['a reason on two lines', { startDate: '2026-12-20', endDate: '2026-12-21', reason: 'Away\nBack soon' }, 'reason'],
    ['a missing end', { startDate: '2026-12-20', reason: 'Away' }, 'endDate'],
  ])('refuses %s with 400 naming the field, adding nothing', async (_label, payload, field) => {
    const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(closures))[0]!.n;
    const before = await count();
    const res = await addClosure(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty([field]);
    expect(await count()).toBe(before);
  });

  it('refuses customers (403) and strangers (401)', async () => {
    const customer = bearer(await mintToken(t, customerClaims()));
    const body = { startDate: '2026-12-20', endDate: '2026-12-21', reason: 'Away' };
    expect((await addClosure(body, customer)).statusCode).toBe(403);
    expect((await addClosure(body, {})).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/closures', headers: customer })).statusCode).toBe(403);
  });

  it('deletes a closure (204, audited): gone from the list and the storefront; 404 unknown, 400 not a uuid', async () => {
    const created = (
      await addClosure({ startDate: '2026-12-15', endDate: '2026-12-15', reason: 'Closed for a staff day' })
    ).json<AdminClosure>();
    expect((await storefront()).closures!.map((c) => c.reason)).toContain('Closed for a staff day');
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/closures/${created.id}`, headers: admin });
    expect(res.statusCode).toBe(204);
    expect((await listClosures()).map((c) => c.id)).not.toContain(created.id);
    expect((await storefront()).closures!.map((c) => c.reason)).not.toContain('Closed for a staff day');
    expect((await auditsOf('closure.delete')).map((a) => a.entityId)).toContain(created.id);

    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/closures/${created.id}`, headers: admin });
    expect(again.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'DELETE', url: '/api/admin/closures/not-a-uuid', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
  });
});
