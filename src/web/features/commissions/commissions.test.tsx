// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, customer, renderApp } from '@/web/test/render-app';
import { QuoteDetails } from './components/quote-details';
import { CommissionRequestScreen } from './request-screen';

describe('the custom cake request form', () => {
  it('names every missing field and sends nothing', async () => {
    renderApp(<CommissionRequestScreen />, { route: '/custom-orders/request', auth: customer });
    fireEvent.click(await screen.findByRole('button', { name: /Send request/ }));
    expect(await screen.findByText('Choose the date you need the cake')).toBeTruthy();
    expect(screen.getByText('Flavours is required')).toBeTruthy();
    expect(screen.getByText('Design notes is required')).toBeTruthy();
    expect(api.calls().filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('shows the base price range of the chosen size', async () => {
    renderApp(<CommissionRequestScreen />, { route: '/custom-orders/request', auth: customer });
    fireEvent.change(await screen.findByLabelText(/^Size/), { target: { value: '12' } });
    expect(screen.getByText('Base price $100.00 – $120.00')).toBeTruthy();
  });
});

describe('the quote shown before paying', () => {
  it('lists the lines, the deposit and the cancellation schedule in dollars', () => {
    renderApp(
      <QuoteDetails
        quote={{
          version: 1,
          lines: [
            { kind: 'base', label: '8 inch', amount: '60.00' },
            { kind: 'decoration', label: 'Gold leaf', amount: '20.00' },
          ],
          rush: '24.00',
          total: '104.00',
          deposit: '52.00',
          balance: '52.00',
          balanceDueDate: '2026-12-13',
          validUntil: '2026-12-01T00:00:00.000Z',
          note: null,
          refundSchedule: [
            { when: '14 or more days before', keep: '0.00', keepPercent: 0 },
            { when: 'Less than 3 days before', keep: '52.00', keepPercent: 50 },
          ],
          instalments: [{ number: 1, amount: '52.00', dueDate: '2026-12-13', paid: false }],
        }}
      />,
    );
    const quote = screen.getByRole('region', { name: 'Your quote' });
    expect(within(quote).getByText('Rush (under 5 days, +30%)')).toBeTruthy();
    expect(within(quote).getByText('$104.00')).toBeTruthy();
    expect(within(quote).getByText('Full refund')).toBeTruthy();
    expect(within(quote).getByText('We keep $52.00')).toBeTruthy();
  });
});
