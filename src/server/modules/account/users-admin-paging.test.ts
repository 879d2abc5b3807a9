/**
 * Issue 27, "Flat admin screens": GET /api/admin/users pages, searches, filters and sorts on the
 * server (decision 0223), so the answer is bounded by the screen. For every sort, direction, type
 * and a few searches, the pages put end to end equal the whole list computed afresh: totals
 * recomputed in SQL from the orders, then the screen's own rules (domain/customer-list.ts) applied.
 * Runs on PGlite (`api`) and on PostgreSQL (`api-pg`).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomer } from '../../../contracts/admin-customers';
import {
  CUSTOMER_SORT_VALUES,
  CUSTOMER_TYPE_VALUES,
  filterCustomers,
  type ListedCustomer,
} from '../../../domain/customer-list';
import { applyCustomerTotals, recomputedCustomerTotals } from '../../db/customer-totals';
import { insertUser } from '../../db/factories';
import { orders, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';

let t: TestApp;
let admin: Record<string, string>;

const PAGE = 7;

/** 26 customers: names with and without parts, case, shared spending and order counts, one staff. */
async function seed() {
  const firstNames = ['aroha', 'Ben', null, 'Cleo', ' ', 'ana', 'Zed', 'mere', null, 'Tama'];
  const lastNames = ['Ngata', null, 'Parata', 'lee', null, 'Smith', null, 'Hohaia', null, 'Brown'];
  for (let i = 0; i < 26; i += 1) {
    const user = await insertUser(t.database.db, {
      issuer: t.config.oidc.issuer,
      email: i === 13 ? null : `${String.fromCharCode(97 + ((i * 7) % 26))}${i}.page@example.com`,
      firstName: firstNames[i % 10] ?? null,
      lastName: lastNames[(i * 3) % 10] ?? null,
      // Every third shares a sign-up time with the one before: ties fall through to the id.
      createdAt: new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 3) * 2 + (i % 3 === 2 ? 0 : i % 3), 9)),
    });
    // 0 to 7 orders; spending repeats so that the spend sort has ties.
    const count = (i * 5) % 8;
    for (let k = 0; k < count; k += 1) {
      await order(user.id, 1000 + (i % 4) * 500, k === 2 ? 'cancelled' : 'delivered');
    }
  }
  await insertUser(t.database.db, {
    issuer: t.config.oidc.issuer,
    email: 'staff.page@example.com',
    firstName: 'Staff',
    createdAt: new Date(Date.UTC(2026, 5, 1)),
    isStaff: true,
  });
}

/** An order written as the payment path leaves it, its change applied to the stored totals. */
async function order(userId: string, totalCents: number, status: string) {
  await t.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        userId,
        status,
        subtotalCents: totalCents,
        totalCents,
        refundedCents: status === 'cancelled' ? totalCents : 0,
        cancelledAt: status === 'cancelled' ? new Date() : null,
        customerName: 'Paging Test',
        customerEmail: 'paging.test@example.com',
        stripePaymentIntentId: `pi_paging_${randomUUID()}`,
      })
      .returning();
    await applyCustomerTotals(tx, null, row!);
  });
}

/** Every customer with totals recomputed in SQL from their orders (not the stored rows). */
async function recomputed(): Promise<ListedCustomer[]> {
  const totals = await recomputedCustomerTotals(t.database.db);
  const people = await t.database.db.select().from(users).where(eq(users.isStaff, false));
  return people.map((u) => ({
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    orderCount: totals.get(u.id)?.orderCount ?? 0,
    totalSpent: (totals.get(u.id)?.spentCents ?? 0) / 100,
    createdAt: u.createdAt.toISOString(),
  }));
}

async function get(query: string) {
  const res = await t.app.inject({ url: `/api/admin/users${query}`, headers: admin });
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return {
    rows: res.json<AdminCustomer[]>(),
    matching: Number(res.headers['x-total-count']),
    all: Number(res.headers['x-customer-count']),
  };
}

