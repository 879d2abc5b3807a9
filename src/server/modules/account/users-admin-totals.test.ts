/**
 * Issue 27, "Flat admin screens": the customers list computes each customer's totals from their own
 * orders only (decision 0174). These pin what it answers, so the faster query answers what the old
 * join did: the rows, their order, and totals with cancellations and partial refunds. The list reads
 * the stored totals (decision 0214), so orders written here straight into the table apply their
 * change through `applyCustomerTotals` as the shop's own writes do (customer-totals.test.ts follows
 * those writes through the API).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomer } from '../../../contracts/admin-customers';
import { customerTotalsChanges, type OrderTotalsFacts } from '../../../domain/customer-totals';
import { applyCustomerTotals, type OrderWriteFacts } from '../../db/customer-totals';
import { insertUser } from '../../db/factories';
import { orders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await mintToken(t, adminClaims()));
});
afterAll(() => t.close());

const list = async () => {
  const res = await t.app.inject({ url: '/api/admin/users', headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminCustomer[]>();
};

/** A profile signed up at `createdAt`; `isStaff` as the token last said. */
const person = (email: string, createdAt: Date, isStaff = false) =>
  insertUser(t.database.db, {
    issuer: t.config.oidc.issuer,
    email,
    firstName: email.split('@')[0],
    createdAt,
    isStaff,
  });

/** An order as the payment path leaves it: paid `totalCents`, `refundedCents` of it given back. */
async function order(
  userId: string | null,
  totalCents: number,
  { status = 'delivered', refundedCents = 0 }: { status?: string; refundedCents?: number } = {},
) {
  await t.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        userId,
        status,
        subtotalCents: totalCents,
        totalCents,
        refundedCents,
        cancelledAt: status === 'cancelled' ? new Date() : null,
        customerName: 'Totals Test',
        customerEmail: 'totals.test@example.com',
        stripePaymentIntentId: `pi_totals_${randomUUID()}`,
      })
      .returning();
    await applyCustomerTotals(tx, null, row!);
  });
}

