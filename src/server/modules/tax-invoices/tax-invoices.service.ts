/**
 * Tax invoices, supply corrections and the GST report (issue 26). A paid order's invoice is issued
 * (numbered) the first time anyone reads it while the shop is GST-registered with its number; a
 * refunded order's correction likewise, dated by its refund (decision 0189). Only the order's
 * customer and staff can read them: anyone else gets the 404 of an unknown id.
 */
import type { AdminGstReport, StoreTaxInvoice, TaxDocument } from '../../../contracts/tax-invoices';
import { aucklandNow } from '../../../domain/delivery';
import { formatIrdNumber } from '../../../domain/ird-number';
import { formatMoneyString } from '../../../domain/money';
import { invoiceFigures } from '../../../domain/tax-invoice';
import type { Db } from '../../db/client';
import { NotFound } from '../../platform/errors';
import type { SettingsService } from '../settings/settings.service';
import { findRefundRowsBetween } from './gst-report-refunds';
import { issueDueDocuments, type TaxSupplier, taxSupplierOf } from './tax-documents.service';
import {
  findOrderToInvoice,
  findSalesBetween,
  findTaxDocuments,
  lockOrder,
  type InvoicedItem as OrderItemRow,
  type InvoicedOrder as OrderRow,
  type TaxDocumentRow,
} from './tax-invoices.repository';

/** Who asks: the signed-in person's user id, and whether they are staff. */
export interface TaxInvoiceCaller {
  userId: string;
  isStaff: boolean;
}

/** "4, 5 and 7". */
const listNumbers = (rows: TaxDocumentRow[]) => {
  const numbers = rows.map((r) => String(r.number));
  return numbers.length > 1 ? `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}` : (numbers[0] ?? '');
};

const aucklandDateOf = (instant: Date) => aucklandNow(instant).date;

const joinAddress = (parts: (string | null | undefined)[]) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');

const describeLine = (item: OrderItemRow) => (item.size ? `${item.productName} (${item.size})` : item.productName);

function toDocument(row: TaxDocumentRow): TaxDocument {
  return {
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    dateOfSupply: aucklandDateOf(row.suppliedAt),
    total: formatMoneyString(row.totalCents),
    gst: formatMoneyString(row.gstCents),
    totalExcludingGst: formatMoneyString(row.totalCents - row.gstCents),
  };
}

export type TaxInvoicesService = ReturnType<typeof createTaxInvoicesService>;

