import { describe, expect, it } from 'vitest';
import type { StoreBusinessSettings } from '@/contracts/settings';
import type { SsrDataSource } from '@/contracts/ssr';
import { CAFE_OPENING_HOURS } from '@/domain/business';
import { businessSettingsQuery } from './lib/get-business-settings';
import { renderOnServer, ssrStateOf } from './test/render-server';

/** Settings unlike the built-in fallbacks, so a page showing them proves it read the server's. */
const SETTINGS: StoreBusinessSettings = {
  businessName: 'Kōwhai Cake Kitchen',
  deliveryInfo: 'Same-day delivery across Wellington',
  addressLine1: '7 Cuba Street',
  addressLine2: '',
  suburb: 'Te Aro',
  city: 'Wellington',
  postalCode: '6011',
  phone: '04 555 0199',
  email: 'kia-ora@kowhai.example',
  minimumOrder: '30.00',
  openingHours: CAFE_OPENING_HOURS,
  pricesIncludeGst: true,
  deliveryArea: { regions: ['Auckland'], suburbs: [] },
  leadTimeMinutes: 240,
  sameDayCutoffMinutes: 840,
};

/** The server's read services as the renderer sees them: plain data, no database. */
const data: SsrDataSource = {
  listProducts: async () => [],
  productBySlug: async () => null,
  productById: async () => null,
  variantsOf: async () => [],
  relatedProducts: async () => ({ related: [], suggested: [] }),
  categories: async () => [],
  homepageCategories: async () => [],
  businessSettings: async () => SETTINGS,
};

async function renderPage(url: string) {
  const result = await renderOnServer(url, data);
  return { ...result, state: ssrStateOf(result.html) };
}

describe('server rendering of the business settings', () => {
  it("hands the browser the settings under the key the browser's one settings query reads", async () => {
    const { status, state } = await renderPage('/our-story');
    expect(status).toBe(200);
    const entry = state.dehydratedState.queries.find(
      (query) => JSON.stringify(query.queryKey) === JSON.stringify(businessSettingsQuery().queryKey),
    );
    expect(entry?.state.data).toEqual(SETTINGS);
  });

  it("shows the server's settings in the banner, footer and page, not built-in ones", async () => {
    const { html } = await renderPage('/our-story');
    expect(html).toContain('Same-day delivery across Wellington');
    expect(html).toContain('7 Cuba Street, Te Aro, Wellington 6011');
    expect(html).toContain('href="tel:045550199"');
    expect(html).toContain('kia-ora@kowhai.example');
    expect(html).toContain('<title>Our Story – Kōwhai Cake Kitchen</title>');
    expect(html).not.toContain('123 Queen Street');
    expect(html).not.toContain('Saffron &amp; Sugar Bakery &amp; Cafe');
  });
});