describe('GET /api/admin/users: totals and order', () => {
  it('sums paid minus refunded per customer and counts orders but cancelled ones, from their orders only', async () => {
    const day = (d: number) => new Date(Date.UTC(2026, 0, d, 9));
    const aroha = await person('aroha.totals@example.com', day(1));
    const ben = await person('ben.totals@example.com', day(2));
    const cleo = await person('cleo.totals@example.com', day(3));
    const staff = await person('staff.totals@example.com', day(4), true);

    // Aroha: $40.00 + $25.50 with $5.50 refunded + a cancelled $30.00 refunded in full = $60.00 over 2 orders.
    await order(aroha.id, 4000);
    await order(aroha.id, 2550, { refundedCents: 550 });
    await order(aroha.id, 3000, { status: 'cancelled', refundedCents: 3000 });
    // Ben: one order still to come, $12.34.
    await order(ben.id, 1234, { status: 'orderconfirmed' });
    // Guests' orders (no account) and staff's own orders belong to no listed customer.
    await order(null, 999_999);
    await order(staff.id, 50_000);

    const rows = await list();
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(aroha.id)).toMatchObject({ orderCount: 2, totalSpent: 60 });
    expect(byId.get(ben.id)).toMatchObject({ orderCount: 1, totalSpent: 12.34 });
    expect(byId.get(cleo.id)).toMatchObject({ orderCount: 0, totalSpent: 0 });
    expect(byId.has(staff.id)).toBe(false);

    // The three in the list's order: biggest spender first, no orders last.
    const ours = new Set([aroha.id, ben.id, cleo.id]);
    expect(rows.filter((row) => ours.has(row.id)).map((row) => row.id)).toEqual([aroha.id, ben.id, cleo.id]);
  });

  it('orders ties by the newest sign-up, then by id, and the whole list by spending', async () => {
    const same = new Date(Date.UTC(2026, 1, 1, 9));
    const older = await person('older.tie@example.com', new Date(Date.UTC(2026, 0, 15, 9)));
    const newer = await person('newer.tie@example.com', new Date(Date.UTC(2026, 1, 10, 9)));
    const twinA = await person('twin.a@example.com', same);
    const twinB = await person('twin.b@example.com', same);
    for (const who of [older, newer, twinA, twinB]) await order(who.id, 7777);
    // A refund that brings a bigger order down to the same spending ties it too.
    const refunded = await person('refunded.tie@example.com', new Date(Date.UTC(2026, 0, 20, 9)));
    await order(refunded.id, 9777, { refundedCents: 2000 });

    const rows = await list();
    const twins = [twinA.id, twinB.id].sort();
    const tied = new Set([older.id, newer.id, twinA.id, twinB.id, refunded.id]);
    expect(rows.filter((row) => tied.has(row.id)).map((row) => row.id)).toEqual([
      newer.id,
      ...twins,
      refunded.id,
      older.id,
    ]);
    for (const row of rows.filter((r) => tied.has(r.id))) expect(row).toMatchObject({ totalSpent: 77.77 });

    // Every row of the list keeps that order: spending down, then sign-up down, then id up.
    const expected = [...rows].sort(
      (a, b) =>
        b.totalSpent - a.totalSpent ||
        Date.parse(b.createdAt) - Date.parse(a.createdAt) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
    expect(rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
  });

  it('follows a refund and a cancellation at once, and a customer whose orders were all cancelled spent 0', async () => {
    const dana = await person('dana.totals@example.com', new Date(Date.UTC(2026, 2, 1, 9)));
    await order(dana.id, 1500, { status: 'cancelled', refundedCents: 1500 });
    await order(dana.id, 2500, { status: 'cancelled', refundedCents: 2500 });
    const before = (await list()).find((row) => row.id === dana.id);
    expect(before).toMatchObject({ orderCount: 0, totalSpent: 0 });

    await order(dana.id, 10_001, { refundedCents: 1 });
    const after = (await list()).find((row) => row.id === dana.id);
    expect(after).toMatchObject({ orderCount: 1, totalSpent: 100 });
  });

  it("agrees with the stored totals' rule of decision 0174 after payments, refunds, cancellations and a deletion", async () => {
    const eru = await person('eru.rule@example.com', new Date(Date.UTC(2026, 3, 1, 9)));
    const fern = await person('fern.rule@example.com', new Date(Date.UTC(2026, 3, 2, 9)));
    const stored = new Map<string, { orderCount: number; spentCents: number }>();
    const facts = async (id: string): Promise<OrderWriteFacts> => {
      const [row] = await t.database.db
        .select({
          userId: orders.userId,
          status: orders.status,
          totalCents: orders.totalCents,
          refundedCents: orders.refundedCents,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(eq(orders.id, id));
      return row!;
    };
    const apply = (before: OrderTotalsFacts | null, after: OrderTotalsFacts | null) => {
      for (const change of customerTotalsChanges(before, after)) {
        const row = stored.get(change.userId) ?? { orderCount: 0, spentCents: 0 };
        stored.set(change.userId, {
          orderCount: row.orderCount + change.orderCount,
          spentCents: row.spentCents + change.spentCents,
        });
      }
    };
    const place = async (userId: string, totalCents: number) => {
      const [row] = await t.database.db
        .insert(orders)
        .values({
          userId,
          subtotalCents: totalCents,
          totalCents,
          customerName: 'Rule Test',
          customerEmail: 'rule.test@example.com',
          stripePaymentIntentId: `pi_rule_${randomUUID()}`,
        })
        .returning({ id: orders.id });
      const after = await facts(row!.id);
      await applyCustomerTotals(t.database.db, null, after);
      apply(null, after);
      return row!.id;
    };
    const change = async (id: string, set: Partial<typeof orders.$inferInsert>) => {
      const before = await facts(id);
      await t.database.db.update(orders).set(set).where(eq(orders.id, id));
      const after = await facts(id);
      await applyCustomerTotals(t.database.db, before, after);
      apply(before, after);
    };

    const first = await place(eru.id, 4200);
    const second = await place(eru.id, 1999);
    const third = await place(fern.id, 8800);
    await place(fern.id, 350);
    await change(first, { refundedCents: 200 });
    await change(second, { status: 'cancelled', cancelledAt: new Date(), refundedCents: 1999 });
    await change(third, { status: 'delivered' });
    await change(third, { userId: null }); // as account deletion leaves a closed order

    const listed = new Map((await list()).map((row) => [row.id, row]));
    for (const who of [eru, fern]) {
      const row = stored.get(who.id)!;
      expect(listed.get(who.id)).toMatchObject({ orderCount: row.orderCount, totalSpent: row.spentCents / 100 });
    }
    expect(stored.get(eru.id)).toEqual({ orderCount: 1, spentCents: 4000 });
    expect(stored.get(fern.id)).toEqual({ orderCount: 1, spentCents: 350 });
  });
});
