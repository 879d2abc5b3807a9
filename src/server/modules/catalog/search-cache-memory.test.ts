/**
 * The catalogue keeps every search's answer for the catalogue's version (issue 27: 120 terms cost
 * 134 MiB with a count bound alone). Filled here with hostile terms, on the real database, its
 * accounted bytes never pass the budget; what the process's RSS does is measured by
 * `scripts/bench-cache-memory.ts`, not in a timed test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_BODIES_MAX_BYTES } from '../../platform/memory/budgets';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createCatalogService } from './catalog.service';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

/** Queries that match much of the catalogue, each a new key: a page of its own for each. */
const hostileQuery = (i: number) => ({ search: i % 2 ? 'e' : 'a', offset: i % 3, limit: 20 + i });

describe('the catalogue search cache', () => {
  it('stays within its byte budget however many hostile search terms arrive, keeping the answers in use', async () => {
    const catalog = createCatalogService(database.db, { cacheSeconds: 3600 });
    const listing = await catalog.bodies.products({});
    const terms = 1000;
    for (let i = 0; i < terms; i += 1) {
      const body = await catalog.bodies.products(hostileQuery(i));
      expect(JSON.parse(body.text).length).toBeGreaterThan(10);
      expect((await catalog.heldBodies()).bytes).toBeLessThanOrEqual(CATALOG_BODIES_MAX_BYTES);
      // The storefront's listing is asked for all the time, so it is never the least recently used.
      if (i % 10 === 0) expect(await catalog.bodies.products({})).toBe(listing);
    }
    const held = await catalog.heldBodies();
    // Without the byte bound these answers would have been kept: they add up to more than the budget.
    expect(held.entries).toBeLessThan(terms);
    expect(held.bytes).toBeGreaterThan(CATALOG_BODIES_MAX_BYTES / 2);
    expect(await catalog.bodies.products({})).toBe(listing);
  });

  it('keeps one answer for a term whatever its case and spaces, and matches it the same', async () => {
    const catalog = createCatalogService(database.db, { cacheSeconds: 3600 });
    const plain = await catalog.bodies.products({ search: 'celebration cake' });
    const before = await catalog.heldBodies();
    for (const variant of ['Celebration Cake', '  celebration cake ', 'CELEBRATION   CAKE', '\tcelebration\ncake']) {
      expect(await catalog.bodies.products({ search: variant })).toBe(plain);
    }
    expect(await catalog.heldBodies()).toEqual(before);
    expect(JSON.parse(plain.text).length).toBeGreaterThan(0);
    // Only spaces is no search at all: the whole listing.
    expect(await catalog.bodies.products({ search: '   ' })).toBe(await catalog.bodies.products({}));
  });
});
