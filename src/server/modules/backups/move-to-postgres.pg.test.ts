/**
 * `npm run db:move`: an embedded shop with orders, points and sign-in accounts is moved into a new
 * PostgreSQL database, and the app on that database serves the same orders, ledger and accounts.
 * Needs the real PostgreSQL (DATABASE_URL): a *.pg.test.ts file, run by the api-pg project.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase } from '../../db/pglite-database';
import { prepareDatabase } from '../../db/prepare';
import { catalogue, newShopper, placeOrder, relaxShopRules, type Shopper } from '../../test/checkout-helpers';
import { adminUrl } from '../../test/global-setup';
import type { TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';
import { MoveRefused, moveToPostgres } from './move-to-postgres';
import { openShopApp } from './shop-on-disk';
import { runOnDb, tableChecksums } from './table-checksums';

const base = process.env.DATABASE_URL;
const SLOW = 240_000;

describe.runIf(base)('moving an embedded shop to PostgreSQL', { timeout: SLOW }, () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-move-'));
  const name = `move_test_${randomBytes(5).toString('hex')}`;
  const targetUrl = base ? adminUrl(base, name) : '';
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl(base!) });
    await admin.connect();
    await admin.query(`create database ${name}`);
  }, SLOW);

  afterAll(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }, SLOW);

  /** What a customer and the admin read through the app: orders, points ledger, sign-in accounts. */
  async function whatTheAppServes(t: TestApp, customer: Shopper) {
    const adminHeaders = bearer(await mintToken(t, adminClaims()));
    const mine = await t.app.inject({ method: 'GET', url: '/api/orders/me', headers: customer.headers });
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: adminHeaders });
    const account = await t.app.inject({
      method: 'GET',
      url: `/api/loyalty/${customer.claims.sub}`,
      headers: customer.headers,
    });
    const ledger = await t.app.inject({
      method: 'GET',
      url: `/api/loyalty/${customer.claims.sub}/transactions`,
      headers: customer.headers,
    });
    const customers = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: adminHeaders });
    for (const res of [mine, all, account, ledger, customers]) expect(res.statusCode, res.body).toBe(200);
    return {
      mine: mine.json(),
      all: all.json(),
      account: account.json(),
      ledger: ledger.json(),
      customers: customers.json(),
    };
  }

  it('copies every table and sequence, checks them, and the moved shop serves the same data', async () => {
    const source = await openPgliteDatabase(path.join(dataDir, 'db'));
    await prepareDatabase(source, { seedDemo: true });
    const t = await openShopApp(dataDir, null, source);
    await relaxShopRules(t);
    const [product] = await catalogue(t);
    const customer = await newShopper(t);
    await placeOrder(t, customer, product!.id, 2);
    await placeOrder(t, customer, product!.id);
    await placeOrder(t, await newShopper(t), product!.id);
    await t.app.mailWorker.stop();
    const before = await whatTheAppServes(t, customer);
    const sums = await tableChecksums(runOnDb(t.database.db));
    expect(before.mine).toHaveLength(2);

    const lines: string[] = [];
    const moved = await moveToPostgres({
      source,
      targetUrl,
      objectsDir: path.join(dataDir, 'objects'),
      log: (line) => lines.push(line),
    });
    expect(moved.tables).toEqual(sums);
    expect(moved.startLine).toBe(`DATABASE_URL='${targetUrl}' npm start`);
    expect(lines).toContain(`copied orders: 3 rows`);

    // A second move into the now-filled database is refused before anything is written.
    await expect(moveToPostgres({ source, targetUrl, objectsDir: path.join(dataDir, 'objects') })).rejects.toThrow(
      MoveRefused,
    );
    await t.close();

    const onPostgres = await openShopApp(dataDir, targetUrl);
    try {
      await onPostgres.app.mailWorker.stop();
      expect(await whatTheAppServes(onPostgres, customer)).toEqual(before);
      // The order numbers carry on from the embedded shop's (the sequences moved too).
      await relaxShopRules(onPostgres);
      const { order } = await placeOrder(onPostgres, customer, product!.id);
      const numbers = (before.mine as Array<{ orderNumber: number }>).map((o) => o.orderNumber);
      expect((order as { orderNumber: number }).orderNumber).toBeGreaterThan(Math.max(...numbers) + 1);
    } finally {
      await onPostgres.close();
    }
  });
});
