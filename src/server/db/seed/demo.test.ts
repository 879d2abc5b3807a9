/** The demo seed on an empty database, as `npm start` runs it with the built-in sign-in server. */
import { PGlite } from '@electric-sql/pglite';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client';
import { createPgliteDatabase } from '../pglite-database';
import { prepareDatabase } from '../prepare';
import { isValidIrdNumber } from '../../../domain/ird-number';
import { averageRating } from '../../../domain/reviews';
import { gstPaymentRefusal } from '../../../domain/checkout-pricing';
import { createCatalogService } from '../../modules/catalog/catalog.service';
import {
  businessSettings,
  identityAccounts,
  loyaltyAccounts,
  loyaltyTransactions,
  orderItems,
  orders,
  productReviews,
  users,
} from '../schema';
import { DEMO_REVIEWERS } from './demo-reviews';
import { DEMO_ACCOUNTS, DEMO_REWARDS } from './demo';
import { allowing } from '@/test/time-limits';

const ISSUER = 'http://localhost:3000/oidc';
let database: Database;

beforeAll(async () => {
  database = createPgliteDatabase(new PGlite());
  await prepareDatabase(database, { seedDemo: true, oidc: { issuer: ISSUER, builtIn: true } });
}, allowing(60_000));
afterAll(() => database.close());

describe('demo seed', () => {
  it('is a GST-registered bakery with a valid GST number, so `npm start` (production mode) takes payments', async () => {
    const [settings] = await database.db.select().from(businessSettings);
    expect(settings!.gstRegistered).toBe(true);
    expect(isValidIrdNumber(settings!.gstNumber!)).toBe(true);
    expect(gstPaymentRefusal({ production: true, ...settings! })).toBeNull();
  });

  it('gives the demo customer points for the first two example rewards, as ledger rows that sum to the balance', async () => {
    const { db } = database;
    const [account] = await db
      .select()
      .from(identityAccounts)
      .where(eq(identityAccounts.email, DEMO_ACCOUNTS[0]!.email));
    // The profile the customer's first sign-in finds: our issuer, the account's id as subject.
    const [user] = await db.select().from(users).where(eq(users.subject, account!.id));
    expect(user).toMatchObject({ issuer: ISSUER, email: DEMO_ACCOUNTS[0]!.email, firstName: 'Aroha' });
    const [balance] = await db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.userId, user!.id));
    const [ledger] = await db
      .select({ sum: sql<number>`sum(${loyaltyTransactions.points})::int` })
      .from(loyaltyTransactions)
      .where(eq(loyaltyTransactions.userId, user!.id));
    expect(balance!.totalPoints).toBe(ledger!.sum);
    expect(balance!.totalPoints).toBeGreaterThanOrEqual(DEMO_REWARDS[0]!.pointsCost + DEMO_REWARDS[1]!.pointsCost);
    // Only the customer: the admin has no points.
    expect(await db.select().from(loyaltyAccounts)).toHaveLength(1);
  });
});

describe('demo reviews', () => {
  it('come from delivered or collected demo orders through the reviews service; the catalogue counts only the approved ones', async () => {
    const { db } = database;
    const reviews = await db.select().from(productReviews);
    const expected = DEMO_REVIEWERS.flatMap((p) => p.reviews);
    expect(reviews).toHaveLength(expected.length);
    // Every review points at an order of its author that was delivered or collected and holds the product.
    for (const review of reviews) {
      const [order] = await db
        .select({ status: orders.status, userId: orders.userId })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(and(eq(orders.id, review.orderId!), eq(orderItems.productId, review.productId)));
      expect(order?.userId).toBe(review.userId);
      expect(['delivered', 'collected']).toContain(order?.status);
    }
    expect(reviews.filter((r) => r.status === 'pending')).toHaveLength(expected.filter((r) => r.pending).length);

    const catalog = createCatalogService(db, { cacheSeconds: 60 });
    for (const product of await catalog.listProducts()) {
      const approved = expected.filter((r) => r.slug === product.slug && !r.pending);
      expect(product.reviewCount, product.slug).toBe(approved.length);
      if (approved.length) {
        expect(product.rating).toBe(
          averageRating(
            approved.reduce((s, r) => s + r.rating, 0),
            approved.length,
          ),
        );
      } else {
        expect(product.rating).toBe(0);
      }
    }
    // The demo customer (who can sign in) has no orders of their own.
    const [customer] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS[0]!.email));
    expect(await db.select().from(orders).where(eq(orders.userId, customer!.id))).toEqual([]);
  });
});
