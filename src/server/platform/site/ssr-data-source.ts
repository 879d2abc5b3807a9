import type { SsrDataSource } from '../../../contracts/ssr';
import type { CatalogService } from '../../modules/catalog/catalog.service';
import type { SettingsService } from '../../modules/settings/settings.service';
import { NotFound } from '../errors';

const nullWhenMissing = async <T>(read: Promise<T>): Promise<T | null> => {
  try {
    return await read;
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
};

/** The read services the server renderer may call, the same ones the API answers from. */
export function createSsrDataSource(services: { catalog: CatalogService; settings: SettingsService }): SsrDataSource {
  const { catalog, settings } = services;
  return {
    listProducts: (query) => catalog.listProducts(query),
    productBySlug: (slug) => nullWhenMissing(catalog.productBySlug(slug)),
    productById: (id) => nullWhenMissing(catalog.productById(id)),
    variantsOf: async (productId) => (await nullWhenMissing(catalog.variantsOf(productId))) ?? [],
    categories: () => catalog.categories(),
    homepageCategories: () => catalog.homepageCategories(),
    businessSettings: () => settings.get(),
  };
}
