/**
 * Custom cakes' money events racing each other on PostgreSQL (PGlite has one connection): a
 * double-clicked accept with confirms racing the gateway's webhook, two admins quoting at once, a
 * cancel racing the balance payment, and a deposit for an old quote landing after the new one.
 * Repeated rounds; afterwards the invariants are read in SQL: every succeeded payment belongs to
 * exactly one commission or is refunded in full, Σ refunds ≤ Σ payments per commission, the
 * gateway refunded what the shop decided, and an ordered commission has exactly one order.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CommissionPaymentReply, StoreCommission } from '../../../contracts/commissions';
import { paidWithoutFollowUp, nextDeliveryDay } from '../../test/checkout-helpers';
import { describeRace } from '../../test/races';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, customerClaims, mintToken } from '../../test/tokens';

const ROUNDS = 8;
const RACE_TIMEOUT_MS = 300_000;

let t: TestApp;
let staff: Record<string, string>;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, payload });

async function quotedCommission(round: number) {
  const customer = bearer(await mintToken(t, customerClaims()));
  const made = await inject('POST', '/api/commissions', customer, {
    dateNeeded: nextDeliveryDay(15 + (round % 20)),
    slot: '13:00-15:00',
    occasion: 'Wedding',
    size: 10,
    flavours: 'Vanilla bean',
    designNotes: 'Three tiers, white',
  });
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json<StoreCommission>().id;
  const quoted = await inject('PUT', `/api/admin/commissions/${id}/quote`, staff, {
    lines: [{ kind: 'base', label: '10 inch', amount: '90.00' }],
    expectedVersion: 0,
  });
  expect(quoted.statusCode, quoted.body).toBe(200);
  return { id, customer };
}

const settleByWebhook = (intentId: string) => t.app.payments.settlers.map((settle) => settle(intentId, t.app.log));

async function paidDeposit(id: string, customer: Record<string, string>) {
  const intent = (await inject('POST', `/api/commissions/${id}/pay/deposit`, customer)).json<CommissionPaymentReply>();
  await paidWithoutFollowUp(t, intent.paymentIntentId);
  const confirmed = await inject('POST', `/api/commissions/${id}/confirm-payment`, customer, {
    paymentIntentId: intent.paymentIntentId,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

async function invariantViolations() {
  await t.app.commissionsSweep();
  return rows<{ problem: string; id: string }>(sql`
    select 'succeeded payment neither applied nor refunded in full' as problem, p.id::text as id
      from commission_payments p where p.succeeded and not p.applied and p.refund_cents <> p.amount_cents
    union all
    select 'refunds above payments', c.id::text from commissions c
      where (select coalesce(sum(p.refund_cents), 0) from commission_payments p where p.commission_id = c.id and p.succeeded)
          > (select coalesce(sum(p.amount_cents), 0) from commission_payments p where p.commission_id = c.id and p.succeeded)
    union all
    select 'paid is not the applied payments', c.id::text from commissions c
      where c.paid_cents <> (select coalesce(sum(p.amount_cents), 0) from commission_payments p where p.commission_id = c.id and p.applied)
    union all
    select 'refunded is not the refunds of applied payments', c.id::text from commissions c
      where c.refunded_cents <> (select coalesce(sum(p.refund_cents), 0) from commission_payments p where p.commission_id = c.id and p.applied)
    union all
    select 'gateway refunded another amount', p.id::text from commission_payments p
      join test_payment_intents i on i.id = p.intent_id where i.amount_refunded <> p.refund_cents
    union all
    select 'ordered without exactly one order', c.id::text from commissions c
      where c.state = 'ordered' and (select count(*) from orders o where o.id = c.order_id) <> 1
    union all
    select 'a live order for a commission that is not ordered', c.id::text from commissions c
      join commission_payments p on p.commission_id = c.id and p.kind = 'balance'
      join orders o on o.stripe_payment_intent_id = p.intent_id where c.state <> 'ordered' and o.status <> 'cancelled'
    union all
    select 'paid above the price', c.id::text from commissions c where c.paid_cents > c.total_cents and c.total_cents > 0
    union all
    select 'more balance payments counted than the plan has', c.id::text from commissions c
      where (select count(*) from commission_payments p where p.commission_id = c.id and p.kind = 'balance' and p.applied)
          > coalesce(jsonb_array_length(c.instalments), 1)
    union all
    select 'cancelled order refunded other than its commission', c.id::text from commissions c
      join orders o on o.id = c.order_id where o.status = 'cancelled' and o.refunded_cents <> c.refunded_cents
    union all
    select 'confirmed without its deposit', c.id::text from commissions c
      where c.state in ('confirmed', 'ordered') and not exists (
        select 1 from commission_payments p where p.commission_id = c.id and p.kind = 'deposit' and p.applied)`);
}

describeRace('custom cakes under races', () => {
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '100000' });
    staff = bearer(await mintToken(t, customerClaims({ email: 'baker@saffron-sugar.example', roles: ['staff'] })));
  });
  afterAll(() => t?.close());

  it(
    'a double-clicked accept and confirms racing the webhook apply one deposit, every round',
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { id, customer } = await quotedCommission(round);
        const intents = await Promise.all(
          [0, 1, 2].map(() => inject('POST', `/api/commissions/${id}/pay/deposit`, customer)),
        );
        const ids = new Set(intents.map((r) => r.json<CommissionPaymentReply>().paymentIntentId));
        expect(ids.size, `round ${round}`).toBe(1);
        const [intentId] = [...ids] as [string];
        await paidWithoutFollowUp(t, intentId);
        const answers = await Promise.all([
          ...[0, 1, 2, 3].map(() =>
            inject('POST', `/api/commissions/${id}/confirm-payment`, customer, { paymentIntentId: intentId }),
          ),
          ...settleByWebhook(intentId),
          ...settleByWebhook(intentId),
        ]);
        const codes = answers.slice(0, 4).map((a) => (a as { statusCode: number }).statusCode);
        expect(codes, `round ${round}`).toEqual([200, 200, 200, 200]);
        const [state] = await rows<{ state: string; paid: number }>(
          sql`select state, paid_cents as paid from commissions where id = ${id}`,
        );
        expect(state, `round ${round}`).toEqual({ state: 'confirmed', paid: 45_00 });
      }
      expect(await invariantViolations()).toEqual([]);
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'two admins quoting at once: one quote wins, the other is told, every round',
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const customer = bearer(await mintToken(t, customerClaims()));
        const made = await inject('POST', '/api/commissions', customer, {
          dateNeeded: nextDeliveryDay(40),
          slot: '9:00-11:00',
          occasion: 'Birthday',
          size: 6,
          flavours: 'Chocolate',
          designNotes: 'Dinosaurs',
        });
        const id = made.json<StoreCommission>().id;
        const answers = await Promise.all(
          ['40.00', '45.00', '50.00'].map((amount) =>
            inject('PUT', `/api/admin/commissions/${id}/quote`, staff, {
              lines: [{ kind: 'base', label: '6 inch', amount }],
              expectedVersion: 0,
            }),
          ),
        );
        const codes = answers.map((a) => a.statusCode).sort();
        expect(codes, `round ${round}`).toEqual([200, 409, 409]);
        const winner = answers.find((a) => a.statusCode === 200)!.json<StoreCommission>();
        const [stored] = await rows<{ version: number; total: number }>(
          sql`select quote_version as version, total_cents as total from commissions where id = ${id}`,
        );
        expect(stored, `round ${round}`).toEqual({ version: 1, total: Number(winner.quote!.total) * 100 });
      }
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'a cancel racing the balance payment ends cancelled: the balance refunded in full, or the order cancelled with the schedule',
    async () => {
      const endings = new Set<string>();
      for (let round = 0; round < ROUNDS; round++) {
        const { id, customer } = await quotedCommission(round + 3);
        await paidDeposit(id, customer);
        const balance = (
          await inject('POST', `/api/commissions/${id}/pay/balance`, customer)
        ).json<CommissionPaymentReply>();
        await paidWithoutFollowUp(t, balance.paymentIntentId);
        const [cancel, confirm] = await Promise.all([
          inject('POST', `/api/commissions/${id}/cancel`, customer),
          inject('POST', `/api/commissions/${id}/confirm-payment`, customer, {
            paymentIntentId: balance.paymentIntentId,
          }),
          ...settleByWebhook(balance.paymentIntentId),
        ]);
        // One path (decision 0218): a cancel that finds the cake an order cancels the order with it.
        const [state] = await rows<{ state: string; order: string | null }>(
          sql`select state, order_id as order from commissions where id = ${id}`,
        );
        expect(state!.state, `round ${round}`).toBe('cancelled');
        expect(cancel.statusCode, `round ${round}`).toBe(200);
        expect([200, 409], `round ${round}`).toContain(confirm.statusCode);
        const [payment] = await rows<{ refund: number; amount: number; applied: boolean }>(
          sql`select refund_cents as refund, amount_cents as amount, applied from commission_payments where intent_id = ${balance.paymentIntentId}`,
        );
        endings.add(payment!.applied ? 'order cancelled' : 'balance refunded');
        if (!payment!.applied) expect(payment!.refund, `round ${round}`).toBe(payment!.amount);
        else {
          const [order] = await rows<{ status: string }>(sql`select status from orders where id = ${state!.order}`);
          expect(order!.status, `round ${round}`).toBe('cancelled');
        }
      }
      expect(endings.size).toBeGreaterThan(0);
      expect(await invariantViolations()).toEqual([]);
    },
    RACE_TIMEOUT_MS,
  );

  it(
    "a plan's instalments: double clicks, confirms racing the webhook, and a cancel racing the last one",
    async () => {
      for (let round = 0; round < ROUNDS / 2; round++) {
        const customer = bearer(await mintToken(t, customerClaims()));
        const made = await inject('POST', '/api/commissions', customer, {
          dateNeeded: nextDeliveryDay(20 + round),
          slot: '13:00-15:00',
          occasion: 'Wedding',
          size: 12,
          flavours: 'Vanilla',
          designNotes: 'Four tiers',
        });
        const id = made.json<StoreCommission>().id;
        const quoted = await inject('PUT', `/api/admin/commissions/${id}/quote`, staff, {
          lines: [
            { kind: 'base', label: '12 inch', amount: '120.00' },
            { kind: 'design', label: 'Design', amount: '100.00' },
          ],
          expectedVersion: 0,
          instalments: 3,
        });
        expect(quoted.statusCode, quoted.body).toBe(200);
        await paidDeposit(id, customer);
        for (let instalment = 1; instalment <= 3; instalment++) {
          const clicks = await Promise.all(
            [0, 1, 2].map(() => inject('POST', `/api/commissions/${id}/pay/balance`, customer)),
          );
          const intentIds = new Set(clicks.map((c) => c.json<CommissionPaymentReply>().paymentIntentId));
          expect(intentIds.size, `round ${round} instalment ${instalment}`).toBe(1);
          const [intentId] = [...intentIds] as [string];
          await paidWithoutFollowUp(t, intentId);
          const racers = [
            inject('POST', `/api/commissions/${id}/confirm-payment`, customer, { paymentIntentId: intentId }),
            inject('POST', `/api/commissions/${id}/confirm-payment`, customer, { paymentIntentId: intentId }),
            ...settleByWebhook(intentId),
          ];
          // The last instalment races a cancel: it ends cancelled either way, every payment counted or refunded.
          if (instalment === 3) racers.push(inject('POST', `/api/commissions/${id}/cancel`, customer));
          await Promise.all(racers);
        }
        const [state] = await rows<{ state: string; paid: number }>(
          sql`select state, paid_cents as paid from commissions where id = ${id}`,
        );
        expect(state!.state, `round ${round}`).toBe('cancelled');
        expect([220_00, 110_00 + 36_66 * 2], `round ${round}`).toContain(state!.paid);
      }
      expect(await invariantViolations()).toEqual([]);
    },
    RACE_TIMEOUT_MS,
  );

  it(
    "a deposit for an old quote that lands after the new quote's deposit is refunded in full",
    async () => {
      for (let round = 0; round < ROUNDS / 2; round++) {
        const { id, customer } = await quotedCommission(round + 7);
        const old = (
          await inject('POST', `/api/commissions/${id}/pay/deposit`, customer)
        ).json<CommissionPaymentReply>();
        const requoted = await inject('PUT', `/api/admin/commissions/${id}/quote`, staff, {
          lines: [{ kind: 'base', label: '10 inch', amount: '95.00' }],
          expectedVersion: 1,
        });
        expect(requoted.statusCode, requoted.body).toBe(200);
        await paidDeposit(id, customer);
        await paidWithoutFollowUp(t, old.paymentIntentId);
        await Promise.all([
          inject('POST', `/api/commissions/${id}/confirm-payment`, customer, { paymentIntentId: old.paymentIntentId }),
          ...settleByWebhook(old.paymentIntentId),
        ]);
        const [payment] = await rows<{ applied: boolean; refund: number }>(
          sql`select applied, refund_cents as refund from commission_payments where intent_id = ${old.paymentIntentId}`,
        );
        expect(payment, `round ${round}`).toEqual({ applied: false, refund: 45_00 });
      }
      expect(await invariantViolations()).toEqual([]);
    },
    RACE_TIMEOUT_MS,
  );
});
