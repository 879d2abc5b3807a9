/**
 * The embedded test gateway: a real, small card processor kept in our database, with Stripe's
 * test-card behaviour. No money moves. Refused in production unless PAYMENTS=test.
 *   4242 4242 4242 4242  succeeds
 *   4000 0000 0000 0002  is declined
 *   4000 0000 0000 9995  fails for insufficient funds
 *   4000 0025 0000 3155  asks the customer to approve an authentication step first
 */
import { and, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { testPaymentIntents } from '../../db/schema';
import type { CreateIntentInput, IntentStatus, PaymentGateway, PaymentIntentView } from './gateway';

type IntentRow = typeof testPaymentIntents.$inferSelect;

const toView = (row: IntentRow): PaymentIntentView => ({
  id: row.id,
  clientSecret: row.clientSecret,
  amount: row.amount,
  currency: row.currency,
  status: row.status as IntentStatus,
  metadata: row.metadata,
  livemode: false,
});

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

export type CardOutcome =
  | { status: 'succeeded' }
  | { status: 'requires_action' }
  | {
      status: 'failed';
      code: 'card_declined' | 'insufficient_funds' | 'incorrect_number' | 'expired_card' | 'invalid_cvc';
      message: string;
    };

/** Luhn check of a card number (digits only). */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What a test card does, as Stripe's test mode would answer. */
export function cardOutcome(card: CardInput, now = new Date()): CardOutcome {
  const number = card.number.replace(/\s+/g, '');
  if (!luhnValid(number))
    return { status: 'failed', code: 'incorrect_number', message: 'Your card number is incorrect.' };
  const endOfExpiryMonth = new Date(Date.UTC(card.expYear, card.expMonth, 1));
  if (card.expMonth < 1 || card.expMonth > 12 || endOfExpiryMonth <= now) {
    return { status: 'failed', code: 'expired_card', message: 'Your card has expired.' };
  }
  if (!/^\d{3,4}$/.test(card.cvc))
    return { status: 'failed', code: 'invalid_cvc', message: "Your card's security code is incorrect." };
  if (number === '4000000000000002')
    return { status: 'failed', code: 'card_declined', message: 'Your card was declined.' };
  if (number === '4000000000009995') {
    return { status: 'failed', code: 'insufficient_funds', message: 'Your card has insufficient funds.' };
  }
  if (number === '4000002500003155') return { status: 'requires_action' };
  return { status: 'succeeded' };
}

export interface TestGateway extends PaymentGateway {
  /** The browser's card form confirms the payment here (with the intent's client secret). */
  confirmCard(
    id: string,
    clientSecret: string,
    card: CardInput,
  ): Promise<{ intent: PaymentIntentView | null; outcome: CardOutcome }>;
  /** The authentication step of 4000 0025 0000 3155: approve or refuse. */
  authenticate(id: string, clientSecret: string, approve: boolean): Promise<PaymentIntentView | null>;
  /** Called once an intent succeeds, as Stripe would send the payment_intent.succeeded webhook. */
  onSucceeded(listener: (intent: PaymentIntentView) => void): void;
}

export function createTestGateway(db: Db): TestGateway {
  const listeners: ((intent: PaymentIntentView) => void)[] = [];
  const find = async (id: string) =>
    (await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)))[0];
  const setStatus = async (id: string, status: IntentStatus, extra: Partial<IntentRow> = {}) => {
    const [row] = await db
      .update(testPaymentIntents)
      .set({ status, updatedAt: sql`now()`, ...extra })
      .where(eq(testPaymentIntents.id, id))
      .returning();
    return row!;
  };
  const succeeded = (view: PaymentIntentView) => {
    // Like a webhook: delivered after the answer, independently of the browser.
    setImmediate(() => listeners.forEach((listener) => listener(view)));
    return view;
  };

  return {
    name: 'test',
    publishableKey: null,

    async createIntent(input: CreateIntentInput) {
      const id = `pi_test_${randomBytes(12).toString('hex')}`;
      await db
        .insert(testPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
          idempotencyKey: input.idempotencyKey,
          amount: input.amount,
          currency: input.currency,
          status: 'requires_payment_method',
          metadata: input.metadata,
        })
        .onConflictDoNothing({ target: testPaymentIntents.idempotencyKey });
      const [row] = await db
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.idempotencyKey, input.idempotencyKey));
      return toView(row!);
    },

    async updateAmount(id, amount, metadata) {
      const [row] = await db
        .update(testPaymentIntents)
        .set({ amount, metadata, updatedAt: sql`now()` })
        .where(
          and(
            eq(testPaymentIntents.id, id),
            sql`${testPaymentIntents.status} in ('requires_payment_method', 'requires_confirmation')`,
          ),
        )
        .returning();
      if (!row) throw new Error(`payment intent ${id} can no longer change`);
      return toView(row);
    },

    async retrieve(id) {
      const row = await find(id);
      return row ? toView(row) : null;
    },

    async cancel(id) {
      await db
        .update(testPaymentIntents)
        .set({ status: 'canceled', updatedAt: sql`now()` })
        .where(and(eq(testPaymentIntents.id, id), sql`${testPaymentIntents.status} <> 'succeeded'`));
    },

    async confirmCard(id, clientSecret, card) {
      const row = await find(id);
      if (!row || row.clientSecret !== clientSecret)
        return { intent: null, outcome: { status: 'failed', code: 'card_declined', message: 'Unknown payment.' } };
      if (row.status === 'succeeded') return { intent: toView(row), outcome: { status: 'succeeded' } };
      if (row.status === 'canceled') {
        return {
          intent: toView(row),
          outcome: { status: 'failed', code: 'card_declined', message: 'This payment was cancelled.' },
        };
      }
      const outcome = cardOutcome(card);
      const last4 = card.number.replace(/\s+/g, '').slice(-4);
      if (outcome.status === 'failed') {
        const updated = await setStatus(id, 'requires_payment_method', { lastError: outcome.code, cardLast4: last4 });
        return { intent: toView(updated), outcome };
      }
      if (outcome.status === 'requires_action') {
        return {
          intent: toView(await setStatus(id, 'requires_action', { cardLast4: last4, lastError: null })),
          outcome,
        };
      }
      const updated = await setStatus(id, 'succeeded', { cardLast4: last4, lastError: null });
      return { intent: succeeded(toView(updated)), outcome };
    },

    async authenticate(id, clientSecret, approve) {
      const row = await find(id);
      if (!row || row.clientSecret !== clientSecret || row.status !== 'requires_action')
        return row ? toView(row) : null;
      if (!approve)
        return toView(await setStatus(id, 'requires_payment_method', { lastError: 'authentication_failed' }));
      return succeeded(toView(await setStatus(id, 'succeeded')));
    },

    onSucceeded(listener) {
      listeners.push(listener);
    },
  };
}