export function createTaxInvoicesService(db: Db, settingsService: Pick<SettingsService, 'adminGet'>) {
  /** The order's documents, issuing what is due in one transaction holding the order's row. */
  async function issueDue(order: OrderRow, supplier: TaxSupplier): Promise<TaxDocumentRow[]> {
    const existing = await findTaxDocuments(db, order.id);
    const invoiced = existing.some((d) => d.kind === 'invoice');
    const corrected = existing.filter((d) => d.kind === 'correction').reduce((sum, d) => sum + d.totalCents, 0);
    // Most reads find everything issued: no transaction, no lock.
    if (invoiced && corrected >= order.refundedCents) return existing;
    return db.transaction(async (tx) => {
      await lockOrder(tx, order.id);
      const locked = await findOrderToInvoice(tx, order.id);
      return issueDueDocuments(tx, locked!.order, supplier);
    });
  }

  return {
    async forOrder(orderId: string, caller: TaxInvoiceCaller): Promise<StoreTaxInvoice> {
      const found = await findOrderToInvoice(db, orderId);
      // Someone else's order is as unknown as a missing one, so ids cannot be probed.
      if (!found || (!caller.isStaff && found.order.userId !== caller.userId)) throw new NotFound('Order not found');
      const { order, items } = found;
      // Read fresh, not from the storefront's cache: a document is issued under today's registration.
      const settings = await settingsService.adminGet();
      const supplierName = settings.businessName;
      const gstNumber = settings.gstNumber ? settings.gstNumber : null;
      const registered = settings.gstRegistered !== false;
      const supplier = taxSupplierOf(settings);
      const docs = supplier ? await issueDue(order, supplier) : [];
      const invoiceRow = docs.find((d) => d.kind === 'invoice');
      const correctionRows = docs.filter((d) => d.kind === 'correction');
      const correctionRow = correctionRows[0];
      const figures = invoiceFigures(order);
      const statement = invoiceRow
        ? correctionRows.length > 1
          ? `Tax invoice ${invoiceRow.number}, corrected by supply corrections ${listNumbers(correctionRows)} for the refunds.`
          : correctionRow
            ? `Tax invoice ${invoiceRow.number}, corrected by supply correction ${correctionRow.number} for the refund.`
            : `Tax invoice ${invoiceRow.number}. The total includes GST.`
        : registered
          ? 'This is not yet a tax invoice: the shop has not entered its GST number. Please ask us for one.'
          : `${supplierName} is not registered for GST: no GST was charged, and this is a receipt, not a tax invoice.`;
      return {
        orderId: order.id,
        orderNumber: order.orderNumber,
        registered,
        supplier: {
          name: invoiceRow?.supplierName ?? supplierName,
          address: joinAddress([
            settings.addressLine1,
            settings.addressLine2,
            settings.suburb,
            settings.city,
            settings.postalCode,
          ]),
          gstNumber: invoiceRow ? formatIrdNumber(invoiceRow.gstNumber) : gstNumber,
        },
        lines: items.map((item) => ({
          description: describeLine(item),
          quantity: item.quantity,
          lineTotal: formatMoneyString(item.lineTotalCents),
        })),
        discount: formatMoneyString(order.discountCents),
        deliveryFee: formatMoneyString(order.deliveryFeeCents),
        recipient: figures.showsRecipient
          ? {
              name: order.customerName,
              address:
                joinAddress([
                  order.deliveryAddress,
                  order.deliverySuburb,
                  order.deliveryCity,
                  order.deliveryPostalCode,
                ]) || order.customerEmail,
            }
          : null,
        invoice: invoiceRow ? toDocument(invoiceRow) : null,
        correction: correctionRow ? toDocument(correctionRow) : null,
        corrections: correctionRows.map(toDocument),
        total: formatMoneyString(order.totalCents),
        gst: formatMoneyString(order.gstCents),
        dateOfSupply: aucklandDateOf(order.createdAt),
        statement,
      };
    },

    /**
     * Sales by date of supply (the payment's Auckland date) and refunds by the refund's date, each
     * row an order's own figures, so the totals are the sum of the rows to the cent.
     */
    async report(from: string, to: string): Promise<AdminGstReport> {
      const [sales, refundRows, settings] = await Promise.all([
        findSalesBetween(db, from, to),
        findRefundRowsBetween(db, from, to),
        settingsService.adminGet(),
      ]);
      const sum = (rows: { totalCents: number; gstCents: number }[]) =>
        rows.reduce((acc, r) => ({ total: acc.total + r.totalCents, gst: acc.gst + r.gstCents }), { total: 0, gst: 0 });
      const sold = sum(sales);
      const refunded = sum(refundRows);
      const money = (cents: number) => formatMoneyString(cents);
      return {
        from,
        to,
        registered: settings.gstRegistered !== false,
        gstNumber: settings.gstNumber || null,
        rows: [
          ...sales.map((s) => ({
            kind: 'sale' as const,
            orderId: s.orderId,
            orderNumber: s.orderNumber,
            date: s.date,
            customerName: s.customerName,
            total: money(s.totalCents),
            gst: money(s.gstCents),
            deliveryFee: money(s.deliveryFeeCents),
          })),
          ...refundRows.map((r) => ({
            kind: 'refund' as const,
            orderId: r.orderId,
            orderNumber: r.orderNumber,
            date: r.date,
            customerName: r.customerName,
            total: money(-r.totalCents),
            gst: money(-r.gstCents),
          })),
        ].sort((a, b) => a.date.localeCompare(b.date)),
        sales: {
          total: money(sold.total),
          gst: money(sold.gst),
          count: sales.length,
          deliveryFee: money(sales.reduce((sum, s) => sum + s.deliveryFeeCents, 0)),
        },
        refunds: { total: money(refunded.total), gst: money(refunded.gst), count: refundRows.length },
        net: {
          total: money(sold.total - refunded.total),
          gst: money(sold.gst - refunded.gst),
          totalExcludingGst: money(sold.total - refunded.total - (sold.gst - refunded.gst)),
        },
      };
    },
  };
}
