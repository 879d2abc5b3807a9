/**
 * The tax invoice (and its supply correction) as a PDF. Built in memory; a bakery's invoice is one
 * page. The text is set in DejaVu Sans, embedded: pdfkit's built-in Helvetica has no macrons, so a
 * customer named Māui or a street in Ōtāhuhu would print wrongly (decision 0211). The two font files
 * are DejaVu Sans cut down to Latin and Latin Extended-A (about 65 kB each; see fonts/README.md).
 */
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { projectRoot } from '../../platform/project-root';
import type { StoreTaxInvoice, TaxDocument } from '../../../contracts/tax-invoices';
import { formatCalendarDate } from '../../../domain/dates';
import { formatCurrency, parseMoney } from '../../../domain/money';

const FONTS = path.join(projectRoot, 'src/server/modules/tax-invoices/fonts');
const REGULAR = path.join(FONTS, 'DejaVuSans.ttf');
const BOLD = path.join(FONTS, 'DejaVuSans-Bold.ttf');

const money = (value: string) => formatCurrency(parseMoney(value));
// With the year: an invoice is read long after the day.
const day = (date: string) => formatCalendarDate(date, 'weekday-day-month-year');

/** The document's title: what the law calls it, or a receipt when no tax invoice can be issued. */
export const taxInvoiceTitle = (invoice: StoreTaxInvoice): string => (invoice.invoice ? 'Tax invoice' : 'Receipt');

/** An A4 document in memory, and the promise of its bytes once `end()` is called. */
function newDocument(title: string) {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** The title, then who supplies: name, address and GST number. */
function heading(doc: PDFKit.PDFDocument, title: string, invoice: StoreTaxInvoice) {
  const { supplier } = invoice;
  doc.font(BOLD).fontSize(20).text(title);
  doc.moveDown(0.5);
  doc.font(BOLD).fontSize(12).text(supplier.name);
  doc.font(REGULAR).fontSize(10).text(supplier.address);
  if (invoice.registered && supplier.gstNumber) doc.text(`GST number: ${supplier.gstNumber}`);
  doc.moveDown();
}

/**
 * One refund's supply correction on its own (decision 0219): what the law asks of it, the supplier,
 * the invoice it corrects, the date and the amounts taken back.
 */
export function renderSupplyCorrectionPdf(invoice: StoreTaxInvoice, correction: TaxDocument): Promise<Buffer> {
  const { doc, done } = newDocument(`Supply correction ${correction.number} – order #${invoice.orderNumber}`);
  heading(doc, 'Supply correction', invoice);
  doc.text(`Order: #${invoice.orderNumber}`);
  if (invoice.recipient) doc.text(`Recipient: ${invoice.recipient.name}, ${invoice.recipient.address}`);
  correctionFacts(doc, correction, invoice.invoice);
  doc.end();
  return done;
}

export function renderTaxInvoicePdf(invoice: StoreTaxInvoice): Promise<Buffer> {
  const { doc, done } = newDocument(`${taxInvoiceTitle(invoice)} – order #${invoice.orderNumber}`);
  heading(doc, taxInvoiceTitle(invoice), invoice);

  if (invoice.invoice) doc.text(`Invoice number: ${invoice.invoice.number}`);
  doc.text(`Order: #${invoice.orderNumber}`);
  doc.text(`Date of supply: ${day(invoice.dateOfSupply)}`);
  if (invoice.recipient) {
    doc.moveDown(0.5);
    doc.font(BOLD).text('Recipient');
    doc.font(REGULAR).text(invoice.recipient.name).text(invoice.recipient.address);
  }
  doc.moveDown();

  doc.font(BOLD).text('Description');
  doc.font(REGULAR);
  for (const line of invoice.lines) doc.text(`${line.quantity} x ${line.description}    ${money(line.lineTotal)}`);
  if (invoice.discount !== '0.00') doc.text(`Reward discount    -${money(invoice.discount)}`);
  // Delivery is part of the supply, taxed like the goods (issue 26).
  if (invoice.deliveryFee && invoice.deliveryFee !== '0.00') doc.text(`Delivery    ${money(invoice.deliveryFee)}`);
  doc.moveDown();

  doc.font(BOLD).text(`Total: ${money(invoice.total)}`);
  doc.font(REGULAR);
  if (invoice.registered && invoice.gst !== '0.00') {
    doc.text(`GST included (15%): ${money(invoice.gst)}`);
    doc.text(`Total excluding GST: ${formatCurrency(parseMoney(invoice.total) - parseMoney(invoice.gst))}`);
  }
  for (const correction of invoice.corrections ?? []) correctionSection(doc, correction, invoice.invoice);
  doc.moveDown();
  doc.fontSize(9).fillColor('#555555').text(invoice.statement);
  doc.end();
  return done;
}

function correctionSection(doc: PDFKit.PDFDocument, correction: TaxDocument, original: TaxDocument | null) {
  doc.moveDown();
  doc.font(BOLD).fontSize(14).text('Supply correction');
  doc.font(REGULAR).fontSize(10);
  correctionFacts(doc, correction, original);
}

function correctionFacts(doc: PDFKit.PDFDocument, correction: TaxDocument, original: TaxDocument | null) {
  doc.text(`Correction number: ${correction.number}`);
  if (original) doc.text(`Corrects tax invoice: ${original.number}`);
  doc.text(`Date of refund: ${day(correction.dateOfSupply)}`);
  doc.text(`Refunded: ${money(correction.total)}`);
  doc.text(`GST refunded: ${money(correction.gst)}`);
}
