// @vitest-environment jsdom
// jsdom, not happy-dom (decision 0240): under happy-dom's own `Response` the fake API reads the
// PDF answer's type differently and calls it a body that is not JSON.
/**
 * The tax invoice page (issue 26, decision 0219): every refund's supply correction is shown with its
 * own number and figures, and each downloads as its own PDF, fetched with the token.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreTaxInvoice } from '@/contracts/tax-invoices';
import { api, customer, renderApp } from '@/web/test/render-app';
import { TaxInvoiceScreen } from './tax-invoice-screen';

const ORDER_ID = '0f3c2b1a-7b0f-4a52-9d0b-3c573e2b1a11';
const doc = (number: number, total: string, gst: string, excl: string) => ({
  number,
  issuedAt: '2026-11-27T01:00:00.000Z',
  dateOfSupply: '2026-11-27',
  total,
  gst,
  totalExcludingGst: excl,
});
const invoice: StoreTaxInvoice = {
  orderId: ORDER_ID,
  orderNumber: 1301,
  registered: true,
  supplier: { name: 'Saffron & Sugar', address: '1 Queen Street, Auckland', gstNumber: '49-091-850' },
  lines: [{ description: 'Baklava (Standard)', quantity: 2, lineTotal: '40.00' }],
  discount: '0.00',
  deliveryFee: '0.00',
  recipient: null,
  invoice: doc(7, '46.00', '6.00', '40.00'),
  correction: doc(8, '10.00', '1.30', '8.70'),
  corrections: [doc(8, '10.00', '1.30', '8.70'), doc(9, '5.00', '0.65', '4.35')],
  total: '46.00',
  gst: '6.00',
  dateOfSupply: '2026-11-27',
  statement: 'Tax invoice 7, corrected by supply corrections 8 and 9 for the refunds.',
};

afterEach(() => vi.restoreAllMocks());

describe('the tax invoice page', () => {
  it('shows each supply correction with its figures and downloads each as its own PDF', async () => {
    // jsdom has no object URLs or downloads: the save itself is a no-op here.
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:correction');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp(<TaxInvoiceScreen orderId={ORDER_ID} />, {
      auth: customer,
      api: {
        'GET /api/orders/:orderId/tax-invoice': () => invoice,
        'GET /api/orders/:orderId/supply-corrections/:number.pdf': () =>
          new Response(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } }),
      },
    });
    const eight = (await screen.findByRole('heading', { name: 'Supply correction 8' })).closest('section')!;
    const nine = screen.getByRole('heading', { name: 'Supply correction 9' }).closest('section')!;
    expect(within(eight).getByText('$10.00')).toBeTruthy();
    expect(within(eight).getByText('$1.30')).toBeTruthy();
    expect(within(nine).getByText('$5.00')).toBeTruthy();
    expect(within(nine).getByText('$0.65')).toBeTruthy();
    expect(screen.getByTestId('tax-invoice-statement').textContent).toContain('supply corrections 8 and 9');

    fireEvent.click(within(nine).getByRole('button', { name: 'Download supply correction 9 as PDF' }));
    // Its own file, asked for by its own number.
    await waitFor(() =>
      expect(api.requests.map((r) => `${r.method} ${r.path}`)).toContain(
        `GET /api/orders/${ORDER_ID}/supply-corrections/9.pdf`,
      ),
    );
  });
});
