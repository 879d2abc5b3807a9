// @vitest-environment happy-dom
/**
 * The customer's own changes on /orders (issue 24): until the lock the card offers to move, edit or
 * cancel the order and says to call for items and sizes; after it the controls are gone and only
 * the call remains. Cancelling asks first, then refreshes the list.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoreOrder } from '@/contracts/checkout';
import { api, customer, renderApp } from '@/web/test/render-app';
import { businessSettings } from '@/web/test/business-settings';
import { storeOrder } from '@/web/test/store-order';
import { OrdersScreen } from './orders-screen';

const UNTIL = '2099-03-01T20:00:00.000Z';
const cake = {
  id: '7b0f4a52-3c57-4c3e-9d0b-0f7c3e2b1a11',
  productId: null,
  productName: 'Saffron Celebration Cake',
  productImage: null,
  size: 'Large',
  quantity: 1,
  price: '57.50',
  message: 'Happy birthday',
};

function renderOrders(orders: StoreOrder[]) {
  const live = { orders };
  renderApp(<OrdersScreen session={null} />, {
    auth: customer,
    api: {
      'GET /api/orders/me': () => live.orders,
      'GET /api/business-settings': () => businessSettings({ phone: '+64 9 123 4567' }),
    },
  });
  return live;
}

const card = async (orderNumber: number) =>
  (await screen.findByRole('heading', { name: `Order #${orderNumber}` })).closest('[aria-labelledby]') as HTMLElement;

describe('changes to an order on /orders', () => {
  it('offers move, edit and cancel until the lock, and says to call for items and sizes', async () => {
    renderOrders([storeOrder({ id: 'a', orderNumber: 1201, changesUntil: UNTIL, items: [cake] })]);
    const order = await card(1201);
    expect(within(order).getByText(/You can change or cancel this order online until/)).toBeTruthy();
    for (const name of ['Change date or time', 'Edit details', 'Cancel order']) {
      expect(within(order).getByRole('button', { name })).toBeTruthy();
    }
    expect(within(order).getByText(/To change items or sizes, please call us on/)).toBeTruthy();
    expect(await within(order).findByRole('link', { name: '+64 9 123 4567' })).toBeTruthy();
  });

  it('shows no controls after the lock, only the call, and nothing on a finished order', async () => {
    renderOrders([
      storeOrder({ id: 'a', orderNumber: 1202, changesUntil: null }),
      storeOrder({ id: 'b', orderNumber: 1203, changesUntil: null, status: 'delivered' }),
    ]);
    const locked = await card(1202);
    expect(within(locked).getByText(/Online changes have closed for this order/)).toBeTruthy();
    expect(within(locked).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(within(locked).queryByRole('button', { name: 'Change date or time' })).toBeNull();
    const done = await card(1203);
    expect(within(done).queryByText(/Online changes/)).toBeNull();
  });

  it('cancels after asking, sends the reason, and shows the cancelled order', async () => {
    const live = renderOrders([storeOrder({ id: 'a', orderNumber: 1204, changesUntil: UNTIL, pointsEarned: 50 })]);
    api.routes['POST /api/orders/:id/cancel'] = (request) => {
      expect(request.params.id).toBe('a');
      expect(request.body).toEqual({ reason: 'Plans changed' });
      const cancelled = storeOrder({ id: 'a', orderNumber: 1204, status: 'cancelled', changesUntil: null });
      live.orders = [cancelled];
      return cancelled;
    };
    fireEvent.click(within(await card(1204)).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #1204?' });
    expect(within(dialog).getByText(/refund \$57\.50 to your card in full/)).toBeTruthy();
    expect(within(dialog).getByText(/50 loyalty points it earned are taken back/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Plans changed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(await card(1204)).findByText('Cancelled')).toBeTruthy();
  });

  it('says what goes back to the card and what to store credit for an order paid partly with credit', async () => {
    // $57.50: $20.00 by credit; $11.50 already refunded, $4.00 of it as credit.
    renderOrders([
      storeOrder({
        id: 'a',
        orderNumber: 1210,
        changesUntil: UNTIL,
        storeCreditPaid: '20.00',
        refunds: [{ amount: '11.50', reason: 'Short', refundedAt: UNTIL, storeCredit: '4.00' }],
      }),
      storeOrder({ id: 'b', orderNumber: 1211, changesUntil: UNTIL, storeCreditPaid: '57.50' }),
    ]);
    fireEvent.click(within(await card(1210)).getByRole('button', { name: 'Cancel order' }));
    const mixed = await screen.findByRole('dialog', { name: 'Cancel order #1210?' });
    expect(
      within(mixed).getByText(
        /We will refund \$30\.00 to your card \(it usually arrives within 3-5 business days\) and \$16\.00 to your store credit at once\./,
      ),
    ).toBeTruthy();
    expect(within(mixed).queryByText(/\$57\.50 to your card/)).toBeNull();
    fireEvent.click(within(mixed).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(await card(1211)).getByRole('button', { name: 'Cancel order' }));
    const creditOnly = await screen.findByRole('dialog', { name: 'Cancel order #1211?' });
    expect(
      within(creditOnly).getByText(/It was paid with store credit: \$57\.50 goes back to your store credit/),
    ).toBeTruthy();
    expect(within(creditOnly).queryByText(/to your card/)).toBeNull();
  });

  it("moves the order and shows the server's reason when the slot is full", async () => {
    renderOrders([storeOrder({ id: 'a', orderNumber: 1205, changesUntil: UNTIL })]);
    api.routes['GET /api/checkout/slots'] = () =>
      ['9:00-11:00', '11:00-13:00', '13:00-15:00', '15:00-17:00', '17:00-19:00'].map((time) => ({
        time,
        available: true,
        reason: null,
        left: null,
      }));
    api.routes['POST /api/orders/:id/move'] = () =>
      Response.json(
        { message: 'That time slot is full: please choose another', code: 'SLOT_FULL', requestId: 'r1' },
        { status: 409 },
      );
    fireEvent.click(within(await card(1205)).getByRole('button', { name: 'Change date or time' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change date or time' });
    const select = within(dialog).getByLabelText(/Time slot/) as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBeGreaterThan(2));
    fireEvent.change(select, { target: { value: '15:00-17:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move order' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'That time slot is full: please choose another',
    );
    expect(api.requests.find((r) => r.method === 'POST')!.body).toEqual({
      deliveryDate: '2099-03-02',
      deliveryTime: '15:00-17:00',
    });
  });
});
