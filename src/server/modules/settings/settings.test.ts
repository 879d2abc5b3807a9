import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreBusinessSettings } from '../../../contracts/settings';
import { BUSINESS_FALLBACKS, CAFE_OPENING_HOURS } from '../../../domain/business';
import { businessSettings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { toStoreSettings } from './settings.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_SECONDS: '0' });
});
afterAll(() => t.close());

describe('GET /api/business-settings', () => {
  it('answers with the seeded details and the cafe hours', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/business-settings' });
    expect(res.statusCode).toBe(200);
    const body = res.json<StoreBusinessSettings>();
    expect(body.businessName).toBe('Saffron & Sugar Bakery & Cafe');
    expect(body.phone).toBe('+64 9 123 4567');
    expect(body.openingHours).toEqual(CAFE_OPENING_HOURS);
    expect(body.minimumOrder).toBe('25.00');
    expect(body.pricesIncludeGst).toBe(false);
  });

  it('falls back to the built-in details when the row is missing or blank', async () => {
    await t.database.db.update(businessSettings).set({ businessName: '  ', phone: null });
    const body = (await t.app.inject({ method: 'GET', url: '/api/business-settings' })).json<StoreBusinessSettings>();
    expect(body.businessName).toBe(BUSINESS_FALLBACKS.businessName);
    expect(body.phone).toBe(BUSINESS_FALLBACKS.phone);

    await t.database.db.delete(businessSettings);
    const empty = (await t.app.inject({ method: 'GET', url: '/api/business-settings' })).json<StoreBusinessSettings>();
    expect(empty).toEqual(toStoreSettings(undefined));
    expect(empty.email).toBe('hello@saffron-sugar.example');
  });
});
