/**
 * The admin's backups: status with the 26-hour warning, "back up now", download; a visitor and a
 * customer get 401/403 and never a file; no name reaches outside DATA_DIR/backups.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBackupFile, AdminBackupStatus } from '../../../contracts/admin-backups';
import type { TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { adminClaims, bearer, customerClaims, mintToken } from '../../test/tokens';
import { decodeBackup } from './backup-file';
import { createBackupsService } from './backups.service';
import { createShopOnDisk, type ShopOnDisk } from './shop-on-disk';

const SLOW = 180_000;
let shop: ShopOnDisk;
let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;

beforeAll(async () => {
  shop = await createShopOnDisk(testDatabaseKind());
  t = await shop.open();
  admin = bearer(await mintToken(t, adminClaims()));
  customer = bearer(await mintToken(t, customerClaims()));
}, SLOW);

afterAll(async () => {
  await t.close();
  await shop.destroy();
}, SLOW);

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('admin backups', { timeout: SLOW }, () => {
  it('warns when no backup has been made, makes one on request, then shows when it ran', async () => {
    const before = (await get('/api/admin/backups', admin)).json<AdminBackupStatus>();
    expect(before).toMatchObject({ lastBackupAt: null, overdue: true, backups: [] });
    expect(before.nightly).toMatchObject({ hour: 3, keepDaily: 7, keepWeekly: 4 });

    const made = await t.app.inject({ method: 'POST', url: '/api/admin/backups', headers: admin });
    expect(made.statusCode, made.body).toBe(201);
    const file = made.json<AdminBackupFile>();

    const after = await get('/api/admin/backups', admin);
    expect(after.headers['cache-control']).toBe('no-store');
    expect(after.json<AdminBackupStatus>()).toMatchObject({
      lastBackupAt: file.createdAt,
      overdue: false,
      backups: [file],
    });
  });

  it('lets the admin download a backup, a whole file that passes its checksum', async () => {
    const [file] = (await get('/api/admin/backups', admin)).json<AdminBackupStatus>().backups;
    const res = await get(`/api/admin/backups/${file!.name}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${file!.name}"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(decodeBackup(res.rawPayload).header.kind).toBe(testDatabaseKind());
  });

  it('never serves a backup, nor its list, to a visitor or a customer', async () => {
    const [file] = (await get('/api/admin/backups', admin)).json<AdminBackupStatus>().backups;
    for (const url of ['/api/admin/backups', `/api/admin/backups/${file!.name}`]) {
      expect((await get(url)).statusCode).toBe(401);
      const asCustomer = await get(url, customer);
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.body).not.toContain('SAFFRON-SUGAR-BACKUP');
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/backups' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/backups', headers: customer })).statusCode).toBe(403);
  });

  it('refuses any name that is not a backup in the backups folder (path traversal included)', async () => {
    // A file beside the backups that is not one of them, and the database folder next door.
    writeFileSync(path.join(t.config.backups.dir, 'notes.txt'), 'private');
    for (const name of [
      '..%2F..%2F..%2Fetc%2Fpasswd',
      '..%2Fdb%2FPG_VERSION',
      'notes.txt',
      '%2Fetc%2Fpasswd',
      'shop-2026-01-01T00-00-00Z.backup%2F..%2F..%2Fnotes.txt',
    ]) {
      const res = await get(`/api/admin/backups/${name}`, admin);
      expect(res.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, name).toBeLessThan(500);
      expect(res.body).not.toContain('private');
      expect(res.json()).toHaveProperty('message');
    }
    expect((await get('/api/admin/backups/..%2F..%2Fetc%2Fpasswd', admin)).statusCode).toBe(400);
    expect((await get('/api/admin/backups/shop-2020-01-01T00-00-00Z.backup', admin)).statusCode).toBe(404);
  });

  it('turns overdue once the newest backup is more than 26 hours old', async () => {
    const backups = createBackupsService({ database: t.database, config: t.config });
    const last = new Date((await backups.status()).lastBackupAt!);
    expect((await backups.status(new Date(last.getTime() + 25 * 3_600_000))).overdue).toBe(false);
    expect((await backups.status(new Date(last.getTime() + 27 * 3_600_000))).overdue).toBe(true);
  });
});
