/**
 * GET /api/admin/events: new orders reach the admin's open streams through the database's
 * LISTEN/NOTIFY, from this server copy (the real checkout) or from another one (a second
 * connection to the same PostgreSQL database).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderEvent } from '../../../contracts/admin-orders';
import type { StoreOrder } from '../../../contracts/checkout';
import type { StoreProduct } from '../../../contracts/catalog';
import type { Database } from '../../db/client';
import { createPostgresDatabase } from '../../db/postgres-database';
import { notifyOnCommit, ORDER_PLACED_CHANNEL } from '../../platform/events/notify';
import { newShopper, placeOrder, relaxShopRules } from '../../test/checkout-helpers';
import { createProduct } from '../../test/factories';
import { adminUrl } from '../../test/global-setup';
import { createListeningTestApp, type ListeningTestApp } from '../../test/listening-app';
import { describeRace } from '../../test/races';
import { adminClaims, bearer, customerClaims, mintToken } from '../../test/tokens';
import { formatEvent } from './live-admin.routes';

interface SseBlock {
  event: string | null;
  data: string | null;
  comment: string | null;
}

/** An open event stream read block by block (blocks end with a blank line). */
interface Stream {
  response: Response;
  /** The next block that matches, skipping the others; resolves null when the stream ends first. */
  next(match?: (block: SseBlock) => boolean): Promise<SseBlock | null>;
  close(): void;
}

function parseBlock(text: string): SseBlock {
  const block: SseBlock = { event: null, data: null, comment: null };
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) block.comment = line.slice(1).trim();
    else if (line.startsWith('event: ')) block.event = line.slice(7);
    else if (line.startsWith('data: ')) block.data = line.slice(6);
  }
  return block;
}

