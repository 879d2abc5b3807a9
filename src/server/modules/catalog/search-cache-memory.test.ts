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

/** Terms that match much of the catalogue, each a new key: case and spaces change the key, not the answer. */
const hostileTerm = (i: number) => `${' '.repeat(i % 40)}${i % 2 ? 'e' : 'E'}${' '.repeat(Math.floor(i / 40) % 40)}`;

describe('the catalogue search cache', () => {
  it('stays within its byte budget however many hostile search terms arrive, keeping the answers in use', async () => {
    const catalog = createCatalogService(database.db, { cacheSeconds: 3600 });
    const listing = await catalog.bodies.products({});
    const terms = 1000;
    for (let i = 0; i < terms; i += 1) {
      const body = await catalog.bodies.products({ search: hostileTerm(i) });
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
});
