import type { StoreCategory, StoreProduct, StoreProductListQuery } from '@/contracts/catalog';
import type { StoreBusinessSettings } from '@/contracts/settings';
import type { SsrDataSource } from '@/contracts/ssr';
import { matchesDietFilter } from '@/domain/allergens';
import { BUSINESS_FALLBACKS, CAFE_OPENING_HOURS } from '@/domain/business';
import { storeProduct } from './store-product';

/**
 * A shop of one category for the category page's tests (browser and server rendering), with as
 * many products as a test needs to go past one page of the grid.
 */
export const CAKES: StoreCategory = {
  id: 'c1',
  name: 'Cakes',
  slug: 'cakes',
  icon: '🎂',
  description: 'Celebration cakes.',
  showOnHomePage: true,
};

/** Cake 01 … Cake n in shop order; the first `vegan` of them are vegan. */
export function cakes(n: number, vegan = 0): StoreProduct[] {
  return Array.from({ length: n }, (_, i) =>
    storeProduct({
      id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      name: `Cake ${String(i + 1).padStart(2, '0')}`,
      slug: `cake-${i + 1}`,
      category: CAKES.slug,
      sortOrder: i + 1,
      dietary: i < vegan ? ['vegetarian', 'vegan', 'eggless'] : ['vegetarian'],
    }),
  );
}

/** The server's read services over `products`, as the renderer sees them: plain data, no database. */
export function serverData(products: StoreProduct[]): SsrDataSource {
  return {
    listProducts: async (query: StoreProductListQuery = {}) =>
      products.filter((p) => (!query.category || p.category === query.category) && matchesDietFilter(p, query)),
    productBySlug: async () => null,
    productById: async () => null,
    variantsOf: async () => [],
    relatedProducts: async () => ({ related: [], suggested: [] }),
    categories: async () => [CAKES],
    homepageCategories: async () => [CAKES],
    // Only what the layout shows; the rest of the settings does not matter here.
    businessSettings: async () =>
      ({
        ...BUSINESS_FALLBACKS,
        openingHours: CAFE_OPENING_HOURS,
        pricesIncludeGst: false,
      }) as unknown as StoreBusinessSettings,
  };
}
