/**
 * P28, the provider stopped: with Stripe unreachable (connections refused, or every connection
 * reset) preparing a payment answers 502/504 `payment_provider_unavailable` within 12 s and makes
 * no order; once it is back
 * the same cart gives one intent and the checkout ends in exactly one order. (A slow Stripe and
 * Stripe answering 500 are API tests: src/server/modules/checkout/stripe.test.ts, "a slow or
 * failing provider (P28)" and "answers 502 payment_provider_unavailable when Stripe fails".)
 */
import { randomUUID } from 'node:crypto';
import { checkout, pickProduct, send } from './checkout-flow';
import type { Environment } from './environment';
import { dataProblems, withSql } from './invariants';
import { type FaultReport, seconds } from './report';

const orderCount = (env: Environment) =>
  withSql(env.pg.url, async (c) => (await c.query<{ n: number }>('select count(*)::int as n from orders')).rows[0]!.n);

export async function paymentProviderStopped(env: Environment, report: FaultReport, token: string) {
  const id = 'P28';
  const base = env.shop.url;
  const product = await pickProduct(base);
  const sessionId = randomUUID();
  const added = await send(`${base}/api/cart`, 'POST', null, { sessionId, productId: product.id, quantity: 1 });
  report.check(id, added.status === 201, `cart filled before the outage (${added.status})`);
  const ordersBefore = await orderCount(env);
  const intentsBefore = env.stripe.intents.size;

  await env.stripeRelay.off();
  const started = Date.now();
  const failed = await send(`${base}/api/create-payment-intent`, 'POST', token, { sessionId });
  const failedMs = Date.now() - started;
  const code = (failed.json as { code?: string } | null)?.code;
  report.check(
    id,
    (failed.status === 502 || failed.status === 504) && code === 'payment_provider_unavailable',
    `Stripe stopped: create-payment-intent answers 502/504 payment_provider_unavailable (${failed.status} ${code})`,
  );
  report.check(id, failedMs <= 12_000, `…within 12 s (${seconds(failedMs)})`);
  env.stripeRelay.resetting = true;
  await env.stripeRelay.on();
  const resetStarted = Date.now();
  const reset = await send(`${base}/api/create-payment-intent`, 'POST', token, { sessionId });
  const resetMs = Date.now() - resetStarted;
  const resetCode = (reset.json as { code?: string } | null)?.code;
  env.stripeRelay.resetting = false;
  report.check(
    id,
    (reset.status === 502 || reset.status === 504) && resetCode === 'payment_provider_unavailable' && resetMs <= 12_000,
    `Stripe resetting connections: 502/504 payment_provider_unavailable within 12 s (${reset.status} ${resetCode}, ${seconds(resetMs)})`,
  );
  report.check(id, (await orderCount(env)) === ordersBefore, 'no order made while Stripe is away');
  report.check(id, env.shop.unexpectedExit === null, 'server process alive');

  const again = await send(`${base}/api/create-payment-intent`, 'POST', token, { sessionId });
  report.check(id, again.status === 200, `Stripe back: the same cart gets its intent (${again.status})`);
  report.check(
    id,
    env.stripe.intents.size - intentsBefore === 1,
    `…exactly one intent for it (${env.stripe.intents.size - intentsBefore})`,
  );
  const whole = await checkout(base, token, product.id, env.stripe);
  report.check(
    id,
    whole.orderId !== null && whole.failures.length === 0,
    `a whole checkout ends in one order after recovery${whole.failures.length ? ` (${whole.failures.join('; ')})` : ''}`,
  );
  const problems = await dataProblems(env.pg.url, whole.paymentIntentId ? [whole.paymentIntentId] : []);
  report.check(id, problems.length === 0, `data whole${problems.length ? `: ${problems.join('; ')}` : ''}`);
  report.figure(
    id,
    'create-payment-intent, Stripe resetting connections',
    `${reset.status} in ${seconds(resetMs)}`,
    '502/504 ≤ 12 s',
  );
  report.figure(
    id,
    'create-payment-intent with Stripe stopped',
    `${failed.status} in ${seconds(failedMs)}`,
    '502/504 ≤ 12 s',
  );
}
