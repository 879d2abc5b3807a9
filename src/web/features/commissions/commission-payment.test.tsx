// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CommissionPaymentReply, StoreCommission } from '@/contracts/commissions';
import { api, customer, renderApp } from '@/web/test/render-app';
import { CommissionCard } from './components/commission-card';

const QUOTED: StoreCommission = {
  id: '8d1f3c2a-5b6e-4f70-9a81-b2c3d4e5f601',
  reference: 'D4E5F601',
  state: 'quoted',
  stage: 'quoted',
  dateNeeded: '2026-12-24',
  slot: '11:00-13:00',
  occasion: 'Wedding',
  size: 10,
  servings: null,
  flavours: 'Vanilla',
  designNotes: 'Three tiers',
  message: null,
  budget: null,
  photos: [],
  quote: {
    version: 1,
    lines: [{ kind: 'base', label: '10 inch', amount: '100.00' }],
    rush: '0.00',
    total: '310.00',
    deposit: '155.00',
    balance: '155.00',
    balanceDueDate: '2026-12-17',
    validUntil: '2026-12-03T00:00:00.000Z',
    note: null,
    refundSchedule: [{ when: '14 or more days before', keep: '0.00', keepPercent: 0 }],
    instalments: [
      { number: 1, amount: '77.50', dueDate: '2026-12-10', paid: false },
      { number: 2, amount: '77.50', dueDate: '2026-12-17', paid: false },
    ],
  },
  paid: '0.00',
  refunded: '0.00',
  orderId: null,
  cancelledAt: null,
  cancelledBy: null,
  nextPayment: null,
  refundIfCancelledNow: '0.00',
  messages: [],
  createdAt: '2026-11-28T00:00:00.000Z',
};

const reply = (gateway: 'test' | 'stripe'): CommissionPaymentReply => ({
  paymentIntentId: gateway === 'stripe' ? 'pi_3Q1stripe' : 'pi_test_0123456789abcdef01234567',
  clientSecret: gateway === 'stripe' ? 'pi_3Q1stripe_secret_abc' : 'pi_test_0123456789abcdef01234567_secret_x',
  amount: '155.00',
  gateway,
  publishableKey: gateway === 'stripe' ? 'pk_test_shop' : null,
});

describe("paying a custom cake's deposit from the account", () => {
  it('shows the plan on the quote, and the test card form when the shop runs the test gateway', async () => {
    api.serve({ 'POST /api/commissions/:id/pay/deposit': () => reply('test') });
    renderApp(<CommissionCard commission={QUOTED} />, { route: '/account/custom-cakes', auth: customer });
    expect(screen.getByText(/Instalment 2 of 2 due/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept and pay deposit $155.00' }));
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
  });

  it("mounts Stripe's Payment Element instead of the card fields when the shop runs on Stripe", async () => {
    api.serve({ 'POST /api/commissions/:id/pay/deposit': () => reply('stripe') });
    renderApp(<CommissionCard commission={QUOTED} />, { route: '/account/custom-cakes', auth: customer });
    fireEvent.click(screen.getByRole('button', { name: 'Accept and pay deposit $155.00' }));
    const section = await screen.findByRole('region', { name: 'Pay the deposit' });
    await waitFor(() => expect(api.calls()).toContain(`POST /api/commissions/${QUOTED.id}/pay/deposit`));
    // Stripe's own frame takes the card: none of the test gateway's fields, and no paying before it is ready.
    expect(screen.queryByLabelText('Card number')).toBeNull();
    const pay = section.querySelector('button:last-of-type') as HTMLButtonElement;
    expect(pay.textContent).toContain('Pay $155.00');
    expect(pay.disabled).toBe(true);
  });
});
