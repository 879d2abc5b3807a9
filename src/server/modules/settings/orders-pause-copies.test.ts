/**
 * "Every server copy sees a change within 2 s" (issue 23): two copies on one database, each keeping
 * its settings in memory for 30 s, so the second copy showing a pause (and its end) made through the
 * first proves the settings NOTIFY reached it (the checkout reads the settings fresh anyway).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { StoreBusinessSettings } from '../../../contracts/settings';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';
import { allowing } from '@/test/time-limits';

let first: TestApp;
let second: FastifyInstance;
let secondDatabase: Database;
let admin: Record<string, string>;

beforeAll(async () => {
  first = await createTestApp({ CATALOG_CACHE_SECONDS: '30' });
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

const pauseOnSecond = async () =>
  (await second.inject({ url: '/api/business-settings' })).json<StoreBusinessSettings>().ordersPause;

it('a pause made through one copy is served by the other within 2 s, and so is resuming', async () => {
  expect(await pauseOnSecond()).toBeNull(); // cached on the second copy now
  const paused = await first.app.inject({
    method: 'PUT',
    url: '/api/admin/orders-pause',
    headers: admin,
    payload: { message: 'Paused on copy one' },
  });
  expect(paused.statusCode, paused.body).toBe(200);
  await vi.waitFor(async () => expect(await pauseOnSecond()).toEqual({ message: 'Paused on copy one', until: null }), {
    timeout: allowing(2000),
    interval: 25,
  });

  const resumed = await first.app.inject({ method: 'DELETE', url: '/api/admin/orders-pause', headers: admin });
  expect(resumed.statusCode).toBe(200);
  await vi.waitFor(async () => expect(await pauseOnSecond()).toBeNull(), { timeout: allowing(2000), interval: 25 });
});
