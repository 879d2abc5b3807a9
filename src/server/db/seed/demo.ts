/**
 * Demo data for an empty database: the catalogue, business settings, example rewards and (with
 * the built-in sign-in) reviews by demo customers from their delivered orders (demo-reviews.ts).
 * Runs in one transaction, so a failed seed leaves the database empty and the next start retries.
 * Rows are made by the builders in `../factories`, the same ones the tests use.
 */
import { BUSINESS_FALLBACKS, CAFE_OPENING_HOURS } from '../../../domain/business';
import { parseMoney } from '../../../domain/money';
import type { Db } from '../client';
import {
  buildCategory,
  buildIdentityAccount,
  buildProduct,
  buildUser,
  buildVariant,
  type ProductInsert,
} from '../factories';
import { hashPassword } from '../../platform/auth/password';
import { grantPoints } from '../../modules/loyalty/loyalty.service';
import {
  businessSettings,
  categories,
  identityAccounts,
  loyaltyRewards,
  products,
  productVariants,
  users,
} from '../schema';
import { seedCategories, seedProducts } from './catalogue';
import { seedDemoReviews } from './demo-reviews';
import { aucklandNow } from '../../../domain/delivery';
import type { SeedProduct } from './catalogue-types';

/** The demo bakery's GST number: invented, valid by IRD's mod-11 check (49-091-850). */
export const DEMO_GST_NUMBER = '49091850';

/** The row of a demo product, built by the same builder the tests use. */
export function productRowOf(p: SeedProduct): ProductInsert {
  return buildProduct({
    slug: p.slug,
    name: p.name,
    description: p.description,
    fullDescription: p.fullDescription,
    allergens: p.allergens,
    mayContain: p.mayContain ?? [],
    ingredients: p.ingredients ?? '',
    dietary: p.dietary,
    priceCents: parseMoney(p.price),
    originalPriceCents: p.originalPrice ? parseMoney(p.originalPrice) : null,
    category: p.category,
    bestseller: p.bestseller,
    seasonal: p.seasonal,
    inStock: p.inStock,
    featured: p.featured,
    sortOrder: p.sortOrder,
  });
}

/** The four example rewards of storefront section 9. */
export const DEMO_REWARDS: (typeof loyaltyRewards.$inferInsert)[] = [
  {
    name: '5% Off Your Order',
    description: 'Take 5% off your next order of treats.',
    pointsCost: 100,
    discountType: 'percentage',
    discountValueHundredths: 500,
  },
  {
    name: '10% Off Your Order',
    description: 'Take 10% off your next order of treats.',
    pointsCost: 200,
    discountType: 'percentage',
    discountValueHundredths: 1000,
  },
  {
    name: '$10 Off',
    description: 'Ten dollars off any order of $20 or more.',
    pointsCost: 300,
    discountType: 'fixed_amount',
    discountValueHundredths: 1000,
    minimumSpendCents: 2000,
  },
  {
    name: '15% Off Your Order',
    description: 'Take 15% off your next order: perfect for a celebration cake.',
    pointsCost: 350,
    discountType: 'percentage',
    discountValueHundredths: 1500,
  },
];

/** The demo sign-in accounts of the built-in provider (printed in the README). */
export const DEMO_ACCOUNTS = [
  { email: 'customer@saffron-sugar.example', name: 'Aroha Customer', password: 'Customer#2026', roles: [] as string[] },
  { email: 'admin@saffron-sugar.example', name: 'Sam Admin', password: 'Admin#2026!', roles: ['admin'] },
  // A member of staff who is not an owner (decision 0195): runs the day, changes nothing about the shop.
  { email: 'staff@saffron-sugar.example', name: 'Tama Staff', password: 'Staff#2026!', roles: ['staff'] },
];

/**
 * The demo customer's opening points, as ledger rows: enough for the first two example rewards
 * (100 + 200 points), with some to spare.
 */
export const DEMO_CUSTOMER_POINTS = [
  { points: 50, description: 'Welcome to Saffron & Sugar Rewards' },
  { points: 400, description: 'Points carried over from your in-store card' },
];

/**
 * @param options.issuer the built-in sign-in server's issuer: with it, the demo customer's
 * profile is made up front and given DEMO_CUSTOMER_POINTS (an external provider has no demo customer).
 */
export async function seedDemoData(db: Db, options: { issuer?: string | null } = {}): Promise<void> {
  const accounts = await Promise.all(
    DEMO_ACCOUNTS.map(async ({ password, ...account }) =>
      buildIdentityAccount({ ...account, passwordHash: await hashPassword(password), emailVerified: true }),
    ),
  );
  await db.transaction(async (tx) => {
    const identities = await tx
      .insert(identityAccounts)
      .values(accounts)
      .returning({ id: identityAccounts.id, email: identityAccounts.email, name: identityAccounts.name });
    await tx.insert(categories).values(seedCategories.map((category) => buildCategory(category)));
    const inserted = await tx
      .insert(products)
      .values(seedProducts.map(productRowOf))
      .returning({ id: products.id, slug: products.slug });
    const idBySlug = new Map(inserted.map((p) => [p.slug, p.id]));
    const variants = seedProducts.flatMap((p) =>
      (p.variants ?? []).map((v) =>
        buildVariant({
          productId: idBySlug.get(p.slug)!,
          size: v.size,
          priceCents: parseMoney(v.price),
          serves: v.serves,
          available: v.available,
        }),
      ),
    );
    if (variants.length) await tx.insert(productVariants).values(variants);
    const { minimumOrder, ...details } = BUSINESS_FALLBACKS;
    await tx.insert(businessSettings).values({
      id: 1,
      ...details,
      minimumOrderCents: parseMoney(minimumOrder),
      openingHours: CAFE_OPENING_HOURS,
      // A registered shop takes no payment in production without its GST number (decision 0188):
      // the demo is registered, with a made-up number that passes IRD's check digits.
      gstNumber: DEMO_GST_NUMBER,
    });
    await tx.insert(loyaltyRewards).values(DEMO_REWARDS);
    const customer = identities.find((a) => a.email === DEMO_ACCOUNTS[0]!.email);
    if (options.issuer && customer) {
      const [first, ...rest] = customer.name.split(' ');
      const [user] = await tx
        .insert(users)
        .values(
          buildUser({
            issuer: options.issuer,
            subject: customer.id,
            email: customer.email,
            name: customer.name,
            firstName: first,
            lastName: rest.join(' '),
          }),
        )
        .returning({ id: users.id });
      for (const grant of DEMO_CUSTOMER_POINTS) await grantPoints(tx, { userId: user!.id, ...grant });
    }
    // Reviews need customers with delivered orders: demo profiles of the built-in sign-in, as above.
    if (options.issuer) await seedDemoReviews(tx, options.issuer, seedProducts, idBySlug, aucklandNow().date);
  });
}
