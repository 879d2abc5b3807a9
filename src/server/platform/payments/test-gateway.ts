/**
 * The embedded test gateway: a real, small card processor kept in our database, with Stripe's
 * test-card behaviour. No money moves. Refused in production unless PAYMENTS=test.
 *   4242 4242 4242 4242  succeeds
 *   4000 0000 0000 0002  is declined
 *   4000 0000 0000 9995  fails for insufficient funds
 *   4000 0025 0000 3155  asks the customer to approve an authentication step first
 * Like Stripe, it changes an intent's status only from the state it read (a guarded update), so
 * a cancel and an approval racing each other cannot both win.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { findTestCard, luhnValid } from '../../../domain/test-cards';
import type { Db } from '../../db/client';
import { testPaymentIntents, testPaymentRefunds } from '../../db/schema';
import type { CreateIntentInput, IntentStatus, PaymentGateway, PaymentIntentView } from './gateway';

type IntentRow = typeof testPaymentIntents.$inferSelect;

/** Stripe cancels an intent until it succeeds (this gateway has no `processing` state). */
const CANCELLABLE: IntentStatus[] = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

const NOT_PAYABLE = {
  canceled: { status: 'failed', code: 'card_declined', message: 'This payment was cancelled.' },
  busy: { status: 'failed', code: 'card_declined', message: 'This payment is waiting for your approval.' },
} as const satisfies Record<string, CardOutcome>;

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

/** What a test card does, as Stripe's test mode would answer. */
export function cardOutcome(card: CardInput, now = new Date()): CardOutcome {
  const number = card.number.replace(/\s+/g, '');
  if (!luhnValid(number))
    return { status: 'failed', code: 'incorrect_number', message: 'Your card number is incorrect.' };
  const endOfExpiryMonth = new Date(Date.UTC(card.expYear, card.expMonth, 1));
  if (card.expMonth < 1 || card.expMonth > 12 || endOfExpiryMonth <= now) {
    return { status: 'failed', code: 'expired_card', message: 'Your card has expired.' };
  }
  if (!/^\d{3,4}$/.test(card.cvc)) {
    return { status: 'failed', code: 'invalid_cvc', message: "Your card's security code is incorrect." };
  }
  switch (findTestCard(number)?.outcome) {
    case 'card_declined':
      return { status: 'failed', code: 'card_declined', message: 'Your card was declined.' };
    case 'insufficient_funds':
      return { status: 'failed', code: 'insufficient_funds', message: 'Your card has insufficient funds.' };
    case 'requires_action':
      return { status: 'requires_action' };
    default:
      // Any other valid number pays, as in Stripe's test mode.
      return { status: 'succeeded' };
  }
}

export interface TestGateway extends PaymentGateway {
  /** The browser's card form confirms the payment here (with the intent's client secret). */
  confirmCard(
    id: string,
    clientSecret: string,
    card: CardInput,
  ): Promise<{ intent: PaymentIntentView | null; outcome: CardOutcome }>;
  /** The authentication step of 4000 0025 0000 3155: approve or refuse; null for an unknown intent or a wrong secret. */
  authenticate(id: string, clientSecret: string, approve: boolean): Promise<PaymentIntentView | null>;
  /** Called once an intent succeeds, as Stripe would send the payment_intent.succeeded webhook. */
  onSucceeded(listener: (intent: PaymentIntentView) => void): void;
}

