/** The e-mails of a commission: each names its event in the dedupe key, so a retried step sends once. */
import { randomUUID } from 'node:crypto';
import { formatScheduleDate } from '../../../domain/dates';
import type { Instalment } from '../../../domain/commissions';
import { formatCurrency } from '../../../domain/money';
import type { OutgoingMail } from '../../platform/mail/outbox';
import type { CommissionRow } from './commissions.repository';

const ref = (row: CommissionRow) => row.id.slice(-8).toUpperCase();
const accountLink = (publicUrl: string) => `${publicUrl}/account/custom-cakes`;
const adminLink = (publicUrl: string, row: CommissionRow) => `${publicUrl}/admin/commissions?id=${row.id}`;
const when = (row: CommissionRow) => `${formatScheduleDate(row.dateNeeded)}, ${row.slot}`;

export const commissionMail = {
  newRequest: (row: CommissionRow, shop: { to: string; publicUrl: string }): OutgoingMail => ({
    dedupeKey: `commission:${row.id}:requested`,
    to: shop.to,
    subject: `New custom cake request ${ref(row)} for ${row.dateNeeded}`,
    text: `${row.customerName} asks for a ${row.size} inch ${row.occasion.toLowerCase()} cake for ${when(row)}.\n\nFlavours: ${row.flavours}\nDesign: ${row.designNotes}\n\nQuote it: ${adminLink(shop.publicUrl, row)}`,
  }),

  customerReplied: (row: CommissionRow, body: string, shop: { to: string; publicUrl: string }): OutgoingMail => ({
    dedupeKey: `commission:${row.id}:reply:${randomUUID()}`,
    to: shop.to,
    subject: `${row.customerName} answered about custom cake ${ref(row)}`,
    text: `${body}\n\n${adminLink(shop.publicUrl, row)}`,
  }),

  question: (row: CommissionRow, body: string, shop: { publicUrl: string }): OutgoingMail => ({
    dedupeKey: `commission:${row.id}:question:${randomUUID()}`,
    to: row.customerEmail,
    subject: `A question about your custom cake ${ref(row)}`,
    text: `Kia ora ${row.customerName},\n\n${body}\n\nAnswer in your account: ${accountLink(shop.publicUrl)}`,
  }),

  quoted: (row: CommissionRow, shop: { publicUrl: string }): OutgoingMail => ({
    dedupeKey: `commission:${row.id}:quote:${row.quoteVersion}`,
    to: row.customerEmail,
    subject: `Your custom cake quote ${ref(row)}: ${formatCurrency(row.totalCents)}`,
    text: `Kia ora ${row.customerName},\n\nYour cake for ${when(row)} is ${formatCurrency(row.totalCents)}. A deposit of ${formatCurrency(row.depositCents)} confirms it; the balance of ${formatCurrency(row.balanceCents)} is due on ${row.balanceDueDate}. The quote holds until ${row.quoteValidUntil?.toISOString().slice(0, 10)}.\n\nSee the quote and the cancellation schedule, and pay the deposit: ${accountLink(shop.publicUrl)}`,
  }),

  depositPaid: (row: CommissionRow, shop: { publicUrl: string }): OutgoingMail => ({
    dedupeKey: `commission:${row.id}:deposit-paid`,
    to: row.customerEmail,
    subject: `Your custom cake ${ref(row)} is confirmed`,
    text: `Thank you: we received your deposit of ${formatCurrency(row.depositCents)}. Your cake is booked for ${when(row)}. The balance of ${formatCurrency(row.balanceCents)} is due on ${row.balanceDueDate}: ${accountLink(shop.publicUrl)}`,
  }),

  /** The next payment of the balance falls due: the whole balance, or an instalment of a plan (decision 0217). */
  balanceDue: (row: CommissionRow, next: Instalment, of: number, shop: { publicUrl: string }): OutgoingMail => ({
    dedupeKey: `commission:${row.id}:balance-due${next.number > 1 ? `:${next.number}` : ''}`,
    to: row.customerEmail,
    subject:
      of > 1
        ? `Instalment ${next.number} of ${of} for your custom cake ${ref(row)} is due`
        : `The balance for your custom cake ${ref(row)} is due`,
    text: `Kia ora ${row.customerName},\n\n${of > 1 ? `Instalment ${next.number} of ${of}, ${formatCurrency(next.amountCents)},` : `The balance of ${formatCurrency(next.amountCents)}`} for your cake on ${when(row)} is due today. Pay it here: ${accountLink(shop.publicUrl)}`,
  }),

  instalmentPaid: (row: CommissionRow, number: number, shop: { publicUrl: string }): OutgoingMail => ({
    dedupeKey: `commission:${row.id}:instalment-paid:${number}`,
    to: row.customerEmail,
    subject: `Instalment ${number} received for your custom cake ${ref(row)}`,
    text: `Thank you: we received instalment ${number} for your cake on ${when(row)}. The next one is due on ${row.balanceDueDate}: ${accountLink(shop.publicUrl)}`,
  }),

  cancelled: (row: CommissionRow, refundCents: number, shop: { publicUrl: string }): OutgoingMail => ({
    dedupeKey: `commission:${row.id}:cancelled`,
    to: row.customerEmail,
    subject: `Your custom cake ${ref(row)} is cancelled`,
    text: `Your custom cake for ${when(row)} is cancelled. ${refundCents > 0 ? `We are refunding ${formatCurrency(refundCents)} to your card.` : 'Nothing was paid, so there is nothing to refund.'}\n\n${accountLink(shop.publicUrl)}`,
  }),
};
