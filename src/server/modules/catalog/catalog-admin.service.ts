/**
 * The admin's catalogue writes (admin sections 3, 4, 7). Each write runs in one transaction with
 * its audit entry and a NOTIFY 'catalog_changed' (delivered only if it commits), and then empties
 * this process's catalogue cache, so the storefront shows the change on its next read
 * (docs/decisions/0051-admin-catalogue.md).
 */
import { defaultEffortFor } from '../../../domain/kitchen-capacity';
import type { Actor } from '../../platform/auth/actor';
import type {
  AdminCategory,
  AdminDeleteProductResult,
  AdminProduct,
  AdminReorderProducts,
  AdminReorderResult,
  AdminSaveCategory,
  AdminSaveProduct,
  AdminSaveVariant,
  AdminVariant,
} from '../../../contracts/admin-catalog';
import { VARIANT_SIZE_LABELS } from '../../../contracts/admin-catalog';
import { compareByShopOrder } from '../../../domain/catalog-order';
import { formatMoneyString, parseMoney } from '../../../domain/money';
import { slugify } from '../../../domain/slug';
import type { Db, DbOrTx } from '../../db/client';
import { lockProductForRemoval } from '../../db/product-locks';
import { recordAudit } from '../../platform/audit';
import { BadRequest, Conflict, NotFound } from '../../platform/errors';
import { CATALOG_CHANGED_CHANNEL, notifyOnCommit } from '../../platform/events/notify';
import {
  deleteCategoryRow,
  deleteProductRow,
  deleteVariantRow,
  updateVariantEffortRow,
  existingProductIds,
  findActiveProduct,
  findActiveProducts,
  findCategoriesWithCounts,
  findCategory,
  findCategoryBySlug,
  findVariant,
  findVariantBySize,
  findVariantsOf,
  insertCategory,
  insertProduct,
  insertVariant,
  isProductReferenced,
  type ProductValues,
  productsInCategory,
  setSortOrder,
  slugsLike,
  updateCategory,
  updateProduct,
} from './catalog-admin.repository';
import { toStoreCategory, toStoreProduct, toStoreVariant } from './catalog.mapper';
import type { ProductRow } from './catalog.repository';

/** "Crème Brûlée Tart!" → "creme-brulee-tart"; a name with no letters or digits → "product" (a page needs an address). */
export function productSlugOf(name: string): string {
  return slugify(name) || 'product';
}

/** `base`, or `base-2`, `base-3`… whichever is the first not in `taken`. */
export function firstFreeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

export function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    ...toStoreProduct(row, []),
    // The staff edit the product's own prices, not the storefront's listed ones (decision 0113).
    price: formatMoneyString(row.priceCents),
    originalPrice: row.originalPriceCents == null ? null : formatMoneyString(row.originalPriceCents),
    adminNotes: row.adminNotes,
    ingredients: row.ingredients,
    noticeHours: row.noticeHours,
    effortMinutes: row.effortMinutes,
    dailyBatch: row.dailyBatch,
    preorderOpensAt: row.preorderOpensAt?.toISOString() ?? null,
    preorderClosesAt: row.preorderClosesAt?.toISOString() ?? null,
    preorderDates: row.preorderDates ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const productValues = (p: AdminSaveProduct): ProductValues => ({
  name: p.name,
  description: p.description,
  fullDescription: p.fullDescription ?? null,
  priceCents: parseMoney(p.price),
  originalPriceCents: p.originalPrice === undefined ? null : parseMoney(p.originalPrice),
  category: p.category,
  image: p.image,
  images: p.images,
  featured: p.featured,
  bestseller: p.bestseller,
  seasonal: p.seasonal,
  inStock: p.inStock,
  sortOrder: p.sortOrder,
  adminNotes: p.adminNotes ?? null,
  allergens: p.allergens,
  mayContain: p.mayContain,
  ingredients: p.ingredients,
  dietary: p.dietary,
  noticeHours: p.noticeHours,
  // Left empty: the category's default kitchen minutes (decision 0176).
  effortMinutes: p.effortMinutes ?? defaultEffortFor(p.category),
  dailyBatch: p.dailyBatch,
  preorderOpensAt: p.preorderOpensAt,
  preorderClosesAt: p.preorderClosesAt,
  preorderDates: p.preorderDates.length > 0 ? p.preorderDates : null,
});

