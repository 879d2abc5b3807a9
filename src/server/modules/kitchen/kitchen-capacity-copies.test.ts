/**
 * "Every server copy shows a change within 2 s" (issue 23), for the kitchen's minutes: a capacity
 * saved through one copy changes what the other serves. The checkout's slot list reads the
 * minutes fresh; the board keeps them in the settings cache for 30 s (and Date is frozen here, so
 * that cache never ages out), so the second copy's board changing proves the NOTIFY reached it.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { AdminBoard } from '../../../contracts/admin-board';
import type { StoreSlot } from '../../../contracts/checkout';
import { aucklandInstant } from '../../../domain/delivery';
import { uniformCapacity } from '../../../domain/kitchen-capacity';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { businessSettings } from '../../db/schema';
import { addToCart, newShopper, relaxShopRules, type Shopper } from '../../test/checkout-helpers';
import { createProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';
import { allowing } from '@/test/time-limits';

let first: TestApp;
let second: FastifyInstance;
let secondDatabase: Database;
let shopper: Shopper;
const DAY = '2026-12-08'; // A Tuesday, no holiday.
const SLOT = '13:00-15:00';

beforeAll(async () => {
  first = await createTestApp({ CATALOG_CACHE_SECONDS: '30' });
  await relaxShopRules(first);
  await first.database.db.update(businessSettings).set({ kitchenCapacity: uniformCapacity(60) });
  secondDatabase = first.database.openAgain();
  second = await buildApp({ config: first.config, database: secondDatabase, logger: false });
  await second.ready();
  const cake = await createProduct(first, { name: 'Copies Test Gateau', category: 'cakes', effortMinutes: 30 });
  shopper = await newShopper(first);
  await addToCart(first, shopper, cake.id, 1);
});
afterAll(async () => {
  await second?.close();
  await secondDatabase?.close();
  await first?.close();
});
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: aucklandInstant('2026-12-01', 10 * 60) }));
afterEach(() => vi.useRealTimers());

/** How many orders of the shopper's one-cake cart the second copy says still fit in SLOT. */
async function leftOnSecond(): Promise<number | null | undefined> {
  const query = new URLSearchParams({ date: DAY, fulfilment: 'delivery', sessionId: shopper.sessionId });
  const res = await second.inject({ url: `/api/checkout/slots?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StoreSlot[]>().find((slot) => slot.time === SLOT)?.left;
}

/** The day's kitchen capacity on the second copy's board. */
async function boardCapacityOnSecond(admin: Record<string, string>): Promise<number | undefined> {
  const res = await second.inject({ url: `/api/admin/board?date=${DAY}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminBoard>().kitchen?.capacity;
}

it("a capacity saved through one copy changes the other's slots and board within 2 s", async () => {
  const admin = bearer(await mintToken(first, adminClaims()));
  expect(await leftOnSecond()).toBe(2); // 60 minutes, 30 a cake.
  expect(await boardCapacityOnSecond(admin)).toBe(300); // Now cached on the second copy.
  const capacity = uniformCapacity(60);
  capacity.tuesday.slots[SLOT] = 150;
  capacity.tuesday.day = 400;
  const saved = await first.app.inject({
    method: 'PUT',
    url: '/api/admin/kitchen-capacity',
    headers: admin,
    payload: { capacity },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await vi.waitFor(async () => expect(await leftOnSecond()).toBe(5), { timeout: allowing(2000), interval: 25 });
  await vi.waitFor(async () => expect(await boardCapacityOnSecond(admin)).toBe(400), {
    timeout: allowing(2000),
    interval: 25,
  });

  const cut = uniformCapacity(60);
  cut.tuesday.slots[SLOT] = 0;
  const closed = await first.app.inject({
    method: 'PUT',
    url: '/api/admin/kitchen-capacity',
    headers: admin,
    payload: { capacity: cut },
  });
  expect(closed.statusCode, closed.body).toBe(200);
  await vi.waitFor(async () => expect(await leftOnSecond()).toBe(0), { timeout: allowing(2000), interval: 25 });
});
