import { z } from 'zod';
import { MoneyString } from './common';

/** One numbered document: the tax invoice of a paid order, or the supply correction of its refund. */
export const TaxDocument = z.object({
  number: z.number().int(),
  issuedAt: z.string(),
  /** The Auckland date of the payment (invoice) or the refund (correction). */
  dateOfSupply: z.string(),
  /** GST-inclusive; a correction's amounts are what was taken back. */
  total: MoneyString,
  gst: MoneyString,
  totalExcludingGst: MoneyString,
});
export type TaxDocument = z.infer<typeof TaxDocument>;

/**
 * GET /api/orders/:orderId/tax-invoice: the taxable supply information of one paid order (issue 26).
 * `registered` false: the shop is not GST-registered, `invoice` is null and `statement` says so.
 */
export const StoreTaxInvoice = z.object({
  orderId: z.string(),
  orderNumber: z.number().int(),
  registered: z.boolean(),
  supplier: z.object({ name: z.string(), address: z.string(), gstNumber: z.string().nullable() }),
  lines: z.array(z.object({ description: z.string(), quantity: z.number().int(), lineTotal: MoneyString })),
  discount: MoneyString,
  /** The delivery fee charged (issue 26), part of the total and its GST; absent from older answers. */
  deliveryFee: MoneyString.optional(),
  /** Shown only when the supply is over $1,000 (the law asks for it then). */
  recipient: z.object({ name: z.string(), address: z.string() }).nullable(),
  invoice: TaxDocument.nullable(),
  /** The first supply correction (kept for older readers); `corrections` holds every one. */
  correction: TaxDocument.nullable(),
  /** One supply correction per refund or partial refund, by number (decision 0219), each its own PDF. */
  corrections: z.array(TaxDocument),
  /** The order's own figures, whether or not a document could be issued. */
  total: MoneyString,
  gst: MoneyString,
  dateOfSupply: z.string(),
  /** A sentence for the reader: what this document is, or why it is not a tax invoice. */
  statement: z.string(),
});
export type StoreTaxInvoice = z.infer<typeof StoreTaxInvoice>;

/** A day that exists (2026-02-31 does not); any year, since a GST period may be long past. */
function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const ReportDate = (field: string) =>
  z
    .string({ error: `${field} must be a date like 2026-12-24` })
    .refine(isRealDate, `${field} must be a date like 2026-12-24`);

/** GET /api/admin/gst-report?from=&to=: both Auckland dates included. */
export const AdminGstReportQuery = z
  .object({ from: ReportDate('from'), to: ReportDate('to') })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'to must be on or after from' });

export const AdminGstReportRow = z.object({
  kind: z.enum(['sale', 'refund']),
  orderId: z.string().nullable(),
  orderNumber: z.number().int().nullable(),
  date: z.string(),
  customerName: z.string(),
  /** Negative for a refund. */
  total: z.string(),
  gst: z.string(),
  /** The delivery fee within the total (issue 26); a refund's row leaves it out. */
  deliveryFee: z.string().optional(),
});

export const AdminGstReport = z.object({
  from: z.string(),
  to: z.string(),
  registered: z.boolean(),
  gstNumber: z.string().nullable(),
  rows: z.array(AdminGstReportRow),
  /** `deliveryFee`: the delivery fees within the sales' total (issue 26). */
  sales: z.object({ total: z.string(), gst: z.string(), count: z.number().int(), deliveryFee: z.string().optional() }),
  refunds: z.object({ total: z.string(), gst: z.string(), count: z.number().int() }),
  /** Sales less refunds: what the period's GST return counts. */
  net: z.object({ total: z.string(), gst: z.string(), totalExcludingGst: z.string() }),
});
export type AdminGstReport = z.infer<typeof AdminGstReport>;
