/**
 * One decision at a time per payment on this copy (decisions 0242, 0246). The gateway's success
 * listener (or its webhook) starts a paid checkout's fulfilment as the customer's browser sends
 * confirm-order, so the two calls usually meet. Without this, confirm-order waited for the
 * listener's transaction behind the checkout's locks, decided again (finding the order) and read
 * the order back: about ten statements on PostgreSQL and three on PGlite for an answer the
 * listener was about to hold (performance A6).
 *
 * A call for a payment whose fulfilment is running here joins it. confirm-order also takes a
 * decision that ended after the call arrived (on PGlite its hooks and reads wait for that decision's
 * transaction, so the decision is usually over by the time its handler runs): the answer is then
 * as fresh as joining it at arrival would have given. A decision that ended before the call arrived
 * is never shared (the order may have changed or gone since: Clear All, a refund), and a failed
 * one never is: the caller then decides afresh, as before. Other copies and later calls read the
 * database, where `fulfil` stays idempotent, so this is for speed only.
 */
import { performance } from 'node:perf_hooks';
import type { Settlement } from './fulfil';

/** How long an ended decision stays at hand for a call that arrived before it ended. */
export const ENDED_DECISION_KEPT_MS = 5_000;

export interface FulfilOnce {
  /**
   * The decision this copy is making for this payment now; with `arrivedAt` (`performance.now()`
   * when the call arrived), also one that ended in a settlement at or after that moment.
   */
  running(paymentIntentId: string, arrivedAt?: number): Promise<Settlement> | undefined;
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
  const ended = new Map<string, { decision: Promise<Settlement>; at: number }>();
  const keepEnded = (paymentIntentId: string, decision: Promise<Settlement>) => {
    const entry = { decision, at: performance.now() };
    ended.set(paymentIntentId, entry);
    setTimeout(() => {
      if (ended.get(paymentIntentId) === entry) ended.delete(paymentIntentId);
    }, ENDED_DECISION_KEPT_MS).unref();
  };
  return {
    running(paymentIntentId, arrivedAt) {
      const now = running.get(paymentIntentId);
      if (now || arrivedAt === undefined) return now;
      const last = ended.get(paymentIntentId);
      return last && last.at >= arrivedAt ? last.decision : undefined;
    },
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
        const settlement = await decision;
        keepEnded(paymentIntentId, decision);
        return settlement;
      } finally {
        if (running.get(paymentIntentId) === decision) running.delete(paymentIntentId);
      }
    },
  };
}
