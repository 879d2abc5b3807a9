/**
 * A payment intent the shop made (its metadata names one of our checkouts) that no checkout
 * holds: its row was lost (before issue 20 an account's deletion took its checkouts with it),
 * or never recorded the intent. Nothing can be fulfilled from it, so a succeeded one is refunded
 * in full and logged, once, and one not paid yet is cancelled so it never can be. An intent that
 * is not ours (another integration on the same Stripe account) is left alone.
 */
import type { Log } from '../../../platform/logging';
import { securityEvent } from '../../../platform/security-log';
import type { PaymentIntentView } from '../../../platform/payments/gateway';
import { recordFirstTime } from '../payment-events.repository';
import type { CheckoutDeps } from './checkout-deps';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type OrphanOutcome = { kind: 'not_ours' } | { kind: 'refunded' | 'cancelled'; intent: PaymentIntentView };

/** Ours when the shop's createIntent made it: it names a checkout by its id. */
const isOurs = (intent: PaymentIntentView) => UUID.test(intent.metadata.checkoutId ?? '');

export async function settleOrphanedIntent(
  deps: Pick<CheckoutDeps, 'db' | 'gateway'>,
  intentId: string,
  log: Log,
): Promise<OrphanOutcome> {
  const intent = await deps.gateway.retrieve(intentId);
  if (!intent || !isOurs(intent)) return { kind: 'not_ours' };
  if (intent.status !== 'succeeded') {
    await deps.gateway.cancel(intentId);
    return { kind: 'cancelled', intent };
  }
  // The gateway's refund is idempotent; the marker makes the log line (and only it) once-only.
  await deps.gateway.refund(intentId);
  if (await recordFirstTime(deps.db, `orphan-refund:${intentId}`, 'orphan_refund')) {
    securityEvent(log, 'payment_refunded_on_fault', {
      checkout: intent.metadata.checkoutId,
      intent: intentId,
      amountCents: intent.amount,
      reason: 'unknown_checkout',
    });
  }
  return { kind: 'refunded', intent };
}
