/**
 * Issuing an order's tax documents (decisions 0189, 0219): its invoice, one supply correction per
 * partial refund, and one for what a cancel refunded (the rest of the order). Called inside the
 * transaction that holds the order's row lock: the refund's or the cancel's own (so each refund's
 * correction is numbered when it happens), and at a read (catching up what was refunded while the
 * shop had no GST number). Locks are taken order row first, then the sequence row: no deadlock.
 */
import { refundCorrectionFigures, invoiceFigures } from '../../../domain/tax-invoice';
import type { DbOrTx } from '../../db/client';
import {
  findFinishedRefunds,
  findTaxDocuments,
  insertTaxDocument,
  type InvoicedOrder,
  type TaxDocumentRow,
  takeNextNumber,
} from './tax-invoices.repository';

/** Who issues: the shop's name and GST number as stored (digits). */
export interface TaxSupplier {
  name: string;
  gstNumber: string;
}

/** The supplier when the shop may issue tax documents: registered and with its number. */
export function taxSupplierOf(settings: {
  businessName: string;
  gstRegistered?: boolean;
  gstNumber?: string | null;
}): TaxSupplier | null {
  if (settings.gstRegistered === false || !settings.gstNumber) return null;
  return { name: settings.businessName, gstNumber: settings.gstNumber };
}

const sumOf = (docs: TaxDocumentRow[]) =>
  docs.reduce((acc, d) => ({ totalCents: acc.totalCents + d.totalCents, gstCents: acc.gstCents + d.gstCents }), {
    totalCents: 0,
    gstCents: 0,
  });

/**
 * Issues what is due and returns all the order's documents, by number. The caller's transaction
 * must hold the order's row lock (`FOR UPDATE`) and `order` must be read under it.
 */
export async function issueDueDocuments(
  tx: DbOrTx,
  order: InvoicedOrder,
  supplier: TaxSupplier,
): Promise<TaxDocumentRow[]> {
  const docs = await findTaxDocuments(tx, order.id);
  const issue = async (
    kind: 'invoice' | 'correction',
    figures: { totalCents: number; gstCents: number },
    suppliedAt: Date,
    refundId: string | null,
  ) => {
    docs.push(
      await insertTaxDocument(tx, {
        number: await takeNextNumber(tx),
        kind,
        orderId: order.id,
        refundId,
        supplierName: supplier.name,
        gstNumber: supplier.gstNumber,
        suppliedAt,
        totalCents: figures.totalCents,
        gstCents: figures.gstCents,
      }),
    );
  };
  if (!docs.some((d) => d.kind === 'invoice')) await issue('invoice', invoiceFigures(order), order.createdAt, null);
  if (order.refundedCents <= 0) return docs;

  const corrections = () => docs.filter((d) => d.kind === 'correction');
  const refunds = await findFinishedRefunds(tx, order.id);
  for (const refund of refunds) {
    if (docs.some((d) => d.refundId === refund.id)) continue;
    // Never beyond what the order's refunded total says: a refund a cancel overtook at the gateway
    // is inside the cancel's correction already, so it gets none of its own.
    const room = order.refundedCents - sumOf(corrections()).totalCents;
    const figures = refundCorrectionFigures(order, Math.min(refund.amountCents, room), sumOf(corrections()));
    if (figures.totalCents > 0) await issue('correction', figures, refund.refundedAt ?? refund.createdAt, refund.id);
  }
  // What a cancel refunded beyond the partial refunds: one correction for the rest of the order.
  const rest = order.refundedCents - sumOf(corrections()).totalCents;
  if (rest > 0 && !corrections().some((d) => d.refundId === null)) {
    const figures = refundCorrectionFigures(order, rest, sumOf(corrections()));
    await issue('correction', figures, order.cancelledAt ?? order.updatedAt, null);
  }
  return docs.sort((a, b) => a.number - b.number);
}
