/**
 * P15 (SQL injection) and P16 (resource consumption) on the catalogue's query parameters, the
 * only place a visitor's text reaches a WHERE clause without a token. Queries are built by
 * Drizzle with bound parameters; these tests prove it from outside, and sqlmap tries its own
 * payloads where it is installed (Debian's `sqlmap`).
 */
import { sql } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreProduct } from '../../../contracts/catalog';
import { createListeningTestApp, type ListeningTestApp } from '../../test/listening-app';
import { itOnPostgres } from '../../test/races';
import { allowing } from '@/test/time-limits';

let t: ListeningTestApp;
let all: StoreProduct[];
beforeAll(async () => {
  t = await createListeningTestApp();
  all = (await t.app.inject({ url: '/api/products' })).json<StoreProduct[]>();
});
afterAll(() => t.close());

/** Rows per table, to show no statement of an attacker's ran. */
async function tableCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['products', 'categories', 'orders', 'users', 'loyalty_rewards']) {
    const { rows } = (await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
      rows: Array<{ n: number }>;
    };
    counts[table] = rows[0]!.n;
  }
  return counts;
}

/** What a database error or a leaked query would show. */
const SQL_TEXT = /syntax error|unterminated|SELECT |UNION|relation "|column "|pg_|sqlstate|42601|22P02|drizzle/i;

describe('P15 SQL injection', () => {
  it.each([
    ['search', "/api/products?search=' OR 1=1--"],
    ['search', '/api/products?search=%27%20OR%20%271%27%3D%271'],
    ['search', "/api/products?search=x'); DROP TABLE orders;--"],
    ['search', "/api/products?search=\\' OR 1=1 --"],
    ['category', "/api/products?category=x' UNION SELECT null--"],
    ['category', '/api/products?category=cakes%27%20OR%20%271%27%3D%271'],
    ['slug', "/api/products/slug/x'%20OR%20'1'='1"],
    ['slug', '/api/products/slug/x%27%3B%20DROP%20TABLE%20products%3B--'],
    ['limit', '/api/products?limit=1;DROP TABLE orders'],
    ['limit', '/api/products?limit=1 OR 1=1'],
    ['offset', '/api/products?offset=0;DELETE FROM products'],
    ['id', "/api/products/1' OR '1'='1/variants"],
  ])('P15 %s: %s gives no extra rows and no SQL text, 200/400/404 only', async (_param, url) => {
    const before = await tableCounts();
    const res = await t.app.inject({ url: encodeURI(decodeURI(url)).replace(/'/g, '%27') });
    expect([200, 400, 404]).toContain(res.statusCode);
    expect(res.body).not.toMatch(SQL_TEXT);
    if (res.statusCode === 200 && Array.isArray(res.json())) {
      // An injected OR 1=1 would return the whole catalogue; plain text matches nothing.
      expect(res.json<StoreProduct[]>().length).toBeLessThan(all.length);
    }
    expect(await tableCounts()).toEqual(before);
  });

  // One run is enough: on PostgreSQL (what production runs); `npm test` installs sqlmap as root.
  itOnPostgres(
    'P15 sqlmap (level 3, risk 2) finds no injectable parameter in the catalogue search',
    async () => {
      await promisify(execFile)('sqlmap', ['--version']).catch(() => {
        throw new Error('sqlmap is not installed: apt-get install sqlmap (npm test installs it as root)');
      });
      const before = await tableCounts();
      const outputDir = mkdtempSync(path.join(os.tmpdir(), 'shop-sqlmap-'));
      try {
        // Only `search` is free text: category is a slug and limit/offset whole numbers, refused
        // with 400 before any query (the cases above). Bounded: 5 s per request, no retries.
        const { stdout } = await promisify(execFile)(
          'sqlmap',
          [
            '-u',
            `${t.baseUrl}/api/products?search=a&category=b&limit=5`,
            '-p',
            'search',
            '--batch',
            '--level',
            '3',
            '--risk',
            '2',
            '--threads',
            '8',
            '--time-sec',
            '1',
            '--timeout',
            '5',
            '--retries',
            '0',
            '--disable-coloring',
            '--flush-session',
            '--output-dir',
            outputDir,
          ],
          { timeout: allowing(120_000), maxBuffer: 16 * 1024 * 1024 },
        );
        expect(stdout).toContain("parameter 'search' does not seem to be injectable");
        expect(stdout).not.toMatch(
          /identified the following injection point|is vulnerable|appears to be .*injectable/i,
        );
      } finally {
        rmSync(outputDir, { recursive: true, force: true });
      }
      expect(await tableCounts()).toEqual(before);
    },
    150_000,
  );
});

describe('P16 resource consumption', () => {
  it.each([
    ['limit=100000', /limit/],
    ['limit=-1', /limit/],
    [`search=${'%'.repeat(3)}${'a'.repeat(10_000)}`, /search/],
    ['category=cakes&category=pastries-breads', /category/],
    ['search=a&search=b', /search/],
    ['offset=99999999', /offset/],
  ])('P16 %s: 400 naming the parameter', async (query, mentions) => {
    const res = await t.app.inject({ url: `/api/products?${query.replace(/%(?![0-9A-F]{2})/g, '%25')}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(mentions) });
  });

  it('P16 wildcard characters in a search are matched as text, not patterns', async () => {
    for (const search of ['%%%%____', '%', '_', '\\', '%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_']) {
      const res = await t.app.inject({ url: `/api/products?search=${encodeURIComponent(search)}` });
      expect(res.statusCode, search).toBe(200);
      expect(res.json(), search).toEqual([]);
    }
  });

  it('P16 a 10 kB query over the network is refused (400/414/431), and the server keeps answering', async () => {
    const res = await fetch(`${t.baseUrl}/api/products?search=${'a'.repeat(10_000)}`);
    expect([400, 414, 431]).toContain(res.status);
    const huge = await fetch(`${t.baseUrl}/api/products?search=${'a'.repeat(70_000)}`);
    expect([400, 414, 431]).toContain(huge.status);
    expect((await fetch(`${t.baseUrl}/api/products?limit=1`)).status).toBe(200);
  });
});
