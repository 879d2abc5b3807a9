/**
 * Test data for API tests, made by the same builders as the demo seed (`../db/factories`).
 * A test makes the rows it depends on instead of searching the seed for a product that happens
 * to fit, so changing the demo catalogue cannot break it.
 *
 * The catalogue is cached per app (CATALOG_CACHE_SECONDS): make catalogue rows before the app's
 * first catalogue request (in `beforeAll`, after `createTestApp`), or create the app with
 * `{ CATALOG_CACHE_SECONDS: '0' }` when a test adds products later.
 */
import type { StoreCategory, StoreProduct, StoreVariant } from '../../contracts/catalog';
import {
  type CategoryInsert,
  DEFAULT_PRODUCT_CATEGORY,
  ensureCategory,
  insertCategory,
  insertProduct,
  insertUser,
  insertVariant,
  type ProductInsert,
  type UserInsert,
  type VariantInsert,
} from '../db/factories';
import { loyaltyRewards } from '../db/schema';
import { toStoreCategory, toStoreProduct, toStoreVariant } from '../modules/catalog/catalog.mapper';
import { grantPoints } from '../modules/loyalty/loyalty.service';
import { newShopper, type Shopper } from './checkout-helpers';
import type { TestApp } from './test-app';

export * from '../db/factories';

export async function createCategory(t: TestApp, overrides: Partial<CategoryInsert> = {}): Promise<StoreCategory> {
  return toStoreCategory(await insertCategory(t.database.db, overrides));
}

/**
 * A product as the storefront sees it. Its category is made if it does not exist yet
 * (by default a non-cake category, so no default cake sizes apply).
 */
export async function createProduct(t: TestApp, overrides: Partial<ProductInsert> = {}): Promise<StoreProduct> {
  await ensureCategory(t.database.db, overrides.category ?? DEFAULT_PRODUCT_CATEGORY);
  // A new product has no variants yet: listed at its own price (Large or Standard).
  return toStoreProduct(await insertProduct(t.database.db, overrides), []);
}

/** A size of `product` (default: half, $25.00, available). */
export async function createVariant(
  t: TestApp,
  product: Pick<StoreProduct, 'id'>,
  overrides: Partial<Omit<VariantInsert, 'productId'>> = {},
): Promise<StoreVariant> {
  return toStoreVariant(await insertVariant(t.database.db, { ...overrides, productId: product.id }));
}

export interface Customer extends Shopper {
  /** The profile row, as the server finds it for the token's (issuer, subject). */
  user: Awaited<ReturnType<typeof insertUser>>;
}

/**
 * A signed-in customer with a saved profile: the users row for the built-in provider's issuer,
 * and a real access token (plus a fresh cart session) for the same subject.
 */
export async function createCustomer(
  t: TestApp,
  overrides: Partial<Omit<UserInsert, 'issuer'>> = {},
): Promise<Customer> {
  const user = await insertUser(t.database.db, { ...overrides, issuer: t.config.oidc.issuer });
  const shopper = await newShopper(t, {
    sub: user.subject,
    email: user.email ?? undefined,
    email_verified: user.emailVerified,
    name: user.name ?? undefined,
  });
  return { ...shopper, user };
}

/** A customer holding `points` (none: no loyalty account), given as one 'Welcome gift' adjustment. */
export async function createCustomerWithPoints(t: TestApp, points: number): Promise<Customer> {
  const c = await createCustomer(t);
  if (points > 0) await grantPoints(t.database.db, { userId: c.user.id, points, description: 'Welcome gift' });
  return c;
}

/** A loyalty reward (default: 100 points for 5% off, no minimum spend, no limit, active). */
export async function createReward(t: TestApp, overrides: Partial<typeof loyaltyRewards.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(loyaltyRewards)
    .values({
      name: `Test reward ${Math.random().toString(36).slice(2, 7)}`,
      description: 'For the tests',
      pointsCost: 100,
      discountType: 'percentage',
      discountValueHundredths: 500,
      ...overrides,
    })
    .returning();
  return row!;
}
