/**
 * Recovery: payments whose fulfilment was cut off (the process stopped, the database went away,
 * a webhook never came) are completed without the customer pressing anything. Runs at start and
 * every minute; every copy of the server may run it, because fulfil is idempotent.
 */
import { findUnsettledCheckouts } from '../checkout.repository';
import type { CheckoutDeps } from './checkout-deps';
import { fulfil, refundCheckout } from './fulfil';

export interface SettleOptions {
  /** Leave checkouts alone that changed this recently: their customer is still at it. */
  quietSeconds: number;
  /** Payment intents expire; older checkouts are not asked about. */
  withinHours?: number;
  limit?: number;
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
        continue;
      }
      const intent = await deps.gateway.retrieve(row.paymentIntentId!);
      if (intent?.status !== 'succeeded') continue;
      await fulfil(deps, row);
      settled += 1;
    } catch (error) {
      deps.log.warn({ err: error, checkout: row.id }, 'settling a paid checkout failed: retried on the next sweep');
    }
  }
  return settled;
}
