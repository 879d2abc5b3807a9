// @vitest-environment happy-dom
/**
 * 'Give store credit' in the order details (decision 0202): 110% of the amount said before it is
 * sent, the order and customer named in the call, the server's refusal shown in the dialog.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrder } from '@/contracts/admin-orders';
import { getToasts, resetToasts } from '@/web/lib/toast-store';
import { adminOrder } from '@/web/test/admin-order';
import { admin, api, auth, renderApp } from '@/web/test/render-app';
import { OrderDetailsDialog } from './components/order-details-dialog';

const CUSTOMER = '1a2b3c4d-0000-4000-8000-000000000001';
const ORDER_ID = '00000000-0000-4000-8000-0000abcd1234';
const URL = `POST /api/admin/users/${CUSTOMER}/store-credit`;

const order = (overrides: Partial<AdminOrder> = {}): AdminOrder =>
  adminOrder({ id: ORDER_ID, status: 'delivered', userId: CUSTOMER, ...overrides });
beforeEach(() => auth.as(admin));
afterEach(() => resetToasts());

describe('Give store credit', () => {
  it('says the 110% before sending, sends the order and amount, and confirms with the new balance', async () => {
    api.serve({
      [URL]: () =>
        Response.json({
          customerId: CUSTOMER,
          orderId: ORDER_ID,
          amount: '20.00',
          credited: '22.00',
          balance: '22.00',
        }),
    });
    const user = userEvent.setup();
    renderApp(<OrderDetailsDialog order={order()} onOpenChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Give store credit' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Give store credit' }));
    await user.type(dialog.getByLabelText(/Amount of the complaint/), '20.00');
    expect(dialog.getByText('The customer receives $22.00 in store credit.')).toBeTruthy();
    await user.type(dialog.getByLabelText(/Reason/), 'The cake arrived damaged');
    await user.click(dialog.getByRole('button', { name: 'Give $22.00 credit' }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Store Credit Given', variant: 'success' }));
    expect(getToasts()[0]!.description).toContain('Their balance is $22.00');
    const call = api.fetch.mock.calls.find(
      ([url, init]) => init?.method === 'POST' && String(url).includes('store-credit'),
    );
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      orderId: ORDER_ID,
      amount: '20.00',
      reason: 'The cake arrived damaged',
    });
  });

  it('asks for the amount and reason before sending anything, and shows the server’s refusal', async () => {
    api.serve({
      [URL]: () =>
        Response.json(
          {
            message: 'The amount can be at most $48.00, what was paid and not refunded',
            code: 'AMOUNT_TOO_HIGH',
            requestId: 'r',
            fields: { amount: 'must be at most $48.00' },
          },
          { status: 400 },
        ),
    });
    const user = userEvent.setup();
    renderApp(<OrderDetailsDialog order={order()} onOpenChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Give store credit' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Give store credit' }));
    await user.click(dialog.getByRole('button', { name: 'Give credit' }));
    expect(dialog.getByText('Enter an amount like 12.50')).toBeTruthy();
    expect(dialog.getByText('Please give the reason for the credit')).toBeTruthy();
    expect(api.fetch.mock.calls.some(([url]) => String(url).includes('store-credit'))).toBe(false);

    await user.type(dialog.getByLabelText(/Amount of the complaint/), '60.00');
    await user.type(dialog.getByLabelText(/Reason/), 'Wrong cake');
    await user.click(dialog.getByRole('button', { name: 'Give $66.00 credit' }));
    expect(await dialog.findByRole('alert')).toHaveProperty(
      'textContent',
      'The amount can be at most $48.00, what was paid and not refunded',
    );
    expect(dialog.getByText('must be at most $48.00')).toBeTruthy();
  });

  it('is not offered for a guest’s order or a cancelled one', () => {
    const { unmount } = renderApp(<OrderDetailsDialog order={order({ userId: null })} onOpenChange={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Give store credit' })).toBeNull();
    unmount();
    renderApp(<OrderDetailsDialog order={order({ status: 'cancelled' })} onOpenChange={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Give store credit' })).toBeNull();
  });
});