async function openStream(t: ListeningTestApp, headers: Record<string, string>): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${t.baseUrl}/api/admin/events`, { headers, signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    response,
    async next(match = () => true) {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (match(block)) return block;
          continue;
        }
        const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
        if (chunk.done) return null;
        buffer += chunk.value;
      }
    },
    close: () => controller.abort(),
  };
}

const isOrder = (block: SseBlock) => block.event === 'order';
const orderOf = (block: SseBlock | null) => JSON.parse(block?.data ?? 'null') as AdminOrderEvent | null;

/** Waits until `condition` holds (polled; the test's own time limit stops it). */
async function until(condition: () => boolean | Promise<boolean>) {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('formatEvent', () => {
  it('writes an order as `event: order` with its id and number, one blank line after', () => {
    expect(formatEvent({ type: 'order', order: { id: 'abc', orderNumber: 1042 } })).toBe(
      'event: order\ndata: {"id":"abc","orderNumber":1042}\n\n',
    );
  });

  it('writes a new contact message as `event: message` with nothing about it', () => {
    expect(formatEvent({ type: 'message' })).toBe('event: message\ndata: {}\n\n');
  });
});

describe('GET /api/admin/events', () => {
  let t: ListeningTestApp;
  let product: StoreProduct;
  const streams: Stream[] = [];
  const open = async (headers: Record<string, string>) => {
    const stream = await openStream(t, headers);
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    t = await createListeningTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000' });
    await relaxShopRules(t);
    product = await createProduct(t, { name: 'Live Stream Lamington', priceCents: 900 });
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(() => t.close());

  it('needs a token (401) and refuses a customer (403), as JSON errors', async () => {
    const anonymous = await fetch(`${t.baseUrl}/api/admin/events`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const customer = await fetch(`${t.baseUrl}/api/admin/events`, {
      headers: bearer(await mintToken(t, customerClaims())),
    });
    expect(customer.status).toBe(403);
    expect(await customer.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(t.app.live.size).toBe(0);
  });

  it('tells every open admin stream of an order placed through the checkout', async () => {
    const admin = bearer(await mintToken(t, adminClaims()));
    const first = await open(admin);
    const second = await open(admin);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(first.response.headers.get('cache-control')).toBe('no-store');
    expect(first.response.headers.get('x-request-id')).toBeTruthy();
    expect(await first.next()).toMatchObject({ comment: 'connected' });
    expect(await second.next()).toMatchObject({ comment: 'connected' });

    const { order } = (await placeOrder(t, await newShopper(t), product.id, 3)) as { order: StoreOrder };
    const expected = { id: order.id, orderNumber: order.orderNumber };
    expect(orderOf(await first.next(isOrder))).toEqual(expected);
    expect(orderOf(await second.next(isOrder))).toEqual(expected);
  });

  it('tells open admin streams that a contact message arrived, without its sender or text', async () => {
    const stream = await open(bearer(await mintToken(t, adminClaims())));
    expect(await stream.next()).toMatchObject({ comment: 'connected' });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Aroha Ngata',
        email: 'aroha@example.co.nz',
        subject: 'Cake',
        message: 'Kia ora! A cake please.',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await stream.next((block) => block.event === 'message')).toEqual({
      event: 'message',
      data: '{}',
      comment: null,
    });
  });

  it('forgets a stream when the browser goes away', async () => {
    const stream = await open(bearer(await mintToken(t, adminClaims())));
    await stream.next();
    expect(t.app.live.size).toBe(1);
    stream.close();
    await until(() => t.app.live.size === 0);
    // Orders still go to the streams that stay.
    const staying = await open(bearer(await mintToken(t, adminClaims())));
    await staying.next();
    const { order } = (await placeOrder(t, await newShopper(t), product.id, 3)) as { order: StoreOrder };
    expect(orderOf(await staying.next(isOrder))?.id).toBe(order.id);
  });

  it("ends the stream when the admin's token expires, so the browser comes back with a fresh one", async () => {
    const stream = await open(bearer(await mintToken(t, adminClaims(), { expiresIn: '3s' })));
    expect(stream.response.status).toBe(200);
    expect(await stream.next()).toMatchObject({ comment: 'connected' });
    // Nothing else arrives: the server ends the stream once the token's expiry passes.
    expect(await stream.next()).toBeNull();
    await until(() => t.app.live.size === 0);
  });

  it('ends open streams when the server stops, so stopping does not wait for them', async () => {
    const other = await createListeningTestApp();
    try {
      const stream = await openStream(other, bearer(await mintToken(other, adminClaims())));
      expect(await stream.next()).toMatchObject({ comment: 'connected' });
      const closing = other.close();
      expect(await stream.next()).toBeNull();
      await closing;
    } finally {
      await other.close().catch(() => {});
    }
  });
});

describeRace('several server copies on one PostgreSQL database', () => {
  let t: ListeningTestApp;
  let second: Database;
  let admin: pg.Client;
  let name: string;

  const connectOthers = async () => {
    const result = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: Array<{ name: string }>;
    };
    name = result.rows[0]!.name;
    // Another copy of the shop: its own pool to the same database.
    second = createPostgresDatabase(adminUrl(process.env.DATABASE_URL!, name), 2);
    admin = new pg.Client({ connectionString: adminUrl(process.env.DATABASE_URL!, name) });
    await admin.connect();
  };
  afterAll(async () => {
    await admin?.end();
    await second?.close();
    await t?.close();
  });

  /** The other copy places an order: NOTIFY inside its transaction, as orders.service does. */
  const placeOnSecondCopy = (event: AdminOrderEvent) =>
    second.db.transaction((tx) => notifyOnCommit(tx, ORDER_PLACED_CHANNEL, event));

  it('an order NOTIFYed by another copy reaches this copy’s admin stream; a rolled-back one never', async () => {
    t = await createListeningTestApp();
    await connectOthers();
    const stream = await openStream(t, bearer(await mintToken(t, adminClaims())));
    expect(await stream.next()).toMatchObject({ comment: 'connected' });

    await second.db
      .transaction(async (tx) => {
        await notifyOnCommit(tx, ORDER_PLACED_CHANNEL, { id: 'rolled-back', orderNumber: 1 });
        tx.rollback();
      })
      .catch(() => {});
    await placeOnSecondCopy({ id: 'from-copy-two', orderNumber: 4242 });
    expect(orderOf(await stream.next(isOrder))).toEqual({ id: 'from-copy-two', orderNumber: 4242 });
    stream.close();
  });

  it('the listener reconnects after its connection is cut, says so, and delivers again', async () => {
    t ??= await createListeningTestApp();
    if (!admin) await connectOthers();
    const stream = await openStream(t, bearer(await mintToken(t, adminClaims())));
    expect(await stream.next()).toMatchObject({ comment: 'connected' });
    const listeners = async () =>
      (
        await admin.query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = $1 and application_name = 'shop-listener'`,
          [name],
        )
      ).rows;
    const [before] = await listeners();
    expect(before).toBeDefined();
    await admin.query('select pg_terminate_backend($1)', [before!.pid]);

    // The stream stays open; once the listener is back, the browser is told to read afresh.
    expect(await stream.next((block) => block.event === 'resync')).toMatchObject({ data: '{}' });
    const [after] = await listeners();
    expect(after?.pid).not.toBe(before!.pid);
    await placeOnSecondCopy({ id: 'after-restart', orderNumber: 4343 });
    expect(orderOf(await stream.next(isOrder))).toEqual({ id: 'after-restart', orderNumber: 4343 });
    stream.close();
  });
});
