/** A commission row as the customer and staff see it: money as "12.50", the stage of this moment. */
import type { AdminCommission, StoreCommission } from '../../../contracts/commissions';
import { DEFAULT_REFUND_SCHEDULE, describeSchedule, refundFor, stageOf } from '../../../domain/commissions';
import { aucklandNow } from '../../../domain/delivery';
import { formatMoneyString } from '../../../domain/money';
import { balancePaidOf, nextPaymentOf, planOf } from './commission-plan';
import type { CommissionMessageRow, CommissionRow } from './commissions.repository';

const money = formatMoneyString;

export function toStoreCommission(
  row: CommissionRow,
  messages: CommissionMessageRow[],
  now = new Date(),
): StoreCommission {
  const today = aucklandNow(now).date;
  // An order made from a commission is cancelled through it too, until its date (decision 0218).
  const open = row.state !== 'cancelled' && !(row.state === 'ordered' && row.dateNeeded < today);
  const schedule = row.refundSchedule ?? DEFAULT_REFUND_SCHEDULE;
  const plan = planOf(row);
  const next = nextPaymentOf(row);
  let covered = 0;
  return {
    id: row.id,
    reference: row.id.slice(-8).toUpperCase(),
    state: row.state,
    stage: stageOf(row.state, {
      today,
      now,
      balanceDueDate: row.balanceDueDate,
      quoteValidUntil: row.quoteValidUntil,
    }),
    dateNeeded: row.dateNeeded,
    slot: row.slot,
    occasion: row.occasion,
    size: row.size,
    servings: row.servings,
    flavours: row.flavours,
    designNotes: row.designNotes,
    message: row.message,
    budget: row.budgetCents === null ? null : money(row.budgetCents),
    photos: row.photos,
    quote:
      row.quoteLines && row.quoteValidUntil && row.balanceDueDate
        ? {
            version: row.quoteVersion,
            lines: row.quoteLines.map((line) => ({
              kind: line.kind,
              label: line.label,
              amount: money(line.amountCents),
            })),
            rush: money(row.rushCents),
            total: money(row.totalCents),
            deposit: money(row.depositCents),
            balance: money(row.balanceCents),
            balanceDueDate: plan.at(-1)!.dueDate,
            validUntil: row.quoteValidUntil.toISOString(),
            note: row.quoteNote,
            refundSchedule: describeSchedule(row.totalCents, schedule).map((tier) => ({
              when: tier.when,
              keep: money(tier.keepCents),
              keepPercent: tier.keepPercent,
            })),
            instalments: plan.map((instalment) => {
              covered += instalment.amountCents;
              return {
                number: instalment.number,
                amount: money(instalment.amountCents),
                dueDate: instalment.dueDate,
                paid: covered <= balancePaidOf(row),
              };
            }),
          }
        : null,
    paid: money(row.paidCents),
    refunded: money(row.refundedCents),
    orderId: row.orderId,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledBy: row.cancelledBy,
    nextPayment: next
      ? { number: next.number, of: plan.length, amount: money(next.amountCents), dueDate: next.dueDate }
      : null,
    refundIfCancelledNow: open
      ? money(
          refundFor({
            totalCents: row.totalCents,
            paidCents: row.paidCents - row.refundedCents,
            dateNeeded: row.dateNeeded,
            today,
            by: 'customer',
            schedule,
          }).refundCents,
        )
      : null,
    messages: messages.map((m) => ({ author: m.author, body: m.body, createdAt: m.createdAt.toISOString() })),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminCommission(
  row: CommissionRow,
  messages: CommissionMessageRow[],
  now = new Date(),
): AdminCommission {
  return {
    ...toStoreCommission(row, messages, now),
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    cancelReason: row.cancelReason,
  };
}