export function createTestGateway(db: Db): TestGateway {
  const listeners: ((intent: PaymentIntentView) => void)[] = [];
  const find = async (id: string) =>
    (await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)))[0];
  /** Moves an intent from the status it was read in; undefined when another change came first. */
  const setStatus = async (id: string, from: IntentStatus, status: IntentStatus, extra: Partial<IntentRow> = {}) => {
    const [row] = await db
      .update(testPaymentIntents)
      .set({ status, updatedAt: sql`now()`, ...extra })
      .where(and(eq(testPaymentIntents.id, id), eq(testPaymentIntents.status, from)))
      .returning();
    return row;
  };
  /** The intent as it is now, after a guarded update lost to another change. */
  const current = async (id: string) => toView((await find(id))!);
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
      const [created] = await db
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
        .onConflictDoNothing({ target: testPaymentIntents.idempotencyKey })
        .returning();
      // A retried key inserts nothing and gets the intent made first (performance A6: the new
      // one comes back from the insert itself, one statement fewer).
      const [row] = created
        ? [created]
        : await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.idempotencyKey, input.idempotencyKey));
      return toView(row!);
    },

    async retrieve(id) {
      const row = await find(id);
      return row ? toView(row) : null;
    },

    async cancel(id) {
      const [row] = await db
        .update(testPaymentIntents)
        .set({ status: 'canceled', updatedAt: sql`now()` })
        .where(and(eq(testPaymentIntents.id, id), inArray(testPaymentIntents.status, CANCELLABLE)))
        .returning();
      return Boolean(row) || (await find(id))?.status === 'canceled';
    },

    async refund(id) {
      // What is left, once: a second call finds nothing left; the rest is kept as one refund.
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)).for('update');
        if (!row || row.status !== 'succeeded' || row.amountRefunded >= row.amount) return;
        await tx
          .insert(testPaymentRefunds)
          .values({ intentId: id, amount: row.amount - row.amountRefunded, idempotencyKey: `refund:${id}` });
        await tx
          .update(testPaymentIntents)
          .set({ amountRefunded: row.amount, updatedAt: sql`now()` })
          .where(eq(testPaymentIntents.id, id));
      });
    },

    async refundPart(id, amount, idempotencyKey) {
      await db.transaction(async (tx) => {
        // The intent's row lock orders two refunds of one payment: the second sees the first.
        const [row] = await tx.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)).for('update');
        if (!row || row.status !== 'succeeded')
          throw new Error('This payment has not succeeded, so it cannot be refunded');
        const [same] = await tx
          .select()
          .from(testPaymentRefunds)
          .where(eq(testPaymentRefunds.idempotencyKey, idempotencyKey));
        if (same) return;
        if (amount <= 0 || row.amountRefunded + amount > row.amount) {
          throw new Error(
            `Refund amount (${amount}) is greater than the unrefunded amount (${row.amount - row.amountRefunded})`,
          );
        }
        await tx.insert(testPaymentRefunds).values({ intentId: id, amount, idempotencyKey });
        await tx
          .update(testPaymentIntents)
          .set({ amountRefunded: sql`${testPaymentIntents.amountRefunded} + ${amount}`, updatedAt: sql`now()` })
          .where(eq(testPaymentIntents.id, id));
      });
    },

    async confirmCard(id, clientSecret, card) {
      const row = await find(id);
      if (!row || row.clientSecret !== clientSecret) {
        return { intent: null, outcome: { status: 'failed', code: 'card_declined', message: 'Unknown payment.' } };
      }
      const from = row.status as IntentStatus;
      if (from === 'succeeded') return { intent: toView(row), outcome: { status: 'succeeded' } };
      if (from !== 'requires_payment_method' && from !== 'requires_confirmation') {
        return { intent: toView(row), outcome: NOT_PAYABLE[from === 'canceled' ? 'canceled' : 'busy'] };
      }
      const outcome = cardOutcome(card);
      const last4 = card.number.replace(/\s+/g, '').slice(-4);
      const next: IntentStatus =
        outcome.status === 'failed'
          ? 'requires_payment_method'
          : outcome.status === 'requires_action'
            ? 'requires_action'
            : 'succeeded';
      const updated = await setStatus(id, from, next, {
        cardLast4: last4,
        lastError: outcome.status === 'failed' ? outcome.code : null,
      });
      // The checkout was cancelled or paid in the meantime: nothing was charged by this attempt.
      if (!updated) {
        const now = await current(id);
        return { intent: now, outcome: now.status === 'succeeded' ? { status: 'succeeded' } : NOT_PAYABLE.canceled };
      }
      return { intent: next === 'succeeded' ? succeeded(toView(updated)) : toView(updated), outcome };
    },

    async authenticate(id, clientSecret, approve) {
      const row = await find(id);
      // Only the holder of the client secret may learn anything about the intent, its status included.
      if (!row || row.clientSecret !== clientSecret) return null;
      if (row.status !== 'requires_action') return toView(row);
      const updated = approve
        ? await setStatus(id, 'requires_action', 'succeeded')
        : await setStatus(id, 'requires_action', 'requires_payment_method', { lastError: 'authentication_failed' });
      if (!updated) return current(id);
      return approve ? succeeded(toView(updated)) : toView(updated);
    },

    onSucceeded(listener) {
      listeners.push(listener);
    },
  };
}
