/**
 * P33: the cart under parallel writes, on PostgreSQL (describeRace), 20 rounds each, with the
 * lines read back in SQL: (a) 20 different products added at once make 20 lines; (b) two tabs
 * sending 25 quantity changes each leave one of the sent quantities; (c) 10 adds of the same
 * choice merge into one line of 10. Never a 500, never a quantity outside 1-50.
 */
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoreCartLine } from '../../../contracts/cart';
import type { StoreProduct } from '../../../contracts/catalog';
import { createProduct } from '../../test/factories';
import { describeRace } from '../../test/races';
import { createTestApp, type TestApp } from '../../test/test-app';

const ROUNDS = 20;
const RACE_TIMEOUT_MS = 180_000;

let t: TestApp;
let products: StoreProduct[];

const add = (sessionId: string, productId: string, quantity = 1) =>
  t.app.inject({ method: 'POST', url: '/api/cart', payload: { sessionId, productId, quantity } });

async function linesInSql(sessionId: string): Promise<Array<{ product_id: string; quantity: number }>> {
  const result = (await t.database.db.execute(
    sql`select product_id, quantity from cart_items where session_id = ${sessionId} order by product_id`,
  )) as unknown as { rows: Array<{ product_id: string; quantity: number }> };
  return result.rows;
}

describeRace('P33 cart races', () => {
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_CART_WRITES_PER_MINUTE: '100000',
      RATE_LIMIT_CART_WRITES_PER_ADDRESS_PER_MINUTE: '100000',
    });
    products = [];
    for (let i = 0; i < 20; i += 1)
      products.push(await createProduct(t, { name: `Race Sweet ${i}`, priceCents: 500 + i }));
  });
  afterAll(() => t?.close());

  it(
    'P33 (a) 20 different products added at once make 20 lines, every round',
    async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const sessionId = randomUUID();
        const answers = await Promise.all(products.map((p) => add(sessionId, p.id)));
        expect(
          answers.map((a) => a.statusCode),
          `round ${round}`,
        ).toEqual(products.map(() => 201));
        const lines = await linesInSql(sessionId);
        expect(lines, `round ${round}`).toHaveLength(20);
        expect(lines.every((l) => l.quantity === 1)).toBe(true);
      }
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'P33 (b) two tabs sending 25 quantity changes each leave one of the sent quantities, every round',
    async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const sessionId = randomUUID();
        const line = (await add(sessionId, products[0]!.id)).json<StoreCartLine>();
        const sent = Array.from({ length: 50 }, () => 1 + Math.floor(Math.random() * 10));
        const answers = await Promise.all(
          sent.map((quantity) =>
            t.app.inject({
              method: 'PUT',
              url: `/api/cart/${line.id}`,
              headers: { 'x-cart-session': sessionId },
              payload: { quantity },
            }),
          ),
        );
        expect(
          answers.every((a) => a.statusCode === 200),
          `round ${round}`,
        ).toBe(true);
        const lines = await linesInSql(sessionId);
        expect(lines, `round ${round}`).toHaveLength(1);
        expect(sent).toContain(lines[0]!.quantity);
      }
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'P33 (c) ten adds of the same choice merge into one line of 10, every round',
    async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const sessionId = randomUUID();
        const answers = await Promise.all(Array.from({ length: 10 }, () => add(sessionId, products[1]!.id)));
        expect(
          answers.map((a) => a.statusCode),
          `round ${round}`,
        ).toEqual(Array(10).fill(201));
        expect(await linesInSql(sessionId), `round ${round}`).toEqual([{ product_id: products[1]!.id, quantity: 10 }]);
      }
      const [bad] = (
        (await t.database.db.execute(
          sql`select count(*)::int as n from cart_items where quantity < 1 or quantity > 50`,
        )) as unknown as { rows: Array<{ n: number }> }
      ).rows;
      expect(bad!.n).toBe(0);
    },
    RACE_TIMEOUT_MS,
  );
});
