/** The demo seed on an empty database, as `npm start` runs it with the built-in sign-in server. */
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client';
import { createPgliteDatabase } from '../pglite-database';
import { prepareDatabase } from '../prepare';
import { identityAccounts, loyaltyAccounts, loyaltyTransactions, users } from '../schema';
import { DEMO_ACCOUNTS, DEMO_REWARDS } from './demo';

const ISSUER = 'http://localhost:3000/oidc';
let database: Database;

beforeAll(async () => {
  database = createPgliteDatabase(new PGlite());
  await prepareDatabase(database, { seedDemo: true, oidc: { issuer: ISSUER, builtIn: true } });
}, 60_000);
afterAll(() => database.close());

describe('demo seed', () => {
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
