/**
 * The cluster test's checks of copies failing: one killed (SIGKILL) under checkout load loses or
 * doubles no order (checked in SQL), and one stopped (SIGTERM) while a payment is in flight
 * finishes it while the balancer sends everything new to the other copy.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { deliveryAddress, TEST_CARDS } from '../../src/server/test/checkout-helpers';
import { startCopy } from './cluster';
import { call, checkout, type CheckoutRun, confirmOrder, type Shopper } from './client';
import { check, type ClusterTest, copiesFor, copy, everyCopy, sleep } from './test-context';
import type { Session } from './test-shared';

export async function failureChecks(t: ClusterTest, session: Session): Promise<void> {
  const { lb } = t;
  await check('checkouts under load while copy 1 is killed (SIGKILL): no order lost or doubled', async () => {
    const runs: Array<Promise<CheckoutRun>> = [];
    const buyers: Shopper[] = [];
    const loadBegan = new Date();
    const linesBefore = t.cluster.balancer.accessLines().length;
    for (let i = 0; i < 16; i += 1) {
      buyers.push({ token: session.shopper.token, sessionId: randomUUID() });
      runs.push(checkout(lb, buyers[i]!, session.productId, 2 + (i % 5)));
      await sleep(40);
      if (i === 7) {
        await servedByCopy(t, 0, linesBefore);
        copy(t, 0).child.kill('SIGKILL');
      }
    }
    const done = await Promise.all(runs);
    assert.equal(await copy(t, 0).exited, null, 'copy 1 was killed');
    const ids = done.flatMap((r) => r.answers.map((a) => a.requestId));
    const lost = done.flatMap((r) => r.answers).filter((a) => a.status >= 500).length;
    // Both copies answered parts of this load: copy 1 before it died, copy 2 throughout.
    assert.deepEqual(copiesFor(t, ids), everyCopy(t));

    // The customer comes back to each paid checkout (or the sweep would): it ends as one order.
    let cameBack = 0;
    for (const [i, r] of done.entries()) {
      if (!r.paid || r.orderNumber) continue;
      cameBack += 1;
      await confirmOrder(lb, buyers[i]!, r.intentId!, r.address);
    }
    const intents = done.map((r) => r.intentId).filter((id): id is string => Boolean(id));
    const doubled = await t.sql.query('SELECT stripe_payment_intent_id FROM orders GROUP BY 1 HAVING count(*) > 1');
    assert.equal(doubled.rowCount, 0, `orders doubled: ${JSON.stringify(doubled.rows)}`);
    // Every order a customer was shown is there, for the payment that customer made.
    const shown = done.filter((r) => r.orderNumber);
    const stored = await t.sql.query(
      'SELECT order_number, stripe_payment_intent_id FROM orders WHERE order_number = ANY($1)',
      [shown.map((r) => r.orderNumber)],
    );
    assert.deepEqual(
      new Map(
        stored.rows.map((row: { order_number: number; stripe_payment_intent_id: string }) => [
          row.order_number,
          row.stripe_payment_intent_id,
        ]),
      ),
      new Map(shown.map((r) => [r.orderNumber, r.intentId])),
    );
    const unsettled = await t.sql.query(
      `SELECT c.payment_intent_id, c.status FROM checkouts c
         JOIN test_payment_intents p ON p.id = c.payment_intent_id
        WHERE p.status = 'succeeded' AND c.created_at >= $1
          AND NOT ((c.order_id IS NOT NULL AND EXISTS (SELECT 1 FROM orders o WHERE o.id = c.order_id
                      AND o.stripe_payment_intent_id = c.payment_intent_id))
                   OR c.status IN ('refunding', 'refunded'))`,
      [loadBegan],
    );
    assert.equal(unsettled.rowCount, 0, `paid checkouts without an order or refund: ${JSON.stringify(unsettled.rows)}`);
    const paid = done.filter((r) => r.paid).length;
    const ordered = await t.sql.query(
      `SELECT count(*)::int AS n FROM orders WHERE stripe_payment_intent_id = ANY($1)`,
      [intents],
    );
    assert.ok(paid >= 8, `most checkouts were paid (${paid} of 16)`);
    return `${paid} of 16 paid, ${ordered.rows[0].n} orders, ${lost} answers lost to the kill and retried, ${cameBack} paid checkouts confirmed again`;
  });

  // Copy 1 comes back for the last part. nginx leaves a copy that failed alone for fail_timeout
  // (5 s) before trying it again: on a quick machine the restart is done well inside that, so wait
  // until the balancer sends to copy 1 again before stopping copy 2 (else "no live upstreams", 502).
  t.cluster.copies[0] = await startCopy('copy-1', copy(t, 0).port, { ...t.env, PUBLIC_URL: lb, TRUST_PROXY: 'true' });
  for (let tries = 0; tries < 60; tries += 1) {
    const probe = await call(lb, 'GET', '/api/health');
    if (copiesFor(t, [probe.requestId]).has(copy(t, 0).port)) break;
    await sleep(250);
  }

  await check(
    'SIGTERM on copy 2 while a payment is in flight: it finishes, new requests go to copy 1, exit 0',
    async () => {
      const c2 = copy(t, 1);
      const buyer: Shopper = { token: session.shopper.token, sessionId: randomUUID() };
      const address = deliveryAddress();
      assert.equal(
        (await call(c2.url, 'POST', '/api/cart', { body: { ...buyer, productId: session.productId, quantity: 1 } }))
          .status,
        201,
      );
      const intent = await call<{ paymentIntentId: string; clientSecret: string }>(
        c2.url,
        'POST',
        '/api/create-payment-intent',
        {
          token: buyer.token,
          body: { sessionId: buyer.sessionId },
        },
      );
      assert.equal(intent.status, 200, JSON.stringify(intent.body));
      const { paymentIntentId, clientSecret } = intent.body;
      const details = await call(c2.url, 'POST', '/api/checkout/details', {
        token: buyer.token,
        body: { sessionId: buyer.sessionId, paymentIntentId, deliveryAddress: address },
      });
      assert.equal(details.status, 200, JSON.stringify(details.body));

      // The card step is on its way when SIGTERM arrives: its headers are in, its body still coming.
      const body = JSON.stringify({
        clientSecret,
        card: { number: TEST_CARDS.success, expMonth: 12, expYear: 2034, cvc: '123', name: 'Mere Parata' },
      });
      const inFlight = slowPost(`${c2.url}/api/test-payments/${paymentIntentId}/confirm`, body);
      await sleep(300);
      c2.child.kill('SIGTERM');
      await sleep(300);
      const refused = await fetch(`${c2.url}/api/health`).then(
        (r) => `answered ${r.status}`,
        () => 'refused',
      );
      assert.ok(['refused', 'answered 503'].includes(refused), `copy 2 while draining: ${refused}`);
      const meanwhile = [];
      for (let i = 0; i < 4; i += 1) meanwhile.push(await call(lb, 'GET', '/api/health'));
      assert.deepEqual(
        meanwhile.map((a) => a.status),
        [200, 200, 200, 200],
      );
      assert.deepEqual(
        copiesFor(
          t,
          meanwhile.map((a) => a.requestId),
        ),
        new Set([copy(t, 0).port]),
      );

      const paid = await inFlight.finish();
      assert.equal(paid.status, 200, paid.text);
      assert.equal(JSON.parse(paid.text).status, 'succeeded');
      const order = await confirmOrder(lb, buyer, paymentIntentId, address);
      assert.equal(order.status, 200, JSON.stringify(order.body));
      assert.equal(await c2.exited, 0, 'copy 2 exits 0 after draining');
      assert.ok(
        c2.lines.some((line) => line.includes('"msg":"stopped"')),
        'copy 2 logged its stop',
      );
      const orders = await t.sql.query('SELECT count(*)::int AS n FROM orders WHERE stripe_payment_intent_id = $1', [
        paymentIntentId,
      ]);
      assert.equal(orders.rows[0].n, 1);
      // The test gateway fulfils right after the card step, in the background: say where it ended.
      const cut = c2.lines.some((line) => line.includes('fulfilment after payment failed'));
      return (
        `copy 2 health while draining: ${refused}; order #${order.body.orderNumber}, ` +
        (cut
          ? "copy 2's background fulfilment was cut by its stop, copy 1 made the order"
          : 'made on copy 2 before it stopped')
      );
    },
  );
}

/** A POST whose body is held back until `finish()`: the request is in flight, headers received. */
function slowPost(url: string, body: string) {
  const split = Math.floor(body.length / 2);
  let settle: (value: { status: number; text: string }) => void;
  let fail: (error: Error) => void;
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  const request = http.request(
    url,
    { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
    (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => settle({ status: res.statusCode ?? 0, text }));
    },
  );
  request.on('error', (error) => fail(error));
  // When a check fails before finish(), the copy's reset must not end the script as an unhandled
  // rejection (that skipped the clean-up and left nginx holding the port).
  answer.catch(() => {});
  request.flushHeaders();
  request.write(body.slice(0, split));
  return {
    finish() {
      request.end(body.slice(split));
      return answer;
    },
  };
}

/**
 * Waits until copy `index` has answered a request of the load begun after the balancer's first
 * `linesBefore` lines: killing it sooner (a busy machine answers later than 40 ms a checkout) would
 * leave this load served by one copy alone, which is not what the check is about.
 */
async function servedByCopy(t: ClusterTest, index: number, linesBefore: number): Promise<void> {
  const port = copy(t, index).port;
  for (let waited = 0; waited < 60_000; waited += 50) {
    const served = t.cluster.balancer
      .accessLines()
      .slice(linesBefore)
      .some((line) => line.status < 500 && Number(line.upstream.split(':').at(-1)) === port);
    if (served) return;
    await sleep(50);
  }
  throw new Error(`copy ${index + 1} answered none of the load's requests in 60 s`);
}
