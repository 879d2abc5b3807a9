/**
 * Row builders shared by the demo seed and the tests: `buildX(overrides)` returns insert values
 * with every required column filled (overrides win), `insertX(db, overrides)` writes one row and
 * returns it. They are pure apart from a random suffix that keeps default names and slugs unique,
 * so a test can make as many rows as it needs in the seeded database without clashing.
 * The seed passes every value it cares about; the defaults are for tests.
 */
import { defaultEffortFor } from '../../domain/kitchen-capacity';
import { randomUUID } from 'node:crypto';
import { slugify } from '../../domain/slug';
import type { DbOrTx } from './client';
import { categories, identityAccounts, products, productVariants, users } from './schema';

export type CategoryInsert = typeof categories.$inferInsert;
export type ProductInsert = typeof products.$inferInsert;
export type VariantInsert = typeof productVariants.$inferInsert;
export type UserInsert = typeof users.$inferInsert;
export type IdentityAccountInsert = typeof identityAccounts.$inferInsert;

/** Products without a category of their own go here: a non-cake category, so no default cake sizes apply. */
export const DEFAULT_PRODUCT_CATEGORY = 'pastries-and-breads';

const suffix = () => randomUUID().slice(0, 8);

/** Where the artwork drawn by `scripts/generate-images.ts` for a product is served from. */
export const productImagePath = (slug: string) => `/images/products/${slug}.webp`;
export const productDetailImagePath = (slug: string) => `/images/products/${slug}-detail.webp`;

export function buildCategory(overrides: Partial<CategoryInsert> = {}): CategoryInsert {
  const name = overrides.name ?? `Test Category ${suffix()}`;
  return {
    slug: `${slugify(name)}-${suffix()}`,
    name,
    icon: '🧁',
    description: `${name}, made for a test.`,
    showOnHomePage: true,
    sortOrder: 0,
    ...overrides,
  };
}

/** A product row; its image paths follow its slug unless given. Prices are cents. */
export function buildProduct(overrides: Partial<ProductInsert> = {}): ProductInsert {
  const name = overrides.name ?? `Test Treat ${suffix()}`;
  const slug = overrides.slug ?? `${slugify(name)}-${suffix()}`;
  return {
    slug,
    name,
    description: `${name}, baked for a test.`,
    fullDescription: null,
    priceCents: 1000,
    originalPriceCents: null,
    category: DEFAULT_PRODUCT_CATEGORY,
    image: productImagePath(slug),
    images: [productDetailImagePath(slug)],
    bestseller: false,
    seasonal: false,
    inStock: true,
    featured: false,
    sortOrder: 0,
    ...overrides,
    // The category's default kitchen minutes (decision 0176) unless the test says.
    effortMinutes: overrides.effortMinutes ?? defaultEffortFor(overrides.category ?? DEFAULT_PRODUCT_CATEGORY),
  };
}

export function buildVariant(overrides: Partial<VariantInsert> & Pick<VariantInsert, 'productId'>): VariantInsert {
  return { size: 'half', priceCents: 2500, serves: null, available: true, ...overrides };
}

/** A signed-in person's profile row, keyed by (issuer, subject) as the sign-in token names them. */
export function buildUser(overrides: Partial<UserInsert> & Pick<UserInsert, 'issuer'>): UserInsert {
  const id = suffix();
  return {
    subject: randomUUID(),
    email: `customer-${id}@example.com`,
    emailVerified: true,
    name: 'Mere Parata',
    firstName: 'Mere',
    lastName: 'Parata',
    ...overrides,
  };
}

/** An account of the built-in sign-in server; the caller hashes the password. */
export function buildIdentityAccount(
  overrides: Partial<IdentityAccountInsert> & Pick<IdentityAccountInsert, 'passwordHash'>,
): IdentityAccountInsert {
  return {
    email: `account-${suffix()}@example.com`,
    name: 'Mere Parata',
    emailVerified: true,
    roles: [],
    ...overrides,
  };
}

export async function insertCategory(db: DbOrTx, overrides: Partial<CategoryInsert> = {}) {
  const [row] = await db.insert(categories).values(buildCategory(overrides)).returning();
  return row!;
}

/** Inserts a product; its category must exist (see `ensureCategory`). */
export async function insertProduct(db: DbOrTx, overrides: Partial<ProductInsert> = {}) {
  const [row] = await db.insert(products).values(buildProduct(overrides)).returning();
  return row!;
}

export async function insertVariant(db: DbOrTx, overrides: Partial<VariantInsert> & Pick<VariantInsert, 'productId'>) {
  const [row] = await db.insert(productVariants).values(buildVariant(overrides)).returning();
  return row!;
}

export async function insertUser(db: DbOrTx, overrides: Partial<UserInsert> & Pick<UserInsert, 'issuer'>) {
  const [row] = await db.insert(users).values(buildUser(overrides)).returning();
  return row!;
}

/** Makes the category with this slug unless it exists (so a product can be filed under it). */
export async function ensureCategory(db: DbOrTx, slug: string): Promise<void> {
  await db
    .insert(categories)
    .values(buildCategory({ slug, name: slug }))
    .onConflictDoNothing({ target: categories.slug });
}
