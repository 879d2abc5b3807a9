/**
 * Recovery: payments whose fulfilment was cut off (the process stopped, the database went away,
 * a webhook never came) are completed without the customer pressing anything. Runs at start and
 * every minute; every copy of the server may run it, because fulfil is idempotent.
 */
import { SLOT_HOLD_MINUTES } from '../../../../domain/delivery';
import {
  type CheckoutRow,
  findStaleRewardCheckouts,
  findUnsettledCheckouts,
  markSuperseded,
} from '../checkout.repository';
import { countSweep } from '../../../platform/metrics/counters';
import type { CheckoutDeps } from './checkout-deps';
import { fulfil, refundCheckout } from './fulfil';
import { releaseCheckoutReward } from './release-reward';

export interface SettleOptions {
  /** Leave checkouts alone that changed this recently: their customer is still at it. */
  quietSeconds: number;
  /** Payment intents expire; older checkouts are not asked about. */
  withinHours?: number;
  limit?: number;
  /** An unpaid checkout keeps its reserved reward this long (as long as a slot hold). */
  rewardHoldMinutes?: number;
}

export async function settlePaidCheckouts(deps: CheckoutDeps, options: SettleOptions): Promise<number> {
  const rows = await findUnsettledCheckouts(deps.db, {
    quietSeconds: options.quietSeconds,
    withinHours: options.withinHours ?? 48,
    limit: options.limit ?? 100,
  });
  let settled = 0;
  for (const row of rows) {
    try {
      if (row.status === 'refunding') {
        await refundCheckout(deps, row);
        settled += 1;
        countSweep('settled');
        continue;
      }
      const intent = await deps.gateway.retrieve(row.paymentIntentId!);
      if (intent?.status !== 'succeeded') {
        countSweep('unpaid');
        continue;
      }
      await fulfil(deps, row);
      settled += 1;
      countSweep('settled');
    } catch (error) {
      countSweep('failed');
      deps.log.warn({ err: error, checkout: row.id }, 'settling a paid checkout failed: retried on the next sweep');
    }
  }
  await releaseAbandonedRewards(deps, options);
  return settled;
}

/**
 * Rewards reserved by checkouts left unpaid: the intent is cancelled first, and only a checkout
 * whose payment can no longer land gives its reward back. A payment that did land keeps it (the
 * sweep above, or the next one, makes its order).
 */
async function releaseAbandonedRewards(deps: CheckoutDeps, options: SettleOptions): Promise<void> {
  const rows = await findStaleRewardCheckouts(deps.db, {
    minutes: options.rewardHoldMinutes ?? SLOT_HOLD_MINUTES,
    limit: options.limit ?? 100,
  });
  for (const row of rows) {
    try {
      if (await paymentStopped(deps, row)) {
        await markSuperseded(deps.db, row.id);
        await releaseCheckoutReward(deps, row, 'checkout not completed');
      }
    } catch (error) {
      deps.log.warn(
        { err: error, checkout: row.id },
        'releasing an abandoned reward failed: retried on the next sweep',
      );
    }
  }
}

async function paymentStopped(deps: CheckoutDeps, row: CheckoutRow): Promise<boolean> {
  if (!row.paymentIntentId) return true;
  const intent = await deps.gateway.retrieve(row.paymentIntentId);
  if (!intent || intent.status === 'canceled') return true;
  if (intent.status === 'succeeded') return false;
  return deps.gateway.cancel(row.paymentIntentId);
}
