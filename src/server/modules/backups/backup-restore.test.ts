/**
 * Back up, keep trading, restore: the data is the backup's again, photos included, on whichever
 * database this run uses (PGlite in `api`, PostgreSQL in `api-pg`). A damaged file or one from a
 * newer shop is refused and the live data stays as it was.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../platform/storage/local-storage';
import { catalogue, newShopper, placeOrder, relaxShopRules, type Shopper } from '../../test/checkout-helpers';
import type { TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { BadBackupFile, decodeBackup, encodeBackup } from './backup-file';
import { saveBackup } from './backup-store';
import { makeBackup } from './make-backup';
import { restoreBackup, type RestoreTarget } from './restore-backup';
import { createShopOnDisk, type ShopOnDisk } from './shop-on-disk';
import { runOnDb, tableChecksums } from './table-checksums';

const kind = testDatabaseKind();
/** Each test opens a shop on disk up to three times and dumps it: minutes, not seconds, on a busy machine. */
const SLOW = 180_000;
let shop: ShopOnDisk;
let t: TestApp | null;

beforeEach(async () => {
  shop = await createShopOnDisk(kind);
  t = await shop.open();
  await relaxShopRules(t);
}, SLOW);

afterEach(async () => {
  await t?.close();
  await shop.destroy();
}, SLOW);

const objectsDir = () => path.join(shop.dataDir, 'objects');
const target = (): RestoreTarget =>
  shop.url
    ? { kind: 'postgres', url: shop.url, objectsDir: objectsDir() }
    : { kind: 'pglite', dbDir: path.join(shop.dataDir, 'db'), objectsDir: objectsDir() };

async function addPhoto(app: TestApp): Promise<string> {
  const key = `products/${randomUUID()}.webp`;
  const storage = await createLocalStorage({ dir: objectsDir(), publicUrl: app.config.publicUrl, db: app.database.db });
  await storage.write(key, Buffer.from(`photo ${key}`), 'image/webp');
  return key;
}

async function orderNumbersOf(app: TestApp, shopper: Shopper): Promise<number[]> {
  const res = await app.app.inject({ method: 'GET', url: '/api/orders/me', headers: shopper.headers });
  expect(res.statusCode).toBe(200);
  return res
    .json<Array<{ orderNumber: number }>>()
    .map((order) => order.orderNumber)
    .sort();
}

/** Backs up the open shop; the mail worker is stopped first so nothing changes between the two reads. */
async function backUp(app: TestApp) {
  await app.app.mailWorker.stop();
  const sums = await tableChecksums(runOnDb(app.database.db));
  const bytes = await makeBackup({
    database: app.database,
    databaseUrl: shop.url ?? undefined,
    objectsDir: objectsDir(),
  });
  const saved = await saveBackup(path.join(shop.dataDir, 'backups'), bytes, new Date());
  return { sums, file: path.join(shop.dataDir, 'backups', saved.name) };
}

describe(`backup and restore (${kind})`, { timeout: SLOW }, () => {
  it('brings back the orders, points, accounts and photos the backup held, and nothing written after it', async () => {
    const [product] = await catalogue(t!);
    const customer = await newShopper(t!);
    await placeOrder(t!, customer, product!.id);
    const keptPhoto = await addPhoto(t!);
    const before = await orderNumbersOf(t!, customer);
    const { sums, file } = await backUp(t!);

    // Trading goes on after the backup: an order (and its points), a new customer, a photo.
    await placeOrder(t!, customer, product!.id, 2);
    await placeOrder(t!, await newShopper(t!), product!.id);
    const laterPhoto = await addPhoto(t!);
    expect(await orderNumbersOf(t!, customer)).toHaveLength(2);
    expect(await tableChecksums(runOnDb(t!.database.db))).not.toEqual(sums);
    await t!.close();
    t = null;

    const result = await restoreBackup(readFileSync(file), target());
    expect(result.photos).toBe(1);

    t = await shop.open();
    expect(await tableChecksums(runOnDb(t.database.db))).toEqual(sums);
    expect(await orderNumbersOf(t, customer)).toEqual(before);
    expect(existsSync(path.join(objectsDir(), keptPhoto))).toBe(true);
    expect(existsSync(path.join(objectsDir(), laterPhoto))).toBe(false);
  });

  it('refuses a file that fails its checksum, and the live data stays as it was', async () => {
    const { file } = await backUp(t!);
    const [product] = await catalogue(t!);
    await placeOrder(t!, await newShopper(t!), product!.id);
    const live = await tableChecksums(runOnDb(t!.database.db));
    await t!.close();
    t = null;

    const damaged = readFileSync(file);
    damaged[damaged.length - 10] = damaged[damaged.length - 10]! ^ 0xff;
    writeFileSync(file, damaged);
    await expect(restoreBackup(readFileSync(file), target())).rejects.toThrow(/fails its checksum/);
    await expect(restoreBackup(readFileSync(file).subarray(0, 2000), target())).rejects.toThrow(BadBackupFile);

    t = await shop.open();
    expect(await tableChecksums(runOnDb(t.database.db))).toEqual(live);
  });

  it('refuses a backup from a newer version of the shop (a migration this code does not know)', async () => {
    const { file } = await backUp(t!);
    const live = await tableChecksums(runOnDb(t!.database.db));
    await t!.close();
    t = null;
    const { header, parts } = decodeBackup(readFileSync(file));
    const newer = encodeBackup({ ...header, schema: '9999_from_the_future' }, parts);
    await expect(restoreBackup(newer, target())).rejects.toThrow(/newer version of the shop/);

    t = await shop.open();
    expect(await tableChecksums(runOnDb(t.database.db))).toEqual(live);
  });
});
