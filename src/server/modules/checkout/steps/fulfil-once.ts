/**
 * One decision at a time per payment on this copy (decision 0242). The gateway's success listener
 * (or its webhook) starts a paid checkout's fulfilment as the customer's browser sends
 * confirm-order, so the two calls usually meet. Without this, confirm-order waited for the
 * listener's transaction behind the checkout's locks, decided again (finding the order) and read
 * the order back: about ten statements on PostgreSQL and three on PGlite for an answer the
 * listener was about to hold (performance A6).
 *
 * A call for a payment whose fulfilment is running here joins it, and confirm-order takes the
 * running one when it arrives, before its own reads (on PGlite they wait for that transaction to
 * end, and the decision would be over by then). Only a decision made while the call was under way
 * is shared, never an older one (the order may have changed or gone since), and a failed one is
 * never shared: the caller then decides afresh, as before. Other copies and later calls read the
 * database, where `fulfil` stays idempotent, so this is for speed only.
 */
import type { Settlement } from './fulfil';

export interface FulfilOnce {
  /** The decision this copy is making for this payment now, if any. */
  running(paymentIntentId: string): Promise<Settlement> | undefined;
  /**
   * The payment's decision: `joining`'s (taken earlier by the caller) or the one running now if
   * either succeeds, else `decide()`'s, which later calls join until it ends.
   */
  settle(
    paymentIntentId: string,
    decide: () => Promise<Settlement>,
    joining?: Promise<Settlement>,
  ): Promise<Settlement>;
}

export function createFulfilOnce(): FulfilOnce {
  const running = new Map<string, Promise<Settlement>>();
  return {
    running: (paymentIntentId) => running.get(paymentIntentId),
    async settle(paymentIntentId, decide, joining = running.get(paymentIntentId)) {
      if (joining) {
        try {
          return await joining;
        } catch {
          // That call's failure is its own (a lost connection, a payment not yet complete): decide here.
        }
      }
      const decision = decide();
      running.set(paymentIntentId, decision);
      try {
        return await decision;
      } finally {
        if (running.get(paymentIntentId) === decision) running.delete(paymentIntentId);
      }
    },
  };
}
