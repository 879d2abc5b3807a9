/**
 * P40: nothing but the built app and its public files is served (security R11). The client
 * folder here holds, besides a page asset, the dotfiles a build or a deploy may leave there
 * (the Vite manifest, an .env, a .git folder); the real build (no source maps, backups or logs
 * in it) is checked in e2e/security.spec.ts, and which file kinds may be served at all in
 * servable-files.test.ts.
 */
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderPage } from '../../../contracts/ssr';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

const SECRET = 'must-never-be-served-4f1c';
const BAIT = ['.env', '.git/config', '.git/HEAD', '.vite/manifest.json', '.htpasswd', 'assets/.env'];

let app: FastifyInstance;
let database: TestDatabase;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'shop-exposed-'));
  for (const file of BAIT) {
    mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
    writeFileSync(path.join(clientDir, file), SECRET);
  }
  writeFileSync(path.join(clientDir, 'assets/entry.js'), 'console.log("shop")');
  database = await createTestDatabase();
  const render: RenderPage = async () => ({ status: 200, html: '<!doctype html><title>Shop</title>' });
  app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      PAYMENTS: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
    }),
    database,
    logger: false,
    web: { clientDir, render, assets: { entryScript: '/assets/entry.js', styles: [], modulePreloads: [] } },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.destroy();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('P40 exposed files', () => {
  it('P40 serves the page asset (the folder is really served)', async () => {
    const res = await app.inject({ url: '/assets/entry.js', headers: { host: 'localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('shop');
  });

  it.each([
    '/.env',
    '/.git/config',
    '/.git/HEAD',
    '/.vite/manifest.json',
    '/.htpasswd',
    '/assets/.env',
    '/%2eenv',
    '/%2egit/config',
    '/assets/../.env',
    '/assets/%2e%2e/.env',
    '/assets/..%2f.env',
    '/.%2fenv',
  ])('P40 %s is not served', async (url) => {
    const res = await app.inject({ url, headers: { host: 'localhost:3000' } });
    expect(res.body).not.toContain(SECRET);
    // A page-shaped path renders the shop's page (its own 404 within the app) or 404s; a file never.
    expect([200, 404]).toContain(res.statusCode);
    if (res.statusCode === 200) expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it.each([
    '/metrics',
    '/api/metrics',
    '/api-docs',
    '/api/docs',
    '/swagger.json',
    '/api/swagger.json',
    '/documentation',
    '/api/admin',
    '/server-status',
    '/.well-known/security.txt.bak',
  ])('P40 %s exposes no internals (404, or 401 for the admin API)', async (url) => {
    const res = await app.inject({ url, headers: { host: 'localhost:3000' } });
    if (url.startsWith('/api/')) {
      expect(url === '/api/admin' ? 401 : 404).toBe(res.statusCode);
      expect(res.json()).toMatchObject({ code: expect.any(String), requestId: expect.any(String) });
    } else {
      // Not an API path: the shop's page renderer answers; no metrics, no API description.
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    expect(res.body).not.toMatch(/process_cpu|nodejs_|"openapi"|"swagger"|"paths"\s*:/);
  });
});
