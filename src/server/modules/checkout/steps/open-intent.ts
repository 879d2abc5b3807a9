/**
 * Step 2: the checkout and its one payment intent. A snapshot with an intent is never rewritten,
 * because its payment may be completing at this moment: a changed cart supersedes it and opens a
 * new checkout with a new intent. The old intent is cancelled when the gateway still allows it;
 * if it was paid meanwhile, it stays findable by its id and fulfils the snapshot it was made for.
 */
import type { PaymentIntentView } from '../../../platform/payments/gateway';
import { Conflict } from '../../../platform/errors';
import {
  type CheckoutDraft,
  type CheckoutRow,
  findOpenCheckout,
  insertCheckout,
  markSuperseded,
  setCheckoutIntent,
} from '../checkout.repository';
import type { CheckoutDeps } from './checkout-deps';

/** Who is paying, recorded on the intent so the provider's records name the caller. */
export interface Payer {
  userId: string;
  subject: string;
  issuer: string;
}

export async function openCheckoutIntent(
  deps: Pick<CheckoutDeps, 'db' | 'gateway' | 'log'>,
  draft: CheckoutDraft,
  payer: Payer,
): Promise<{ checkout: CheckoutRow; intent: PaymentIntentView }> {
  // Two tabs may open a checkout for the same cart at once: the loser of the insert retries.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const current = await findOpenCheckout(deps.db, draft.userId, draft.cartSessionId);
    if (current && current.cartVersion === draft.cartVersion) {
      if (!current.paymentIntentId) return { checkout: current, intent: await createIntent(deps, current, payer) };
      const intent = await deps.gateway.retrieve(current.paymentIntentId);
      if (intent?.status === 'succeeded') throw new Conflict('This checkout is already paid', 'ALREADY_PAID');
      if (intent && intent.status !== 'canceled') return { checkout: current, intent };
    }
    if (current) await supersede(deps, current);
    const created = await insertCheckout(deps.db, draft);
    if (created) return { checkout: created, intent: await createIntent(deps, created, payer) };
  }
  throw new Conflict('Your checkout changed in another window: please try again', 'CHECKOUT_BUSY');
}

async function createIntent(deps: Pick<CheckoutDeps, 'db' | 'gateway'>, checkout: CheckoutRow, payer: Payer) {
  const intent = await deps.gateway.createIntent({
    amount: checkout.totalCents,
    currency: 'nzd',
    metadata: { checkoutId: checkout.id, userId: payer.userId, sub: payer.subject, issuer: payer.issuer },
    // One checkout, one intent: a retried request gets the same intent back.
    idempotencyKey: `checkout:${checkout.id}`,
  });
  await setCheckoutIntent(deps.db, checkout.id, intent.id);
  return intent;
}

/** The old snapshot stays as it was; its intent is cancelled if the gateway still allows it. */
async function supersede(deps: Pick<CheckoutDeps, 'db' | 'gateway' | 'log'>, checkout: CheckoutRow) {
  await markSuperseded(deps.db, checkout.id);
  if (!checkout.paymentIntentId) return;
  const cancelled = await deps.gateway.cancel(checkout.paymentIntentId).catch((error: unknown) => {
    deps.log.warn({ err: error, checkout: checkout.id }, 'could not cancel a superseded payment intent');
    return false;
  });
  if (!cancelled) {
    deps.log.info({ checkout: checkout.id }, 'superseded checkout kept: its payment can no longer be cancelled');
  }
}
