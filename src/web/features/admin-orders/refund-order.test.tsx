// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminOrder } from '@/contracts/admin-orders';
import type { AdminOrderRefunds } from '@/contracts/admin-refunds';
import { getToasts, resetToasts } from '@/web/lib/toast-store';
import { admin, api, auth, renderApp } from '@/web/test/render-app';
import { OrderRefundsSection } from './components/order-refunds-section';

afterEach(() => resetToasts());

const ORDER_ID = '00000000-0000-4000-8000-0000abcd5678';
const TART = '00000000-0000-4000-8000-00000000aaaa';
const CAKE = '00000000-0000-4000-8000-00000000bbbb';

const order = (overrides: Partial<AdminOrder> = {}) => ({
  id: ORDER_ID,
  orderNumber: 1077,
  status: 'orderconfirmed',
  totalAmount: '70.00',
  refundedAmount: '0.00',
  ...overrides,
});

function refunds(overrides: Partial<AdminOrderRefunds> = {}): AdminOrderRefunds {
  return {
    orderId: ORDER_ID,
    total: '70.00',
    subtotal: '70.00',
    refunded: '0.00',
    left: '70.00',
    lines: [
      {
        itemId: TART,
        productName: 'Pistachio Tart',
        size: null,
        quantity: 2,
        refundedQuantity: 0,
        unitPrice: '15.00',
        unitRefund: '15.00',
      },
      {
        itemId: CAKE,
        productName: 'Rose Cake',
        size: 'Large',
        quantity: 1,
        refundedQuantity: 0,
        unitPrice: '40.00',
        unitRefund: '40.00',
      },
    ],
    refunds: [],
    ...overrides,
  };
}

const after: AdminOrderRefunds = refunds({
  refunded: '40.00',
  left: '30.00',
  lines: refunds().lines.map((l) => (l.itemId === CAKE ? { ...l, refundedQuantity: 1 } : l)),
  refunds: [
    {
      id: '00000000-0000-4000-8000-00000000cccc',
      amount: '40.00',
      reason: 'Dropped in delivery',
      lines: [{ productName: 'Rose Cake', size: 'Large', quantity: 1 }],
      pointsReversed: 34,
      refundedByEmail: 'staff@saffron-sugar.example',
      refundedAt: '2026-11-28T01:15:00Z',
    },
  ],
});

const posts = () => api.requests.filter((r) => r.method === 'POST');

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
  const dialog = await screen.findByRole('dialog', { name: 'Refund part of this order' });
  await within(dialog).findByText('Rose Cake');
  return within(dialog);
}

describe('Refund part of an order', () => {
  it('refunds one chosen line with a reason, sending the dialog’s key, then closes and says so', async () => {
    let state = refunds();
    api.serve({
      'GET /api/admin/orders/:id/refunds': () => state,
      'POST /api/admin/orders/:id/refunds': () => {
        state = after;
        return after;
      },
    });
    auth.as(admin);
    renderApp(<OrderRefundsSection order={order()} />);
    expect(screen.getByText('No refunds yet')).toBeTruthy();
    const dialog = await openDialog();
    expect(dialog.getByText(/\$70\.00 of \$70\.00 is left to refund/)).toBeTruthy();
    expect(dialog.getByText('$40.00 each · 1 of 1 left to refund')).toBeTruthy();

    // Nothing chosen and no reason: nothing is sent.
    fireEvent.click(dialog.getByRole('button', { name: 'Refund $0.00' }));
    expect(await dialog.findByText('Choose at least one item to refund')).toBeTruthy();
    expect(dialog.getByText('Please give a reason for the refund')).toBeTruthy();
    expect(posts()).toHaveLength(0);

    const cake = dialog.getByRole('group', { name: 'Refund how many of Rose Cake' });
    fireEvent.click(within(cake).getByRole('button', { name: 'Increase quantity' }));
    expect((within(cake).getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(dialog.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Dropped in delivery' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Refund $40.00' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund part of this order' })).toBeNull());
    expect(posts()).toHaveLength(1);
    const body = posts()[0]!.body as Record<string, unknown>;
    expect(posts()[0]!.path).toBe(`/api/admin/orders/${ORDER_ID}/refunds`);
    expect(body).toEqual({
      lines: [{ itemId: CAKE, quantity: 1 }],
      reason: 'Dropped in delivery',
      idempotencyKey: expect.stringMatching(/.{8,}/),
    });
    expect(getToasts().map(({ title, description }) => ({ title, description }))).toEqual([
      { title: 'Refund Made', description: "$40.00 of order #1077 was refunded to the customer's card" },
    ]);
  });

  it('refunds an amount; a refusal keeps the dialog open with the reason, and a retry sends the same key', async () => {
    const REFUSAL = 'Refunds over $20.00 need the shop owner: this one is $25.00';
    let refuse = true;
    api.serve({
      'GET /api/admin/orders/:id/refunds': () => refunds(),
      'POST /api/admin/orders/:id/refunds': () =>
        refuse
          ? Response.json({ message: REFUSAL, code: 'REFUND_NEEDS_OWNER', requestId: 'r1' }, { status: 403 })
          : refunds({ refunded: '25.00', left: '45.00' }),
    });
    auth.as(admin);
    renderApp(<OrderRefundsSection order={order()} />);
    const dialog = await openDialog();
    fireEvent.click(dialog.getByRole('radio', { name: 'Enter an amount' }));
    const amount = dialog.getByRole('textbox', { name: /Amount to refund/ });
    fireEvent.change(amount, { target: { value: '70.01' } });
    fireEvent.change(dialog.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Late' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Refund $70.01' }));
    expect(await dialog.findByText('Only $70.00 is left to refund')).toBeTruthy();
    expect(posts()).toHaveLength(0);

    fireEvent.change(amount, { target: { value: '25' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Refund $25.00' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(REFUSAL);
    expect(getToasts().at(-1)).toMatchObject({ title: 'Refund Failed', description: REFUSAL });

    refuse = false;
    fireEvent.click(dialog.getByRole('button', { name: 'Refund $25.00' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund part of this order' })).toBeNull());
    const [first, second] = posts().map((p) => p.body as { amount: string; idempotencyKey: string });
    expect(first).toMatchObject({ amount: '25', reason: 'Late' });
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
  });

  it('lists the refunds made, with what, when, who and why, and what is left', async () => {
    api.serve({ 'GET /api/admin/orders/:id/refunds': () => after });
    auth.as(admin);
    renderApp(<OrderRefundsSection order={order({ refundedAmount: '40.00' })} />);
    const list = await screen.findByRole('list', { name: 'Refunds' });
    expect(within(list).getByText('Refunded $40.00')).toBeTruthy();
    expect(within(list).getByText(/1 × Rose Cake \(Large\)/)).toBeTruthy();
    expect(
      within(list).getByText(/staff@saffron-sugar\.example · .* · Reason: Dropped in delivery · 34 points taken back/),
    ).toBeTruthy();
    expect(screen.getByText('$40.00 refunded of $70.00 · $30.00 left')).toBeTruthy();
  });

  it('offers no refund on a cancelled order or one refunded in full', () => {
    auth.as(admin);
    const { unmount } = renderApp(
      <OrderRefundsSection order={order({ status: 'cancelled', refundedAmount: '70.00' })} />,
    );
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    unmount();
    api.serve({ 'GET /api/admin/orders/:id/refunds': () => refunds({ refunded: '70.00', left: '0.00' }) });
    renderApp(<OrderRefundsSection order={order({ refundedAmount: '70.00' })} />);
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });
});
