/**
 * What the load runs need in the bench's own shop before they start: ~100 products, points for
 * the demo customer (a ledger row with its balance, so the invariants still hold), carts with a
 * line to update, and the customer's token; afterwards the invariants, in SQL.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { openDatabase } from '../../../src/server/db/client';
import { loyaltyInvariantViolations } from '../../../src/server/test/loyalty-invariants';
import { extraProductsSql, RELAX_SHOP_RULES, type Target } from '../database';
import { call } from '../figures/checkout';
import { accessToken, DEMO_CUSTOMER } from '../sign-in';

export const PRODUCTS = 100;
const BENCH_POINTS = 10_000_000;

/** Statements run into the stopped, freshly seeded shop. */
export function seedSql(): string[] {
  const customer = `(select id from users where email = '${DEMO_CUSTOMER.email}')`;
  return [
    RELAX_SHOP_RULES,
    extraProductsSql(PRODUCTS),
    `insert into loyalty_accounts (user_id) select ${customer} on conflict do nothing`,
    `insert into loyalty_transactions (user_id, type, points, description)
     values (${customer}, 'adjustment', ${BENCH_POINTS}, 'Bench points')`,
    `update loyalty_accounts set total_points = total_points + ${BENCH_POINTS} where user_id = ${customer}`,
  ];
}

export interface Catalogue {
  slugs: string[];
  categories: string[];
  /** In stock, no sizes or extra notice: lines any cart can take. */
  simpleProductIds: string[];
}

/**
 * A setup request sent again after its Retry-After while the shop answers 503 BUSY: a shop just
 * started is still warming up and may refuse on its event loop's delay (decision 0227).
 */
export async function fetchAdmitted(url: string, init?: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const res = await fetch(url, init);
    if (res.status !== 503 || attempt >= 30) return res;
    await res.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, Number(res.headers.get('retry-after') ?? 1) * 1000));
  }
}

export async function catalogue(base: string): Promise<Catalogue> {
  const products = (await (await fetchAdmitted(`${base}/api/products`)).json()) as {
    id: string;
    slug: string;
    category: string;
    inStock: boolean;
  }[];
  return {
    slugs: products.map((p) => p.slug),
    categories: [...new Set(products.map((p) => p.category))],
    simpleProductIds: products.filter((p) => p.inStock && p.category !== 'cakes').map((p) => p.id),
  };
}

export interface CartLine {
  sessionId: string;
  itemId: string;
}

/** `count` carts of one line each. */
export async function cartsWithALine(base: string, productIds: string[], count: number): Promise<CartLine[]> {
  const lines: CartLine[] = [];
  for (let i = 0; i < count; i += 1) {
    const sessionId = randomUUID();
    const productId = productIds[i % productIds.length]!;
    const added = await call(`${base}/api/cart`, { sessionId, productId, quantity: 1 });
    lines.push({ sessionId, itemId: added.json.id as string });
  }
  return lines;
}

export interface Customer {
  authorization: string;
  /** The token's subject: the loyalty routes' key for the caller's own account. */
  subject: string;
  rewardId: string;
}

export async function customer(base: string): Promise<Customer> {
  const token = await accessToken(base, DEMO_CUSTOMER);
  const subject = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
  const authorization = `Bearer ${token}`;
  const rewards = (await (
    await fetchAdmitted(`${base}/api/loyalty/rewards`, { headers: { authorization } })
  ).json()) as {
    id: string;
    maxUses?: number | null;
  }[];
  // A reward without a use limit, so redemptions measure the work and not REWARD_LIMIT_REACHED.
  const reward = rewards.find((r) => r.maxUses == null) ?? rewards[0];
  if (!reward) throw new Error('the demo shop has no active loyalty reward');
  return { authorization, subject, rewardId: reward.id };
}

export interface Invariants {
  ordersPerIntentAboveOne: unknown[];
  loyalty: Awaited<ReturnType<typeof loyaltyInvariantViolations>>;
  orders: number;
  redemptions: number;
}

/** For PGlite the shop using the folder must be stopped first. */
export async function invariants(target: Target): Promise<Invariants> {
  const database = await openDatabase(
    target.kind === 'pglite'
      ? { kind: 'pglite', dir: path.join(target.dataDir, 'db') }
      : { kind: 'postgres', url: target.url, poolMax: 2, preparedStatements: true },
  );
  try {
    const rows = async (text: string) =>
      ((await database.db.execute(text)) as unknown as { rows: Record<string, unknown>[] }).rows;
    return {
      ordersPerIntentAboveOne: await rows(
        `select stripe_payment_intent_id, count(*)::int as orders from orders
         where stripe_payment_intent_id is not null group by 1 having count(*) > 1`,
      ),
      loyalty: await loyaltyInvariantViolations(database.db),
      orders: Number((await rows('select count(*)::int as n from orders'))[0]!.n),
      redemptions: Number((await rows('select count(*)::int as n from loyalty_redemptions'))[0]!.n),
    };
  } finally {
    await database.close();
  }
}

export const invariantsHold = (i: Invariants) =>
  i.ordersPerIntentAboveOne.length === 0 && Object.values(i.loyalty).every((list) => list.length === 0);
