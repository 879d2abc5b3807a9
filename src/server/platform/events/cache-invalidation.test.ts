/**
 * Two server copies on one database (issue [10 of 11], "a catalogue write on one copy is seen on
 * the other within a second"): each keeps its catalogue and settings in memory for the default
 * 30 s, so the other copy showing a write at once proves the NOTIFY reached it.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { AdminSaveProduct } from '../../../contracts/admin-catalog';
import type { StoreProduct } from '../../../contracts/catalog';
import type { AdminBusinessSettings, StoreBusinessSettings } from '../../../contracts/settings';
import { addDays, aucklandNow } from '../../../domain/delivery';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';

let first: TestApp;
let second: FastifyInstance;
let secondDatabase: Database;
let admin: Record<string, string>;

beforeAll(async () => {
  first = await createTestApp();
  secondDatabase = first.database.openAgain();
  second = await buildApp({ config: first.config, database: secondDatabase, logger: false });
  await second.ready();
  admin = bearer(await mintToken(first, adminClaims()));
});
afterAll(async () => {
  await second.close();
  await secondDatabase.close();
  await first.close();
});

const productOn = async (app: FastifyInstance, slug: string) =>
  (await app.inject({ url: `/api/products/slug/${slug}` })).json<StoreProduct>();

it('a product saved through one copy is served changed by the other within a second', async () => {
  const [product] = (await second.inject({ url: '/api/products' })).json<StoreProduct[]>();
  expect(product).toBeDefined();
  // The second copy has it cached now.
  expect((await productOn(second, product!.slug)).name).toBe(product!.name);

  const list = await first.app.inject({ url: '/api/admin/products', headers: admin });
  const edit = list.json<Array<Record<string, unknown>>>().find((p) => p.id === product!.id)!;
  const renamed = `${product!.name} (renamed on copy one)`;
  const saved = await first.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${product!.id}`,
    headers: admin,
    payload: { ...toSaveInput(edit), name: renamed },
  });
  expect(saved.statusCode, saved.body).toBe(200);

  await vi.waitFor(async () => expect((await productOn(second, product!.slug)).name).toBe(renamed), {
    timeout: 1000,
    interval: 25,
  });
});

it('business settings saved through one copy are served by the other within a second', async () => {
  const before = (await second.inject({ url: '/api/business-settings' })).json<StoreBusinessSettings>();
  const current = (
    await first.app.inject({ url: '/api/admin/business-settings', headers: admin })
  ).json<AdminBusinessSettings>();
  const phone = before.phone === '+64 9 555 0199' ? '+64 9 555 0188' : '+64 9 555 0199';
  const saved = await first.app.inject({
    method: 'PUT',
    url: '/api/admin/business-settings',
    headers: admin,
    payload: { ...current, phone },
  });
  expect(saved.statusCode, saved.body).toBe(200);

  await vi.waitFor(
    async () =>
      expect((await second.inject({ url: '/api/business-settings' })).json<StoreBusinessSettings>().phone).toBe(phone),
    { timeout: 1000, interval: 25 },
  );
});

it('a closure added through one copy is served by the other within a second, and its removal too', async () => {
  const day = addDays(aucklandNow().date, 10);
  const reason = `Closed for a test on copy one ${day}`;
  const reasonsOnSecond = async () =>
    ((await second.inject({ url: '/api/business-settings' })).json<StoreBusinessSettings>().closures ?? []).map(
      (closure) => closure.reason,
    );
  expect(await reasonsOnSecond()).not.toContain(reason); // cached on the second copy now
  const added = await first.app.inject({
    method: 'POST',
    url: '/api/admin/closures',
    headers: admin,
    payload: { startDate: day, endDate: day, reason },
  });
  expect(added.statusCode, added.body).toBe(201);
  await vi.waitFor(async () => expect(await reasonsOnSecond()).toContain(reason), {
    timeout: 1000,
    interval: 25,
  });

  const removed = await first.app.inject({
    method: 'DELETE',
    url: `/api/admin/closures/${added.json<{ id: string }>().id}`,
    headers: admin,
  });
  expect(removed.statusCode).toBe(204);
  await vi.waitFor(async () => expect(await reasonsOnSecond()).not.toContain(reason), {
    timeout: 1000,
    interval: 25,
  });
});

/** The admin's product as the edit form sends it back. */
function toSaveInput(product: Record<string, unknown>): Record<string, unknown> {
  const fields = Object.keys(AdminSaveProduct.shape);
  return Object.fromEntries(Object.entries(product).filter(([key, value]) => fields.includes(key) && value != null));
}
