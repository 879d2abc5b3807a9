/**
 * Cancelling a commission, by its customer or by staff, at any stage (decision 0218). Under the
 * commission's lock: the refund the schedule its quote showed says for this moment (domain
 * `refundFor`, to the cent) is decided across its applied payments (deposit, then the balance's),
 * the state becomes `cancelled` (which releases the kitchen minutes it held), and any payment
 * still open is cancelled at the gateway; one that succeeds anyway is refunded in full by the
 * settlement step, because the commission is no longer waiting for it.
 *
 * A commission already paid in full is an order: the one path then runs inside the order's own
 * cancel (order lock, then the commission's), which marks the order cancelled with the refund the
 * schedule decided, gives back its slot and kitchen minutes, takes back its points and tells the
 * board; the money goes back here, per payment, never through the order's whole-refund.
 */
import { type CancelledBy, DEFAULT_REFUND_SCHEDULE, refundFor } from '../../../domain/commissions';
import { aucklandNow } from '../../../domain/delivery';
import type { DbOrTx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import type { Actor } from '../../platform/auth/actor';
import { assertMayRefund } from '../../platform/auth/refund-limit';
import { Conflict, NotFound } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail/outbox';
import type { CommissionDeps } from './commission-deps';
import { commissionMail } from './commission-mail';
import type { CommissionPayments } from './commission-payments';
import {
  type CommissionRow,
  findCommission,
  lockCommission,
  paymentsOf,
  updateCommission,
  updatePayment,
} from './commissions.repository';

export interface CancelInput {
  id: string;
  by: CancelledBy;
  actor: Actor;
  reason?: string | null;
}

/** The decision, in the caller's transaction with the commission locked: refunds set per payment, state cancelled. */
async function decideCancel(
  tx: DbOrTx,
  deps: CommissionDeps,
  row: CommissionRow,
  input: CancelInput,
  staffLimit: number,
): Promise<{ row: CommissionRow; refundCents: number }> {
  const held = row.paidCents - row.refundedCents;
  const { refundCents } = refundFor({
    totalCents: row.totalCents,
    paidCents: held,
    dateNeeded: row.dateNeeded,
    today: aucklandNow().date,
    by: input.by,
    // The schedule the quote showed, not today's setting (decision 0218).
    schedule: row.refundSchedule ?? DEFAULT_REFUND_SCHEDULE,
  });
  // Staff refund within their limit, as for orders (decision 0196); a customer's own cancel follows the schedule.
  if (input.by === 'staff') assertMayRefund(input.actor, refundCents, staffLimit);
  let left = refundCents;
  // The deposit first, then the balance's payments in order: each payment's share is refunded on its own intent.
  const applied = (await paymentsOf(tx, row.id))
    .filter((p) => p.applied)
    .sort((a, b) => (a.kind === b.kind ? a.instalment - b.instalment : a.kind === 'deposit' ? -1 : 1));
  for (const payment of applied) {
    const share = Math.min(left, payment.amountCents - payment.refundCents);
    if (share <= 0) continue;
    await updatePayment(tx, payment.id, { refundCents: payment.refundCents + share });
    left -= share;
  }
  const cancelled = await updateCommission(tx, row.id, {
    state: 'cancelled',
    cancelledAt: new Date(),
    cancelledBy: input.by,
    cancelReason: input.reason || null,
    refundedCents: row.refundedCents + refundCents,
  });
  await recordAudit(tx, input.actor, {
    action: 'commission.cancel',
    entity: 'commission',
    entityId: row.id,
    details: { by: input.by, refundCents, paidCents: held, orderId: row.orderId },
  });
  await enqueueMail(tx, commissionMail.cancelled(cancelled, refundCents, { publicUrl: deps.publicUrl }));
  return { row: cancelled, refundCents };
}

/** The refunds decided, made at the gateway after the commit (the sweep retries any the provider missed). */
async function makeRefunds(deps: CommissionDeps, payments: CommissionPayments, id: string) {
  deps.mail.nudge();
  for (const payment of await paymentsOf(deps.db, id)) await payments.makeRefund(payment, deps.log);
}

/** An ordered commission: cancelled through its order's own cancel, with the schedule's refund. */
async function cancelOrdered(
  deps: CommissionDeps,
  payments: CommissionPayments,
  found: CommissionRow,
  input: CancelInput,
  staffLimit: number,
): Promise<{ row: CommissionRow; refundCents: number }> {
  const today = aucklandNow().date;
  if (input.by === 'customer' && found.dateNeeded < today) {
    throw new Conflict('This cake was due on a date that has passed: call us about it', 'COMMISSION_PAST');
  }
  let decided: { row: CommissionRow; refundCents: number } | null = null;
  const reason = input.reason || `Custom cake ${found.id.slice(-8).toUpperCase()} cancelled`;
  await deps.ordersAdmin.cancel(
    input.actor,
    found.orderId!,
    reason,
    {
      // The money goes back per payment after the commit (makeRefunds), at the schedule's amount.
      refund: async () => {},
      decideRefund: async (tx) => {
        const row = (await lockCommission(tx, found.id))!;
        if (row.state !== 'ordered') throw new Conflict('This commission is already cancelled', 'ALREADY_CANCELLED');
        decided = await decideCancel(tx, deps, row, input, staffLimit);
        return decided.refundCents;
      },
      settle: async (tx, order) => {
        if (!order.userId) return;
        await deps.loyalty.inCheckout.reverseOrderPoints(tx, {
          userId: order.userId,
          orderId: order.id,
          orderNumber: order.orderNumber,
          reason: 'cancelled',
          spentCents: order.totalCents,
        });
      },
    },
    // The customer's own cancel: theirs (checked by the route) and before the date, not a staff limit.
    input.by === 'customer'
      ? {
          mayCancel: (order) => {
            if (order.status === 'cancelled')
              throw new Conflict('This commission is already cancelled', 'ALREADY_CANCELLED');
            if (order.status === 'collected' || order.status === 'delivered') {
              throw new Conflict('This cake has been collected', 'ORDER_COMPLETED');
            }
          },
        }
      : {},
  );
  // A cancel that raced this one found the order cancelled and decided nothing here.
  if (!decided) throw new Conflict('This commission is already cancelled', 'ALREADY_CANCELLED');
  await makeRefunds(deps, payments, found.id);
  return decided;
}

export async function cancelCommission(
  deps: CommissionDeps,
  payments: CommissionPayments,
  input: CancelInput,
): Promise<{ row: CommissionRow; refundCents: number }> {
  const staffLimit = input.by === 'staff' ? await deps.settings.staffRefundLimitCents() : 0;
  const found = await findCommission(deps.db, input.id);
  if (!found) throw new NotFound('Commission not found');
  if (found.state === 'ordered' && found.orderId) return cancelOrdered(deps, payments, found, input, staffLimit);
  const decided = await deps.db.transaction(async (tx) => {
    const row = await lockCommission(tx, input.id);
    if (!row) throw new NotFound('Commission not found');
    if (row.state === 'cancelled') throw new Conflict('This commission is already cancelled', 'ALREADY_CANCELLED');
    // Paid in full between the read above and this lock: the order's path decides it (one path for orders).
    if (row.state === 'ordered') return null;
    const all = await paymentsOf(tx, row.id);
    return { ...(await decideCancel(tx, deps, row, input, staffLimit)), open: all.filter((p) => !p.succeeded) };
  });
  if (!decided) return cancelCommission(deps, payments, input);
  await makeRefunds(deps, payments, input.id);
  // A payment begun but not made can no longer be made; one that lands anyway is refunded on settlement.
  for (const payment of decided.open) {
    await deps.gateway.cancel(payment.intentId).catch((error: unknown) => {
      deps.log.warn({ err: error, intent: payment.intentId }, 'open commission payment not cancelled');
    });
  }
  return { row: decided.row, refundCents: decided.refundCents };
}
