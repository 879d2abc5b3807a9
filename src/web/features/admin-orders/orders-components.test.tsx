// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCancelPreview, AdminOrderDetails } from '@/contracts/admin-orders';
import { getToasts, resetToasts } from '@/web/lib/toast-store';
import { adminOrder } from '@/web/test/admin-order';
import { admin, api, auth, renderApp } from '@/web/test/render-app';
import { CancelOrderDialog } from './components/cancel-order-dialog';
import { OrderDetailsDialog } from './components/order-details-dialog';
import { OrdersFilters } from './components/orders-filters';
import { ProductionSheet } from './components/production-sheet';
import { StatusSelect } from './components/status-select';
import { DEFAULT_FILTERS } from './order-list';

afterEach(() => {
  resetToasts();
});

const XSS = '<img src=x onerror=alert(1)>';

const order = adminOrder;
describe('Order Details dialog', () => {
  it('falls back: phone N/A, no instructions, no items, total items N/A, delivery N/A', () => {
    renderApp(<OrderDetailsDialog order={order()} onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Order Details' });
    const d = within(dialog);
    expect(d.getByText('Order #1042')).toBeTruthy();
    expect(d.getByText('Order Confirmed')).toBeTruthy();
    expect(d.getByText('pi_test_123')).toBeTruthy();
    expect(d.getByText('Phone').nextElementSibling?.textContent).toBe('N/A');
    expect(d.getByText('Delivery date').nextElementSibling?.textContent).toBe('N/A');
    expect(d.getByText('Delivery time').nextElementSibling?.textContent).toBe('N/A');
    expect(d.getByText('Address').nextElementSibling?.textContent).toBe('12 Ponsonby Road, Ponsonby, Auckland, 1011');
    expect(d.getByText('No special instructions provided')).toBeTruthy();
    expect(d.getByText('Item details not available')).toBeTruthy();
    expect(d.queryByRole('table')).toBeNull();
    expect(d.getByText('Total items:').nextElementSibling?.textContent).toBe('N/A');
    expect(d.getByText('Total Amount:').nextElementSibling?.textContent).toBe('$48.00');
    expect(d.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
  });

  it('lists items with Standard for a missing size, line totals, cake messages and the history', () => {
    const details: AdminOrderDetails = {
      ...order({
        deliveryPhone: '021 555 0123',
        deliveryDate: '2026-11-28',
        deliveryTime: '9:00-11:00',
        specialInstructions: XSS,
        customerName: XSS,
        items: [
          { productName: 'Lemon Tart', productImage: null, size: null, quantity: 3, price: '6.50', message: null },
          {
            productName: 'Chocolate Cake',
            productImage: '/img/c.jpg',
            size: 'full',
            quantity: 1,
            price: '28.50',
            message: 'Happy 40th Hemi',
          },
        ],
      }),
      history: [
        {
          id: 'h1',
          fromStatus: 'orderconfirmed',
          toStatus: 'inprogress',
          changedByEmail: 'admin@saffron-sugar.example',
          note: null,
          createdAt: '2026-11-23T01:00:00Z',
        },
      ],
    };
    const { container } = renderApp(<OrderDetailsDialog order={order()} details={details} onOpenChange={() => {}} />);
    const d = within(screen.getByRole('dialog', { name: 'Order Details' }));
    const rows = d.getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent))).toEqual([
      ['Standard', '3', '$6.50', '$19.50'],
      ['full', '1', '$28.50', '$28.50'],
    ]);
    expect(d.getByText('Cake message: “Happy 40th Hemi”')).toBeTruthy();
    expect(d.getByText('Total items:').nextElementSibling?.textContent).toBe('4');
    expect(d.getByText('Sat, 28 Nov 2026')).toBeTruthy();
    expect(d.getByText('9:00 – 11:00')).toBeTruthy();
    expect(d.getByText('Order Confirmed → In Progress')).toBeTruthy();
    expect(d.getByText(/admin@saffron-sugar\.example · 23 Nov 2026/)).toBeTruthy();
    // The payloads are text, never markup.
    expect(d.getAllByText(XSS).length).toBe(2);
    expect(container.ownerDocument.querySelector('img[src="x"]')).toBeNull();
  });

  it('shows a cancelled order with its refund and reason, and no cancel action', () => {
    renderApp(
      <OrderDetailsDialog
        order={order({
          status: 'cancelled',
          cancelledAt: '2026-11-23T01:00:00Z',
          cancelReason: 'Customer called',
          refundedAmount: '48.00',
        })}
        onOpenChange={() => {}}
      />,
    );
    const d = within(screen.getByRole('dialog', { name: 'Order Details' }));
    expect(d.getAllByText('Cancelled').length).toBeGreaterThan(0);
    expect(d.getByText(/Refunded \$48\.00/)).toBeTruthy();
    expect(d.getByText('Reason: Customer called')).toBeTruthy();
    expect(d.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});

describe('status selector', () => {
  it('offers the four statuses, shows another value raw, and a cancelled order as a badge', () => {
    renderApp(
      <>
        <StatusSelect order={order({ status: 'inprogress' })} />
        <StatusSelect order={order({ id: 'p', orderNumber: 7, status: 'pending' })} />
        <StatusSelect order={order({ id: 'c', orderNumber: 8, status: 'cancelled' })} />
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Status of order #1042' }) as HTMLSelectElement;
    expect(select.value).toBe('inprogress');
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Order Confirmed',
      'In Progress',
      'Out for Delivery',
      'Delivered',
    ]);
    expect(select.className).toContain('yellow');
    const pending = screen.getByRole('combobox', { name: 'Status of order #7' }) as HTMLSelectElement;
    expect(pending.value).toBe('pending');
    expect(pending.className).toContain('stone');
    expect(screen.queryByRole('combobox', { name: 'Status of order #8' })).toBeNull();
    expect(screen.getByText('Cancelled').closest('[data-status]')?.getAttribute('data-status')).toBe('cancelled');
  });
});

describe('status selector of a pickup (decision 0153)', () => {
  const PICKUP = { fulfilment: 'pickup', deliveryAddress: null, deliverySuburb: null, deliveryCity: null } as const;
  const optionsOf = (select: HTMLSelectElement) =>
    [...select.options].map((o) => `${o.textContent}${o.disabled ? ' (disabled)' : ''}`);

  it('offers a pickup Ready to Collect and Collected instead of the delivery steps, and sends the choice', async () => {
    const patched: unknown[] = [];
    renderApp(<StatusSelect order={order({ ...PICKUP, status: 'inprogress' })} />, {
      auth: admin,
      api: {
        'PATCH /api/admin/orders/:id/status': ({ params, body }) => {
          patched.push({ id: params.id, body });
          return order({ ...PICKUP, status: 'readyforpickup' });
        },
      },
    });
    const select = screen.getByRole('combobox', { name: 'Status of order #1042' }) as HTMLSelectElement;
    expect(optionsOf(select)).toEqual(['Order Confirmed', 'In Progress', 'Ready to Collect', 'Collected']);
    fireEvent.change(select, { target: { value: 'readyforpickup' } });
    await waitFor(() => expect(getToasts().map((t) => t.title)).toEqual(['Order Updated']));
    expect(patched).toEqual([{ id: order().id, body: { status: 'readyforpickup' } }]);
  });

  it('shows a pickup left at a delivery status by older data as it is, not to be chosen again', () => {
    renderApp(<StatusSelect order={order({ ...PICKUP, status: 'outfordelivery' })} />);
    const select = screen.getByRole('combobox', { name: 'Status of order #1042' }) as HTMLSelectElement;
    expect(select.value).toBe('outfordelivery');
    expect(optionsOf(select)).toEqual([
      'Out for Delivery (disabled)',
      'Order Confirmed',
      'In Progress',
      'Ready to Collect',
      'Collected',
    ]);
  });

  it("offers the same choice in the order's details, and none for a cancelled order", () => {
    renderApp(<OrderDetailsDialog order={order({ ...PICKUP, status: 'collected' })} onOpenChange={() => {}} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Order Details' }));
    const select = dialog.getByRole('combobox', { name: 'Status of order #1042' }) as HTMLSelectElement;
    expect(select.value).toBe('collected');
    expect(optionsOf(select)).toEqual(['Order Confirmed', 'In Progress', 'Ready to Collect', 'Collected']);
    expect(dialog.getByText('Pickup date')).toBeTruthy();
  });
});

describe('orders filter', () => {
  it("lists a delivery's statuses, a pickup's two, the dashboard's Pending and Processing, and Cancelled", () => {
    renderApp(<OrdersFilters value={DEFAULT_FILTERS} onChange={() => {}} />);
    const status = screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
    expect([...status.options].map((o) => o.textContent)).toEqual([
      'All Statuses',
      'Order Confirmed',
      'In Progress',
      'Out for Delivery',
      'Delivered',
      'Ready to Collect',
      'Collected',
      'Pending',
      'Processing',
      'Cancelled',
    ]);
  });
});

describe('production sheet', () => {
  it('totals by product and size, then orders by slot with messages and instructions as text', () => {
    renderApp(
      <ProductionSheet
        sheet={{
          date: '2026-11-28',
          kitchen: { day: { capacity: 1500, used: 0, left: 1500 }, slots: [] },
          groups: [
            { category: 'Cakes', quantity: 2, lines: [{ productName: 'Chocolate Cake', size: 'full', quantity: 2 }] },
            { category: 'Pastries', quantity: 6, lines: [{ productName: 'Lemon Tart', size: null, quantity: 6 }] },
          ],
          orders: [
            {
              orderId: 'b',
              orderNumber: 1002,
              customerName: 'Kiri',
              phone: '021 555 0100',
              itemCount: 6,
              fulfilment: 'pickup',
              deliveryTime: '13:00-15:00',
              deliveryAddress: null,
              specialInstructions: XSS,
              items: [
                {
                  productName: 'Lemon Tart',
                  productImage: null,
                  size: null,
                  quantity: 6,
                  price: '6.50',
                  message: null,
                  allergens: [],
                },
              ],
              allergyNoted: false,
            },
            {
              orderId: 'a',
              orderNumber: 1001,
              customerName: 'Hemi',
              phone: null,
              itemCount: 2,
              fulfilment: 'delivery',
              deliveryTime: '9:00-11:00',
              deliveryAddress: '1 Queen Street',
              specialInstructions: null,
              items: [
                {
                  productName: 'Chocolate Cake',
                  productImage: null,
                  size: 'full',
                  quantity: 2,
                  price: '28.50',
                  message: 'Kia ora',
                  allergens: [],
                },
              ],
              allergyNoted: false,
            },
          ],
          cakeMessages: [
            {
              orderId: 'a',
              orderNumber: 1001,
              deliveryTime: '9:00-11:00',
              productName: 'Chocolate Cake',
              size: 'full',
              quantity: 2,
              message: 'Kia ora',
            },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Production for Saturday 28 November' })).toBeTruthy();
    expect(screen.getByText('2 orders · 8 items to bake · 1 cake message')).toBeTruthy();
    const totals = screen.getAllByRole('table')[1]!;
    expect(within(totals).getByText('Standard')).toBeTruthy();
    const slots = screen.getAllByText(/^\d{1,2}:00 – /, { selector: 'h4' }).map((el) => el.textContent);
    expect(slots).toEqual(['9:00 – 11:00', '13:00 – 15:00']);
    expect(screen.getByText('Cake message: “Kia ora”')).toBeTruthy();
    expect(screen.getByText(XSS)).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('cancel and refund dialog', () => {
  const REFUSAL =
    'The payment provider did not refund this order, so it was not cancelled: Your card was declined for refunds';

  it("keeps the dialog open with the server's reason and says 'Cancel Failed' when the refund is refused (502 REFUND_FAILED)", async () => {
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn<typeof fetch>(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    api.fetch.mockImplementation(fetchMock);
    auth.as(admin);
    const onOpenChange = vi.fn();
    renderApp(<CancelOrderDialog order={order()} onOpenChange={onOpenChange} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel this order?' }));

    // A reason is required before anything is sent.
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel order and refund' }));
    expect(await dialog.findByText('Please give a reason for the cancellation')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(dialog.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Oven broke' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel order and refund' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([init?.method, String(url), init?.body]).toEqual([
      'POST',
      `/api/admin/orders/${order().id}/cancel`,
      JSON.stringify({ reason: 'Oven broke' }),
    ]);
    expect(await dialog.findByRole('button', { name: 'Cancelling...' })).toBeTruthy();
    expect((dialog.getByRole('button', { name: 'Keep order' }) as HTMLButtonElement).disabled).toBe(true);

    answer(Response.json({ message: REFUSAL, code: 'REFUND_FAILED', requestId: 'req-1' }, { status: 502 }));
    expect((await dialog.findByRole('alert')).textContent).toBe(REFUSAL);
    expect(getToasts().map(({ title, description, variant }) => ({ title, description, variant }))).toEqual([
      { title: 'Cancel Failed', description: REFUSAL, variant: 'destructive' },
    ]);
    // Still open, the reason kept, ready to try again; nothing closed it.
    expect(screen.getByRole('dialog', { name: 'Cancel this order?' })).toBeTruthy();
    expect((dialog.getByRole('textbox', { name: /Reason/ }) as HTMLTextAreaElement).value).toBe('Oven broke');
    expect(dialog.getByRole('button', { name: 'Cancel order and refund' })).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('says the order was cancelled even when the details re-rendered without this dialog meanwhile', async () => {
    let answer!: (response: Response) => void;
    api.fetch.mockImplementation(
      vi.fn<typeof fetch>(
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      ),
    );
    auth.as(admin);
    const view = renderApp(<CancelOrderDialog order={order()} onOpenChange={() => {}} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel this order?' }));
    fireEvent.change(dialog.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Oven broke' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel order and refund' }));
    expect(await dialog.findByRole('button', { name: 'Cancelling...' })).toBeTruthy();

    // The dialog is gone before the server answers (the lists' re-read re-rendered the details).
    view.unmount();
    answer(Response.json({ ...order(), status: 'cancelled', refundedAmount: order().totalAmount }));
    await waitFor(() => expect(getToasts().map((t) => t.title)).toEqual(['Order Cancelled']));
  });
});

describe("cancel dialog: the customer's points (decision 0108)", () => {
  const preview = (overrides: Partial<AdminCancelPreview> = {}): AdminCancelPreview => ({
    refund: '240.00',
    storeCredit: '0.00',
    pointsEarned: 240,
    pointsFromBalance: 0,
    vouchersVoided: [],
    pointsOwed: 0,
    ...overrides,
  });

  /** The server: the preview answers at once; a cancel would never answer (nothing is sent here). */
  function serve(answer: AdminCancelPreview) {
    const fetchMock = vi.fn<typeof fetch>(async (url) => {
      if (String(url).endsWith('/cancel-preview')) return Response.json(answer);
      return new Promise<Response>(() => {});
    });
    api.fetch.mockImplementation(fetchMock);
    auth.as(admin);
    return fetchMock;
  }

  const withAccount = order({ userId: '00000000-0000-4000-8000-00000000beef', pointsEarned: 240 });

  it('says before confirming that an unused voucher bought with the points will be voided', async () => {
    const fetchMock = serve(preview({ vouchersVoided: [{ name: '$20 off', points: 240 }] }));
    renderApp(<CancelOrderDialog order={withAccount} onOpenChange={() => {}} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel this order?' }));
    const warning = await dialog.findByText(/This will take back 240 points/);
    expect(warning.textContent).toBe(
      'This will take back 240 points this order earned, and void the unused voucher “$20 off” (240 points) bought with them.',
    );
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`/api/admin/orders/${withAccount.id}/cancel-preview`);
    expect((dialog.getByRole('button', { name: 'Cancel order and refund' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says what cannot be taken back, and that the customer will owe it', async () => {
    serve(preview({ pointsFromBalance: 10, pointsOwed: 230 }));
    renderApp(<CancelOrderDialog order={withAccount} onOpenChange={() => {}} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel this order?' }));
    const warning = await dialog.findByText(/This will take back 10 points/);
    expect(warning.textContent).toBe(
      'This will take back 10 points this order earned. The other 230 were already spent and cannot be taken back: the customer will owe 230 points, repaid first from the points they earn next.',
    );
  });

  it("says what goes to the card and what back to store credit, as the server's preview says", async () => {
    serve(preview({ refund: '15.00', storeCredit: '5.00' }));
    renderApp(<CancelOrderDialog order={{ ...withAccount, storeCreditPaid: '10.00' }} onOpenChange={() => {}} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel this order?' }));
    // Until the preview answers it names no amount: the credit's share is the server's to say.
    expect(dialog.getByText(/what is left of its payment refunded/)).toBeTruthy();
    expect(
      await dialog.findByText(
        /will be cancelled, \$15\.00 refunded to the customer's card and \$5\.00 returned to their store credit\./,
      ),
    ).toBeTruthy();
  });

  it('says a guest order gives the card what partial refunds left, with no preview to wait for', async () => {
    const fetchMock = serve(preview());
    renderApp(
      <CancelOrderDialog
        order={{ ...order(), totalAmount: '240.00', refundedAmount: '40.00' }}
        onOpenChange={() => {}}
      />,
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel this order?' }));
    expect(dialog.getByText(/will be cancelled and \$200\.00 refunded to the customer's card\./)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('waits for the points before the cancel can be confirmed', async () => {
    api.fetch.mockImplementation(vi.fn<typeof fetch>(() => new Promise<Response>(() => {})));
    auth.as(admin);
    renderApp(<CancelOrderDialog order={withAccount} onOpenChange={() => {}} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel this order?' }));
    expect(await dialog.findByText("Checking the customer's points…")).toBeTruthy();
    expect((dialog.getByRole('button', { name: 'Cancel order and refund' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