/** The pages of `limit` from offset 0 until the matches run out, end to end. */
async function allPages(params: Record<string, string>) {
  const rows: AdminCustomer[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await get(`?${new URLSearchParams({ ...params, limit: String(PAGE), offset: String(offset) })}`);
    expect(page.rows.length).toBeLessThanOrEqual(PAGE);
    rows.push(...page.rows);
    if (page.rows.length < PAGE) return { rows, matching: page.matching, all: page.all };
  }
}

const view = (c: ListedCustomer) => ({ id: c.id, orderCount: c.orderCount, totalSpent: c.totalSpent });

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await mintToken(t, adminClaims()));
  await seed();
});
afterAll(() => t.close());

describe('GET /api/admin/users, paged on the server', () => {
  it('answers every customer, biggest spenders first, without parameters (the spec), with the counts', async () => {
    const expected = filterCustomers(await recomputed(), {
      search: '',
      type: 'all',
      sortBy: 'totalSpent',
      direction: 'desc',
    });
    expect(expected.length).toBe(26);
    const { rows, matching, all } = await get('');
    expect(rows.map(view)).toEqual(expected.map(view));
    expect({ matching, all }).toEqual({ matching: 26, all: 26 });
  });

  it('gives pages that end to end equal the whole list for every sort, direction and type', async () => {
    const everyone = await recomputed();
    for (const sort of CUSTOMER_SORT_VALUES) {
      for (const order of ['asc', 'desc'] as const) {
        for (const type of CUSTOMER_TYPE_VALUES) {
          const expected = filterCustomers(everyone, { search: '', type, sortBy: sort, direction: order });
          const got = await allPages({ sort, order, type });
          expect(got.rows.map(view), `${sort} ${order} ${type}`).toEqual(expected.map(view));
          expect(got.matching, `${sort} ${order} ${type}`).toBe(expected.length);
          expect(got.all).toBe(everyone.length);
        }
      }
    }
  });

  it('searches e-mail, first, last and full name in any case, with the type and sort applied', async () => {
    const everyone = await recomputed();
    for (const search of ['ARO', 'ngata', 'aroha ngata', ' smith ', '3.page@', 'page', 'nobody-at-all', '%', '_']) {
      for (const type of ['all', 'loyal', 'new'] as const) {
        const expected = filterCustomers(everyone, { search, type, sortBy: 'name', direction: 'asc' });
        const got = await allPages({ search, type, sort: 'name', order: 'asc' });
        expect(got.rows.map(view), `${search} ${type}`).toEqual(expected.map(view));
        expect(got.matching, `${search} ${type}`).toBe(expected.length);
      }
    }
    // Not vacuous: the searches find some and miss some.
    expect(
      filterCustomers(everyone, { search: 'ngata', type: 'all', sortBy: 'name', direction: 'asc' }).length,
    ).toBeGreaterThan(0);
    expect((await get('?search=page&limit=5')).rows).toHaveLength(5);
    expect((await get('?search=nobody-at-all&limit=5')).rows).toEqual([]);
  });

  it('answers an empty page past the end, with the counts', async () => {
    const { rows, matching, all } = await get('?limit=10&offset=1000');
    expect(rows).toEqual([]);
    expect({ matching, all }).toEqual({ matching: 26, all: 26 });
  });

  it('leaves staff out and follows a new order at once', async () => {
    const before = await get('?search=staff.page');
    expect(before.rows).toEqual([]);
    const [last] = (await get('?sort=totalSpent&order=asc&limit=1')).rows;
    await order(last!.id, 99_900, 'delivered');
    const [top] = (await get('?limit=1')).rows;
    expect(top).toMatchObject({ id: last!.id, totalSpent: last!.totalSpent + 999 });
  });

  it('refuses bad parameters with 400 naming the field, and reads nothing', async () => {
    const bad: Array<[string, string]> = [
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['limit=ten', 'limit'],
      ['limit=1.5', 'limit'],
      ['offset=-1', 'offset'],
      ['sort=price', 'sort'],
      ['order=up', 'order'],
      ['type=vip', 'type'],
      [`search=${'x'.repeat(201)}`, 'search'],
    ];
    for (const [query, field] of bad) {
      const res = await t.app.inject({ url: `/api/admin/users?${query}`, headers: admin });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), query).toEqual([field]);
      expect(res.json().message, query).toContain(field);
    }
  });
});