/** A PostgreSQL unique violation (23505), however the driver wraps it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;

export function createCatalogAdminService(db: Db, catalog: { invalidate(): void }) {
  /**
   * One catalogue write: its changes, its audit entry and the NOTIFY commit together; then this
   * copy's cache is emptied at once, and every copy's (this one too) when the NOTIFY arrives.
   */
  async function write<T>(
    actor: Actor,
    audit: (result: T) => Parameters<typeof recordAudit>[2],
    work: (tx: DbOrTx) => Promise<T>,
  ): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const value = await work(tx);
      const entry = audit(value);
      await recordAudit(tx, actor, entry);
      await notifyOnCommit(tx, CATALOG_CHANGED_CHANNEL, { entity: entry.entity, id: entry.entityId ?? null });
      return value;
    });
    catalog.invalidate();
    return result;
  }

  async function requireCategory(tx: DbOrTx, slug: string): Promise<void> {
    if (!(await findCategoryBySlug(tx, slug))) {
      throw new BadRequest('Choose a category that exists', 'UNKNOWN_CATEGORY', {
        category: 'Category not found',
      });
    }
  }

  async function requireProduct(tx: DbOrTx, id: string, lock = false): Promise<ProductRow> {
    const product = await findActiveProduct(tx, id, lock);
    if (!product) throw new NotFound('Product not found');
    return product;
  }

  return {
    async listProducts(): Promise<AdminProduct[]> {
      return (await findActiveProducts(db)).map(toAdminProduct).sort(compareByShopOrder);
    },

    async createProduct(actor: Actor, input: AdminSaveProduct): Promise<AdminProduct> {
      const base = productSlugOf(input.name);
      // Two products of one name saved at once: the loser of the slug's unique index tries again.
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await write(
            actor,
            (p) => ({ action: 'product.create', entity: 'product', entityId: p.id, details: { name: p.name } }),
            async (tx) => {
              await requireCategory(tx, input.category);
              const slug = firstFreeSlug(base, await slugsLike(tx, base));
              return toAdminProduct(await insertProduct(tx, { ...productValues(input), slug }));
            },
          );
        } catch (error) {
          if (attempt < 3 && isUniqueViolation(error)) continue;
          throw error;
        }
      }
    },

    /** The whole product is replaced; its slug (its address in the shop) stays as it was made. */
    async updateProduct(actor: Actor, id: string, input: AdminSaveProduct): Promise<AdminProduct> {
      return write(
        actor,
        (p) => ({ action: 'product.update', entity: 'product', entityId: p.id, details: { name: p.name } }),
        async (tx) => {
          const before = await requireProduct(tx, id, true);
          await requireCategory(tx, input.category);
          const values = productValues(input);
          const row = await updateProduct(tx, id, values);
          if (before.priceCents !== row.priceCents) {
            await recordAudit(tx, actor, {
              action: 'product.reprice',
              entity: 'product',
              entityId: id,
              details: { fromCents: before.priceCents, toCents: row.priceCents },
            });
          }
          return toAdminProduct(row);
        },
      );
    },

    /**
     * Deletes a product nothing refers to. One that an order or a checkout still refers to is
     * archived instead: hidden from the shop and the admin's list, out of stock (so carts holding
     * it are refused at checkout with 409), its name and picture kept for the order history.
     */
    async deleteProduct(actor: Actor, id: string): Promise<AdminDeleteProductResult> {
      return write(
        actor,
        (r) => ({
          action: `product.${r.outcome === 'deleted' ? 'delete' : 'archive'}`,
          entity: 'product',
          entityId: id,
        }),
        async (tx) => {
          await requireProduct(tx, id, true);
          // The lock each checkout takes on the products it names: a checkout being written now
          // is seen by the check below (and the product archived), or sees the product gone.
          await lockProductForRemoval(tx, id);
          if (await isProductReferenced(tx, id)) {
            await updateProduct(tx, id, { archivedAt: new Date(), inStock: false });
            return {
              message: 'Orders refer to this product, so it is hidden from the shop and kept for their history',
              outcome: 'archived' as const,
            };
          }
          await deleteProductRow(tx, id);
          return { message: 'Product deleted', outcome: 'deleted' as const };
        },
      );
    },

    /** Every listed product gets its new position in one transaction; any unknown id changes nothing. */
    async reorder(actor: Actor, input: AdminReorderProducts): Promise<AdminReorderResult> {
      return write(
        actor,
        (r) => ({ action: 'product.reorder', entity: 'product', details: { updated: r.updated } }),
        async (tx) => {
          const ids = input.productOrders.map((p) => p.id);
          const found = await existingProductIds(tx, ids);
          const missing = ids.find((productId) => !found.has(productId));
          if (missing) throw new NotFound(`Product not found: ${missing}`);
          for (const { id, sortOrder } of input.productOrders) await setSortOrder(tx, id, sortOrder);
          return { message: 'Product order updated successfully', updated: ids.length };
        },
      );
    },

    async listCategories(): Promise<AdminCategory[]> {
      return (await findCategoriesWithCounts(db)).map((row) => ({
        ...toStoreCategory(row),
        productCount: row.productCount,
      }));
    },

    async createCategory(actor: Actor, input: AdminSaveCategory): Promise<AdminCategory> {
      try {
        return await write(
          actor,
          (c) => ({ action: 'category.create', entity: 'category', entityId: c.id, details: { slug: c.slug } }),
          async (tx) => {
            if (await findCategoryBySlug(tx, input.slug)) throw slugTaken();
            const row = await insertCategory(tx, categoryValues(input));
            return { ...toStoreCategory(row), productCount: 0 };
          },
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      }
    },

    /** Changing the slug moves the category's products with it (the products' column follows). */
    async updateCategory(actor: Actor, id: string, input: AdminSaveCategory): Promise<AdminCategory> {
      try {
        return await write(
          actor,
          (c) => ({ action: 'category.update', entity: 'category', entityId: c.id, details: { slug: c.slug } }),
          async (tx) => {
            const before = await findCategory(tx, id, true);
            if (!before) throw new NotFound('Category not found');
            const other = await findCategoryBySlug(tx, input.slug);
            if (other && other.id !== id) throw slugTaken();
            const row = await updateCategory(tx, id, categoryValues(input));
            return { ...toStoreCategory(row), productCount: (await productsInCategory(tx, row.slug)).active };
          },
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      }
    },

    /**
     * Refused (409) while any product uses the category, archived ones included: staff move or
     * delete the products first (docs/decisions/0051-admin-catalogue.md).
     */
    async deleteCategory(actor: Actor, id: string): Promise<{ message: string }> {
      return write(
        actor,
        () => ({ action: 'category.delete', entity: 'category', entityId: id }),
        async (tx) => {
          const category = await findCategory(tx, id, true);
          if (!category) throw new NotFound('Category not found');
          const used = await productsInCategory(tx, category.slug);
          if (used.active > 0) {
            throw new Conflict(
              `${category.name} still has ${used.active} product${used.active === 1 ? '' : 's'}: move ${used.active === 1 ? 'it' : 'them'} to another category or delete ${used.active === 1 ? 'it' : 'them'} first`,
              'CATEGORY_IN_USE',
            );
          }
          if (used.archived > 0) {
            throw new Conflict(
              `${category.name} is kept because past orders include ${used.archived === 1 ? 'a product' : 'products'} from it: hide it from the home page instead`,
              'CATEGORY_IN_USE',
            );
          }
          await deleteCategoryRow(tx, id);
          return { message: 'Category deleted successfully' };
        },
      );
    },

    async listVariants(productId: string): Promise<AdminVariant[]> {
      await requireProduct(db, productId);
      return (await findVariantsOf(db, productId)).map(toAdminVariant);
    },

    async createVariant(actor: Actor, productId: string, input: AdminSaveVariant): Promise<AdminVariant> {
      if (input.productId && input.productId !== productId) {
        throw new BadRequest('productId must be the product in the address', 'BAD_REQUEST', {
          productId: 'does not match the product in the address',
        });
      }
      try {
        return await write(
          actor,
          (v) => ({
            action: 'variant.create',
            entity: 'variant',
            entityId: v.id,
            details: { productId, size: v.size },
          }),
          async (tx) => {
            await requireProduct(tx, productId, true);
            if (await findVariantBySize(tx, productId, input.size)) throw sizeTaken(input.size);
            const row = await insertVariant(tx, {
              productId,
              size: input.size,
              priceCents: parseMoney(input.price),
              serves: input.serves ?? null,
              available: input.available,
              effortMinutes: input.effortMinutes ?? null,
            });
            return toAdminVariant(row);
          },
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw sizeTaken(input.size);
        throw error;
      }
    },

    /** A size's own kitchen minutes, changed in place (sizes were only added and deleted before). */
    async updateVariantEffort(actor: Actor, id: string, effortMinutes: number | undefined): Promise<AdminVariant> {
      return write(
        actor,
        (v) => ({
          action: 'variant.update',
          entity: 'variant',
          entityId: id,
          details: { productId: v.productId, effortMinutes: v.effortMinutes },
        }),
        async (tx) => {
          const row = await updateVariantEffortRow(tx, id, effortMinutes ?? null);
          if (!row) throw new NotFound('Size variant not found');
          return toAdminVariant(row);
        },
      );
    },

    async deleteVariant(actor: Actor, id: string): Promise<{ message: string }> {
      return write(
        actor,
        () => ({ action: 'variant.delete', entity: 'variant', entityId: id }),
        async (tx) => {
          const variant = await findVariant(tx, id);
          if (!variant) throw new NotFound('Size variant not found');
          await deleteVariantRow(tx, id);
          return { message: 'Variant deleted successfully' };
        },
      );
    },
  };
}

const slugTaken = () =>
  new Conflict('A category with this slug already exists', 'SLUG_TAKEN', { slug: 'This slug is already used' });

/** The storefront's size plus its own kitchen minutes (null: the product's). */
const toAdminVariant = (row: Parameters<typeof toStoreVariant>[0]): AdminVariant => ({
  ...toStoreVariant(row),
  effortMinutes: row.effortMinutes,
});

const sizeTaken = (size: AdminSaveVariant['size']) =>
  new Conflict(`This product already has a ${VARIANT_SIZE_LABELS[size]} size`, 'SIZE_TAKEN', {
    size: 'This size already exists for the product',
  });

const categoryValues = (c: AdminSaveCategory) => ({
  name: c.name,
  slug: c.slug,
  icon: c.icon ?? null,
  description: c.description ?? null,
  showOnHomePage: c.showOnHomePage,
});
