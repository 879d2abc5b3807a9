/**
 * Catalogue reads. The whole catalogue is small, so it is loaded in one go (four queries: products,
 * categories, variants and the approved reviews grouped by product),
 * kept for a short time, and every read is answered from memory: warm reads cost no SQL.
 *
 * A snapshot is one version of the catalogue: what is indexed per version (by slug, id and
 * category, the strips under each product) and every serialised answer are made once for it.
 * When the time limit reloads the rows and they are unchanged, the same snapshot is kept, so
 * the answers, their compressed bytes and the pages rendered from it stay valid (performance A7:
 * re-rendering and recompressing every 30 seconds cost most at 500 products).
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  type StoreCategory,
  StoreCategoryList,
  StoreProduct,
  StoreProductList,
  type StoreProductListQuery,
  StoreRelatedProducts,
  type StoreVariant,
  StoreVariantList,
} from '../../../contracts/catalog';
import { matchesDietFilter } from '../../../domain/allergens';
import { compareByShopOrder } from '../../../domain/catalog-order';
import { relatedProducts } from '../../../domain/related-products';
import type { Db } from '../../db/client';
import { type CachedBody, cachedBodies, TtlCache, toCachedBody } from '../../platform/cache';
import { CATALOG_BODIES_MAX_BYTES, CATALOG_BODIES_MAX_ENTRIES } from '../../platform/memory/budgets';
import { NotFound } from '../../platform/errors';
import { toStoreCategory, toStoreProduct, toStoreVariant } from './catalog.mapper';

export type { ProductRow, VariantRow } from './catalog.repository';
import { findAllCategories, findAllProducts, findAllVariants, findApprovedReviewSummaries } from './catalog.repository';

interface CatalogSnapshot {
  /** A hash of the rows it was made from: a reload that finds the same rows keeps this snapshot. */
  fingerprint: string;
  products: StoreProduct[];
  bySlug: Map<string, StoreProduct>;
  byId: Map<string, StoreProduct>;
  /** Each category's products in shop order. */
  byCategory: Map<string, StoreProduct[]>;
  /** The strips under each product page, chosen when first asked for. */
  related: Map<string, StoreRelatedProducts>;
  categories: StoreCategory[];
  variantsByProduct: Map<string, StoreVariant[]>;
  /** Serialised answers, made once per snapshot, within a byte budget (a search term adds one each). */
  bodies: ReturnType<typeof cachedBodies>;
}

export type CatalogService = ReturnType<typeof createCatalogService>;

/** A search as it is matched: lower case, trimmed, inner spaces as one; none when nothing is left. */
export function searchTerm(search: string | undefined): string | undefined {
  return search?.trim().toLowerCase().replace(/\s+/g, ' ') || undefined;
}

