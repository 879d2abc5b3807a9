/**
 * The GST report's refund rows (issue 26): one per supply correction, dated by its refund. Each
 * partial refund is a correction of its own, and a cancel's is what it refunded beyond them; each
 * one's GST is figured as its credit note figures it (refundCorrectionFigures: 3/23 of the part,
 * the last taking exactly the GST left), so an order's sale and corrections net to zero and the
 * report equals the sum of its documents to the cent.
 */
import { refundCorrectionFigures } from '../../../domain/tax-invoice';
import type { DbOrTx } from '../../db/client';
import {
  findFinishedRefundsOf,
  findOrdersPartlyRefundedBetween,
  findRefundsBetween,
  type SupplyRow,
} from './tax-invoices.repository';

export interface RefundRow extends SupplyRow {
  /** The correction's total and GST (positive: what was taken back). */
  totalCents: number;
  gstCents: number;
}

const inRange = (date: string, from: string, to: string) => date >= from && date <= to;

export async function findRefundRowsBetween(db: DbOrTx, from: string, to: string): Promise<RefundRow[]> {
  const [cancelled, partlyRefunded] = await Promise.all([
    findRefundsBetween(db, from, to),
    findOrdersPartlyRefundedBetween(db, from, to),
  ]);
  const ordersById = new Map<string, SupplyRow>();
  for (const order of [...partlyRefunded, ...cancelled]) ordersById.set(order.orderId, order);
  const cancelDates = new Map(cancelled.map((order) => [order.orderId, order.date]));
  const refunds = await findFinishedRefundsOf(db, [...ordersById.keys()]);

  const rows: RefundRow[] = [];
  const earlier = new Map<string, { totalCents: number; gstCents: number }>();
  for (const refund of refunds) {
    const order = ordersById.get(refund.orderId)!;
    const before = earlier.get(order.orderId) ?? { totalCents: 0, gstCents: 0 };
    const figures = refundCorrectionFigures(order, refund.amountCents, before);
    earlier.set(order.orderId, {
      totalCents: before.totalCents + figures.totalCents,
      gstCents: before.gstCents + figures.gstCents,
    });
    if (inRange(refund.date, from, to)) rows.push({ ...order, date: refund.date, ...pick(figures) });
  }
  // A cancel corrects what it refunded beyond the partial refunds before it.
  for (const [orderId, date] of cancelDates) {
    const order = ordersById.get(orderId)!;
    const before = earlier.get(orderId) ?? { totalCents: 0, gstCents: 0 };
    const figures = refundCorrectionFigures(order, order.refundedCents - before.totalCents, before);
    if (figures.totalCents > 0) rows.push({ ...order, date, ...pick(figures) });
  }
  return rows.sort((a, b) => a.date.localeCompare(b.date) || a.orderNumber - b.orderNumber);
}

const pick = (figures: { totalCents: number; gstCents: number }) => ({
  totalCents: figures.totalCents,
  gstCents: figures.gstCents,
});
