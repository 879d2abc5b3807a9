/**
 * Step 2: the checkout and its one payment intent. A snapshot with an intent is never rewritten,
 * because its payment may be completing at this moment: a changed cart supersedes it and opens a
 * new checkout with a new intent. The old intent is cancelled when the gateway still allows it;
 * if it was paid meanwhile, it stays findable by its id and fulfils the snapshot it was made for.
 * A reward chosen for the checkout is reserved in the transaction that inserts the checkout, so no
 * other request can ever see (and make a payable intent for) a discounted checkout whose points
 * are not yet, or never will be, taken; it is given back only once the old intent is known to be
 * cancelled (a payment that can still land keeps its reward).
 */
import type { PaymentIntentView } from '../../../platform/payments/gateway';
import type { DbOrTx } from '../../../db/client';
import { Conflict } from '../../../platform/errors';
import { countCheckout } from '../../../platform/metrics/counters';
import type { QuotedReward } from '../../loyalty/loyalty.service';
import {
  type CheckoutDraft,
  type CheckoutRow,
  findOpenCheckout,
  insertCheckout,
  lockAvailableProducts,
  markSuperseded,
  setCheckoutIntent,
  setCheckoutRedemption,
} from '../checkout.repository';
import type { CheckoutDeps } from './checkout-deps';
import { releaseCheckoutReward } from './release-reward';
import { chargedCents, spendStoreCredit } from './store-credit';

/** Who is paying, recorded on the intent so the provider's records name the caller. */
export interface Payer {
  userId: string;
  subject: string;
  issuer: string;
}

export async function openCheckoutIntent(
  deps: Pick<CheckoutDeps, 'db' | 'gateway' | 'log' | 'loyalty' | 'storeCredit'>,
  draft: CheckoutDraft,
  payer: Payer,
  reward: QuotedReward | null = null,
  /**
   * The cart's open checkout as the caller has just read it (or `undefined`, none), for the first
   * attempt: read once per request rather than twice (performance A6). Every decision below is
   * guarded in the database (the open checkout's unique index, `status = 'open'`, an intent set
   * once), so a checkout changed since that read is met exactly as one changed after a read here.
   */
  known?: { open: CheckoutRow | undefined },
): Promise<{ checkout: CheckoutRow; intent: PaymentIntentView }> {
  // Two tabs may open a checkout for the same cart at once: the loser of the insert retries.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const current =
      attempt === 0 && known ? known.open : await findOpenCheckout(deps.db, draft.userId, draft.cartSessionId);
    // A checkout priced with a reward it does not hold (left by code before the reservation shared
    // the insert's transaction) is never made payable: it is superseded like a changed cart.
    const reusable = current && current.cartVersion === draft.cartVersion && !unreserved(current);
    if (current && reusable) {
      if (!current.paymentIntentId) return { checkout: current, intent: await createIntent(deps, current, payer) };
      const intent = await deps.gateway.retrieve(current.paymentIntentId);
      if (intent?.status === 'succeeded') throw new Conflict('This checkout is already paid', 'ALREADY_PAID');
      if (intent && intent.status !== 'canceled') return { checkout: current, intent };
    }
    if (current) await supersede(deps, current);
    const created = await deps.db.transaction((tx) => insertReserved(deps, tx, draft, reward));
    if (created) countCheckout('started');
    if (created) return { checkout: created, intent: await createIntent(deps, created, payer) };
  }
  throw new Conflict('Your checkout changed in another window: please try again', 'CHECKOUT_BUSY');
}

async function createIntent(deps: Pick<CheckoutDeps, 'db' | 'gateway'>, checkout: CheckoutRow, payer: Payer) {
  const intent = await deps.gateway.createIntent({
    // Less the store credit it spends: 0 when credit pays it all (store-credit-payments.ts).
    amount: chargedCents(checkout),
    currency: 'nzd',
    metadata: { checkoutId: checkout.id, userId: payer.userId, sub: payer.subject, issuer: payer.issuer },
    // One checkout, one intent: a retried request gets the same intent back.
    idempotencyKey: `checkout:${checkout.id}`,
  });
  await setCheckoutIntent(deps.db, checkout.id, intent.id);
  return intent;
}

/** Priced with a reward (its discount is in the total) but holding no reservation of it. */
const unreserved = (checkout: CheckoutRow) => checkout.rewardId !== null && checkout.redemptionId === null;

/**
 * Inserts the checkout and takes the reward's points (or the voucher) in one transaction: the row
 * becomes visible to other requests only with its reservation. When the points were spent in
 * another tab meanwhile, the 409 rolls the insert back; another request for the same cart waits
 * on the insert's unique index until then. Undefined when another request opened one first.
 */
async function insertReserved(
  deps: Pick<CheckoutDeps, 'loyalty' | 'storeCredit'>,
  tx: DbOrTx,
  draft: CheckoutDraft,
  reward: QuotedReward | null,
): Promise<CheckoutRow | undefined> {
  // Under the products' lock: a product deleted since the cart was priced is refused here, and
  // one deleted after this commits is archived instead, so the paid order can always be written.
  const available = await lockAvailableProducts(
    tx,
    draft.lines.map((line) => line.productId),
  );
  const gone = draft.lines.find((line) => !available.has(line.productId));
  if (gone)
    throw new Conflict(`${gone.productName} is no longer available: please remove it from your cart`, 'UNAVAILABLE');
  const created = await insertCheckout(tx, draft);
  if (!created) return created;
  await spendStoreCredit(deps, tx, { ...created, userId: draft.userId });
  if (!reward) return created;
  const redemptionId = await deps.loyalty.inCheckout.reserveReward(tx, draft.userId, created.id, reward);
  await setCheckoutRedemption(tx, created.id, redemptionId);
  return { ...created, redemptionId };
}

/**
 * The old snapshot stays as it was; its intent is cancelled if the gateway still allows it, and
 * then (only then) its reward is given back.
 */
async function supersede(
  deps: Pick<CheckoutDeps, 'db' | 'gateway' | 'log' | 'loyalty' | 'storeCredit'>,
  checkout: CheckoutRow,
) {
  await markSuperseded(deps.db, checkout.id);
  const cancelled =
    !checkout.paymentIntentId ||
    (await deps.gateway.cancel(checkout.paymentIntentId).catch((error: unknown) => {
      deps.log.warn({ err: error, checkout: checkout.id }, 'could not cancel a superseded payment intent');
      return false;
    }));
  if (!cancelled) {
    deps.log.info({ checkout: checkout.id }, 'superseded checkout kept: its payment can no longer be cancelled');
    return;
  }
  await releaseCheckoutReward(deps, checkout, 'checkout changed');
}