export function createCatalogService(db: Db, options: { cacheSeconds: number }) {
  const cache = new TtlCache<CatalogSnapshot>(options.cacheSeconds * 1000, 1);
  let latest: CatalogSnapshot | null = null;

  async function loadSnapshot(): Promise<CatalogSnapshot> {
    const rows = await Promise.all([
      findAllProducts(db),
      findAllCategories(db),
      findAllVariants(db),
      findApprovedReviewSummaries(db),
    ]);
    const fingerprint = createHash('sha1').update(JSON.stringify(rows)).digest('base64url');
    if (latest?.fingerprint === fingerprint) return latest;
    latest = buildSnapshot(fingerprint, ...rows);
    return latest;
  }

  function buildSnapshot(
    fingerprint: string,
    productRows: Awaited<ReturnType<typeof findAllProducts>>,
    categoryRows: Awaited<ReturnType<typeof findAllCategories>>,
    variantRows: Awaited<ReturnType<typeof findAllVariants>>,
    reviewRows: Awaited<ReturnType<typeof findApprovedReviewSummaries>>,
  ): CatalogSnapshot {
    const reviewsByProduct = new Map(reviewRows.map((r) => [r.productId, r]));
    const variantRowsByProduct = new Map<string, typeof variantRows>();
    for (const row of variantRows) {
      variantRowsByProduct.set(row.productId, [...(variantRowsByProduct.get(row.productId) ?? []), row]);
    }
    const products = productRows
      .map((row) => toStoreProduct(row, variantRowsByProduct.get(row.id) ?? [], reviewsByProduct.get(row.id)))
      .sort(compareByShopOrder);
    const byCategory = new Map<string, StoreProduct[]>();
    for (const product of products) {
      const list = byCategory.get(product.category) ?? [];
      list.push(product);
      byCategory.set(product.category, list);
    }
    const variantsByProduct = new Map<string, StoreVariant[]>();
    for (const row of variantRows) {
      const list = variantsByProduct.get(row.productId) ?? [];
      list.push(toStoreVariant(row));
      variantsByProduct.set(row.productId, list);
    }
    return {
      fingerprint,
      products,
      bySlug: new Map(products.map((p) => [p.slug, p])),
      byId: new Map(products.map((p) => [p.id, p])),
      byCategory,
      related: new Map(),
      categories: categoryRows.map(toStoreCategory),
      variantsByProduct,
      bodies: cachedBodies(CATALOG_BODIES_MAX_BYTES, CATALOG_BODIES_MAX_ENTRIES),
    };
  }

  const snapshot = () => cache.getOrLoad('catalog', loadSnapshot);

  /** Every product the query's filters match, in shop order; `offset` and `limit` not applied. */
  function matchingProducts(s: CatalogSnapshot, query: StoreProductListQuery): StoreProduct[] {
    const search = searchTerm(query.search);
    const candidates = query.category ? (s.byCategory.get(query.category) ?? []) : s.products;
    return candidates.filter(
      (p) =>
        (query.featured !== 'true' || p.featured) &&
        (!search || p.name.toLowerCase().includes(search) || p.description.toLowerCase().includes(search)) &&
        matchesDietFilter(p, query),
    );
  }

  /** The part of `matching` that `offset` and `limit` ask for. */
  function pageOf(matching: StoreProduct[], query: StoreProductListQuery): StoreProduct[] {
    const offset = query.offset ?? 0;
    if (!offset && !query.limit) return matching;
    return matching.slice(offset, query.limit ? offset + query.limit : undefined);
  }

  function filterProducts(s: CatalogSnapshot, query: StoreProductListQuery): StoreProduct[] {
    return pageOf(matchingProducts(s, query), query);
  }

  /**
   * The answer of GET /api/products. With `limit` (a grid's page) it says in `X-Total-Count` how
   * many products match in all, so a grid can show the full count while it holds one page
   * (decision 0097); without `limit` the list is already whole and the answer is as before.
   */
  function productListBody(s: CatalogSnapshot, query: StoreProductListQuery): CachedBody {
    const matching = matchingProducts(s, query);
    const page = pageOf(matching, query);
    if (query.limit === undefined) return toCachedBody(StoreProductList, page);
    return toCachedBody(StoreProductList, page, { 'x-total-count': String(matching.length) });
  }

  function relatedOf(s: CatalogSnapshot, product: StoreProduct): StoreRelatedProducts {
    let strips = s.related.get(product.id);
    if (!strips) {
      strips = relatedProducts(product, s.byCategory.get(product.category) ?? [], s.products);
      s.related.set(product.id, strips);
    }
    return strips;
  }

  /** The answer for `key`, built once per snapshot. */
  async function memoBody(key: string, build: (s: CatalogSnapshot) => CachedBody): Promise<CachedBody> {
    const s = await snapshot();
    let body = s.bodies.get(key);
    if (!body) {
      body = build(s);
      s.bodies.set(key, body);
    }
    return body;
  }

  /** The answer for `key`, serialised once per snapshot through the contract the route declares. */
  const memo = <S extends z.ZodType>(key: string, contract: S, make: (s: CatalogSnapshot) => z.output<S>) =>
    memoBody(key, (s) => toCachedBody(contract, make(s)));

  return {
    /** The storefront's view of a product row, for other modules that show one (the cart). */
    storeProductOf: toStoreProduct,
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
    /** The strips under a product page, chosen once per catalogue version. */
    async relatedTo(productId: string): Promise<StoreRelatedProducts> {
      const s = await snapshot();
      const product = s.byId.get(productId);
      if (!product) throw new NotFound('Product not found');
      return relatedOf(s, product);
    },
    async categories(): Promise<StoreCategory[]> {
      return (await snapshot()).categories;
    },
    async homepageCategories(): Promise<StoreCategory[]> {
      return (await snapshot()).categories.filter((c) => c.showOnHomePage);
    },

    /** Serialised answers with ETags for the HTTP routes, each built through the route's contract. */
    bodies: {
      products: (query: StoreProductListQuery) => {
        // Keyed by the term as it is matched, so case and spaces cannot make a new cached answer.
        const keyed = { ...query, search: searchTerm(query.search) };
        return memoBody(`products:${JSON.stringify(keyed)}`, (s) => productListBody(s, keyed));
      },
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
      related: async (productId: string) => {
        const s = await snapshot();
        const product = s.byId.get(productId);
        if (!product) throw new NotFound('Product not found');
        return memo(`related:${productId}`, StoreRelatedProducts, () => relatedOf(s, product));
      },
      categories: () => memo('categories', StoreCategoryList, (s) => s.categories),
      homepageCategories: () =>
        memo('homepage-categories', StoreCategoryList, (s) => s.categories.filter((c) => c.showOnHomePage)),
    },

    /**
     * The snapshot answers are served from: a new object whenever the catalogue changes, so
     * anything built from it (server-rendered pages) knows when it is stale.
     */
    version(): Promise<object> {
      return snapshot();
    },

    /** What the current version's serialised answers hold, as charged against their budget. */
    heldBodies: async () => ({ bytes: (await snapshot()).bodies.bytes, entries: (await snapshot()).bodies.size }),

    /** Called after a catalogue write in this process, and in every copy when its NOTIFY arrives. */
    invalidate(): void {
      cache.clear();
    },
  };
}
