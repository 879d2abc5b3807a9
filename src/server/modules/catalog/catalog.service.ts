/**
 * Catalogue reads. The whole catalogue is small, so it is loaded in one go (three queries),
 * kept for a short time, and every read is answered from memory: warm reads cost no SQL.
 */
import type { z } from 'zod';
import {
  type StoreCategory,
  StoreCategoryList,
  StoreProduct,
  StoreProductList,
  type StoreProductListQuery,
  type StoreVariant,
  StoreVariantList,
} from '../../../contracts/catalog';
import { matchesDietFilter } from '../../../domain/allergens';
import { compareByShopOrder } from '../../../domain/catalog-order';
import type { Db } from '../../db/client';
import { type CachedBody, TtlCache, toCachedBody } from '../../platform/cache';
import { NotFound } from '../../platform/errors';
import { toStoreCategory, toStoreProduct, toStoreVariant } from './catalog.mapper';

/** The storefront's view of a product, for other modules that show one (the cart). */
export { toStoreProduct };
export type { ProductRow, VariantRow } from './catalog.repository';
import { findAllCategories, findAllProducts, findAllVariants } from './catalog.repository';

interface CatalogSnapshot {
  products: StoreProduct[];
  bySlug: Map<string, StoreProduct>;
  byId: Map<string, StoreProduct>;
  categories: StoreCategory[];
  variantsByProduct: Map<string, StoreVariant[]>;
  /** Serialised answers, made once per snapshot. */
  bodies: Map<string, CachedBody>;
}

export type CatalogService = ReturnType<typeof createCatalogService>;

export function createCatalogService(db: Db, options: { cacheSeconds: number }) {
  const cache = new TtlCache<CatalogSnapshot>(options.cacheSeconds * 1000, 1);

  async function loadSnapshot(): Promise<CatalogSnapshot> {
    const [productRows, categoryRows, variantRows] = await Promise.all([
      findAllProducts(db),
      findAllCategories(db),
      findAllVariants(db),
    ]);
    const products = productRows.map(toStoreProduct).sort(compareByShopOrder);
    const variantsByProduct = new Map<string, StoreVariant[]>();
    for (const row of variantRows) {
      const list = variantsByProduct.get(row.productId) ?? [];
      list.push(toStoreVariant(row));
      variantsByProduct.set(row.productId, list);
    }
    return {
      products,
      bySlug: new Map(products.map((p) => [p.slug, p])),
      byId: new Map(products.map((p) => [p.id, p])),
      categories: categoryRows.map(toStoreCategory),
      variantsByProduct,
      bodies: new Map(),
    };
  }

  const snapshot = () => cache.getOrLoad('catalog', loadSnapshot);

  function filterProducts(s: CatalogSnapshot, query: StoreProductListQuery): StoreProduct[] {
    const search = query.search?.trim().toLowerCase();
    let list = s.products.filter(
      (p) =>
        (!query.category || p.category === query.category) &&
        (query.featured !== 'true' || p.featured) &&
        (!search || p.name.toLowerCase().includes(search) || p.description.toLowerCase().includes(search)) &&
        matchesDietFilter(p, query),
    );
    const offset = query.offset ?? 0;
    if (offset || query.limit) list = list.slice(offset, query.limit ? offset + query.limit : undefined);
    return list;
  }

  /** The answer for `key`, serialised once per snapshot through the contract the route declares. */
  async function memo<S extends z.ZodType>(
    key: string,
    contract: S,
    make: (s: CatalogSnapshot) => z.output<S>,
  ): Promise<CachedBody> {
    const s = await snapshot();
    let body = s.bodies.get(key);
    if (!body) {
      body = toCachedBody(contract, make(s));
      if (s.bodies.size > 1000) s.bodies.clear();
      s.bodies.set(key, body);
    }
    return body;
  }

  return {
    async listProducts(query: StoreProductListQuery = {}): Promise<StoreProduct[]> {
      return filterProducts(await snapshot(), query);
    },
    async productBySlug(slug: string): Promise<StoreProduct> {
      const product = (await snapshot()).bySlug.get(slug);
      if (!product) throw new NotFound('Product not found');
      return product;
    },
    async productById(id: string): Promise<StoreProduct> {
      const product = (await snapshot()).byId.get(id);
      if (!product) throw new NotFound('Product not found');
      return product;
    },
    async variantsOf(productId: string): Promise<StoreVariant[]> {
      const s = await snapshot();
      if (!s.byId.has(productId)) throw new NotFound('Product not found');
      return s.variantsByProduct.get(productId) ?? [];
    },
    async categories(): Promise<StoreCategory[]> {
      return (await snapshot()).categories;
    },
    async homepageCategories(): Promise<StoreCategory[]> {
      return (await snapshot()).categories.filter((c) => c.showOnHomePage);
    },

    /** Serialised answers with ETags for the HTTP routes, each built through the route's contract. */
    bodies: {
      products: (query: StoreProductListQuery) =>
        memo(`products:${JSON.stringify(query)}`, StoreProductList, (s) => filterProducts(s, query)),
      productBySlug: async (slug: string) => {
        const s = await snapshot();
        const product = s.bySlug.get(slug);
        if (!product) throw new NotFound('Product not found');
        return memo(`slug:${slug}`, StoreProduct, () => product);
      },
      variants: async (productId: string) => {
        const s = await snapshot();
        if (!s.byId.has(productId)) throw new NotFound('Product not found');
        return memo(`variants:${productId}`, StoreVariantList, () => s.variantsByProduct.get(productId) ?? []);
      },
      categories: () => memo('categories', StoreCategoryList, (s) => s.categories),
      homepageCategories: () =>
        memo('homepage-categories', StoreCategoryList, (s) => s.categories.filter((c) => c.showOnHomePage)),
    },

    /** Called after a catalogue write in this process. */
    invalidate(): void {
      cache.clear();
    },
  };
}
