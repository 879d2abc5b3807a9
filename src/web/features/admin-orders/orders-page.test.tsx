// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '@/contracts/admin-orders';
import { addDays, aucklandNow } from '@/domain/delivery';
import { adminOrder, NO_DELIVERY_ADDRESS } from '@/web/test/admin-order';
import { admin, api, auth, renderApp } from '@/web/test/render-app';
import { resetToasts, getToasts } from '@/web/lib/toast-store';
import { flattenOrderPages, getAdminOrders } from './api/get-admin-orders';
import { AdminIdentityContext } from '@/web/lib/admin/admin-identity';
import OrdersPage from './orders-page';

const OWNER = { name: 'Sam Admin', email: 'admin@saffron-sugar.example', picture: null, role: 'owner' as const };

/** Order n of the shop (n = 1 is the newest), as the server lists them: newest first. */
function order(n: number, more: Partial<AdminOrder> = {}): AdminOrder {
  return adminOrder({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    orderNumber: 5000 - n,
    totalAmount: '10.00',
    subtotal: '8.70',
    gst: '1.30',
    pointsEarned: 10,
    createdAt: new Date(Date.UTC(2026, 10, 20) - n * 60_000).toISOString(),
    customerName: `Customer ${n}`,
    customerEmail: `c${n}@example.com`,
    ...NO_DELIVERY_ADDRESS,
    stripePaymentIntentId: `pi_${n}`,
    updatedAt: '2026-11-20T00:00:00Z',
    ...more,
  });
}
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => order(from + i));

type Route = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;
let route: Route;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const calls = () => fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

/** A shop of `total` orders whose unpaged list the server cuts at `cap` (the real cap is 2,000). */
function shop(total: number, cap: number): Route {
  return (url) => {
    const limit = Number(url.searchParams.get('limit') ?? cap);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const page = range(offset + 1, Math.min(total, offset + limit));
    return Response.json(page, { headers: { 'x-total-count': String(total) } });
  };
}

beforeEach(() => {
  resetToasts();
  auth.as(admin);
  // The shop's answers come from `route`; the harness checks each against the contract.
  fetchMock = api.fetch;
  fetchMock.mockImplementation(async (input, init) =>
    route(new URL(String(input), 'http://shop.test'), init as RequestInit | undefined),
  );
});

/** The page as an owner sees it (staff see it without Clear All Orders: src/web/app/staff-role.test.tsx). */
function renderPage() {
  renderApp(
    <AdminIdentityContext value={OWNER}>
      <OrdersPage />
    </AdminIdentityContext>,
    { route: '/admin/orders' },
  );
}
const counter = () => screen.getByText(/^Showing \d+ of \d+ orders$/);
const rows = () =>
  within(screen.getByRole('region', { name: /Customer orders/ }))
    .getAllByRole('row')
    .slice(1);

describe('the orders list past the server cap (gap 1, decision 0070)', () => {
  it('reads X-Total-Count, with the received count when the header is missing', async () => {
    route = shop(2600, 2000);
    const first = await getAdminOrders();
    expect(first.orders).toHaveLength(2000);
    expect(first.total).toBe(2600);
    route = () => Response.json(range(1, 3));
    expect((await getAdminOrders()).total).toBe(3);
    route = () => Response.json(range(11, 12), { headers: { 'x-total-count': '5' } });
    // A page never says fewer orders than it has just seen.
    expect((await getAdminOrders({ offset: 10, limit: 500 })).total).toBe(12);
    expect(calls().at(-1)).toBe('GET /api/admin/orders?offset=10&limit=500');
  });

  it('counts an order that moved to the next page once, with the newest total', () => {
    const merged = flattenOrderPages([
      { orders: range(1, 3), total: 10 },
      { orders: range(3, 5), total: 11 },
    ]);
    expect(merged.orders.map((o) => o.customerName)).toEqual([1, 2, 3, 4, 5].map((n) => `Customer ${n}`));
    expect(merged.total).toBe(11);
    expect(flattenOrderPages(undefined)).toEqual({ orders: [], total: 0 });
  });

  it("says 'Showing X of Y' with the server's total, asks to clear all Y, and loads older orders on request", async () => {
    route = shop(7, 5);
    renderPage();
    await waitFor(() => expect(counter().textContent).toBe('Showing 5 of 7 orders'));
    expect(rows()).toHaveLength(5);
    expect(screen.getByTestId('orders-loaded').textContent).toContain('The newest 5 of 7 orders are loaded');

    fireEvent.click(screen.getByRole('button', { name: 'Clear All Orders' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm.textContent).toContain('This will permanently delete all 7 orders');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    // The search sees only what is loaded until the older orders come.
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Customer 6' } });
    expect(await screen.findByText('No orders match your current filters.')).toBeTruthy();
    expect(counter().textContent).toBe('Showing 0 of 7 orders');

    fireEvent.click(screen.getByRole('button', { name: 'Load older orders' }));
    await waitFor(() => expect(screen.queryByTestId('orders-loaded')).toBeNull());
    expect(calls()).toEqual(['GET /api/admin/orders', 'GET /api/admin/orders?offset=5&limit=500']);
    expect(counter().textContent).toBe('Showing 1 of 7 orders');
    expect(rows()[0]!.textContent).toContain('Customer 6');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });
    expect(counter().textContent).toBe('Showing 7 of 7 orders');
    expect(screen.queryByRole('button', { name: 'Load older orders' })).toBeNull();
  });

  it('offers no paging when everything came in the first answer', async () => {
    route = shop(3, 2000);
    renderPage();
    await waitFor(() => expect(counter().textContent).toBe('Showing 3 of 3 orders'));
    expect(screen.queryByRole('button', { name: 'Load older orders' })).toBeNull();
  });
});

describe('the orders toasts of admin spec section 8 (gaps 4 and 5)', () => {
  it('disables the row selector while its update is pending, then says Update Failed', async () => {
    let fail!: () => void;
    const base = shop(2, 2000);
    route = (url, init) => {
      if (init?.method === 'PATCH') {
        return new Promise<Response>((resolve) => {
          fail = () => resolve(Response.json({ message: 'down', code: 'INTERNAL', requestId: 'r' }, { status: 500 }));
        });
      }
      return base(url, init);
    };
    renderPage();
    const select = (await screen.findByRole('combobox', { name: 'Status of order #4999' })) as HTMLSelectElement;
    expect(select.disabled).toBe(false);
    fireEvent.change(select, { target: { value: 'outfordelivery' } });
    await waitFor(() => expect(select.disabled).toBe(true));
    expect(select.getAttribute('aria-busy')).toBe('true');
    expect(select.value).toBe('outfordelivery');
    // The other row's selector is not held up.
    expect((screen.getByRole('combobox', { name: 'Status of order #4998' }) as HTMLSelectElement).disabled).toBe(false);
    expect(calls()).toContain(`PATCH /api/admin/orders/${order(1).id}/status`);

    fail();
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(select.value).toBe('orderconfirmed');
    expect(getToasts().map(({ title, description, variant }) => ({ title, description, variant }))).toEqual([
      { title: 'Update Failed', description: 'Failed to update order status', variant: 'destructive' },
    ]);
  });

  it('says Clear Failed when clearing all orders fails, and deletes nothing on screen', async () => {
    const base = shop(4, 2000);
    route = (url, init) =>
      init?.method === 'DELETE'
        ? Response.json(
            { message: 'Clearing all orders is turned off', code: 'FORBIDDEN', requestId: 'r' },
            { status: 403 },
          )
        : base(url, init);
    renderPage();
    await waitFor(() => expect(counter().textContent).toBe('Showing 4 of 4 orders'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear All Orders' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, delete all orders' }));
    await waitFor(() =>
      expect(getToasts().map(({ title, description, variant }) => ({ title, description, variant }))).toEqual([
        { title: 'Clear Failed', description: 'Failed to clear all orders', variant: 'destructive' },
      ]),
    );
    expect(calls()).toContain('DELETE /api/admin/orders/clear-all');
    expect(screen.getByRole('button', { name: 'Clear All Orders' })).toBeTruthy();
    expect(counter().textContent).toBe('Showing 4 of 4 orders');
  });
});

describe('the day of work on the orders screen (issue 22)', () => {
  const today = aucklandNow().date;
  const tomorrow = addDays(today, 1);
  const orders = [
    order(1, { customerName: 'Late Morning', deliveryDate: tomorrow, deliveryTime: '11:00-13:00' }),
    order(2, {
      customerName: 'Early Pickup',
      fulfilment: 'pickup',
      deliveryDate: tomorrow,
      deliveryTime: '9:00-11:00',
      deliveryPhone: '+64 21 555 1234',
    }),
    order(3, { customerName: 'Due Today', deliveryDate: today, deliveryTime: '13:00-15:00' }),
  ];
  const names = () => rows().map((row) => row.querySelector('td span')?.textContent);

  it('opens on what the dashboard link asks for: due tomorrow, by slot start', async () => {
    route = () => Response.json(orders, { headers: { 'x-total-count': '3' } });
    renderApp(<OrdersPage />, { route: '/admin/orders?due=tomorrow&sort=deliveryDate&order=asc' });
    await waitFor(() => expect(counter().textContent).toBe('Showing 2 of 3 orders'));
    expect(names()).toEqual(['Early Pickup', 'Late Morning']);
    expect((screen.getByRole('combobox', { name: 'Due' }) as HTMLSelectElement).value).toBe('tomorrow');
    // The fulfilment column says which way each goes.
    expect(screen.getByRole('columnheader', { name: 'Fulfilment' })).toBeTruthy();
    expect(rows()[0]!.querySelector('[data-fulfilment]')?.textContent).toBe('Pickup');
    expect(rows()[1]!.querySelector('[data-fulfilment]')?.textContent).toBe('Delivery');
  });

  it('filters by fulfilment and due date, and finds a phone number however it is typed', async () => {
    route = () => Response.json(orders, { headers: { 'x-total-count': '3' } });
    renderPage();
    await waitFor(() => expect(counter().textContent).toBe('Showing 3 of 3 orders'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Fulfilment' }), { target: { value: 'delivery' } });
    expect(names()).toEqual(['Late Morning', 'Due Today']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Due' }), { target: { value: 'today' } });
    expect(names()).toEqual(['Due Today']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Fulfilment' }), { target: { value: 'all' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Due' }), { target: { value: 'date' } });
    const date = screen.getByLabelText('Due date') as HTMLInputElement;
    expect(date.value).toBe(tomorrow);
    expect(names()).toEqual(['Late Morning', 'Early Pickup']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Due' }), { target: { value: 'all' } });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '021 555 1234' } });
    expect(names()).toEqual(['Early Pickup']);
    expect(rows()[0]!.textContent).toContain('+64 21 555 1234');
  });

  it('keeps status, created range and sorting behind More filters, and says how many are set', async () => {
    route = () => Response.json(orders, { headers: { 'x-total-count': '3' } });
    renderApp(<OrdersPage />, { route: '/admin/orders?status=pending' });
    const more = await screen.findByRole('button', { name: 'More filters (1 set)' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(screen.getByRole('button', { name: 'Fewer filters' }).getAttribute('aria-expanded')).toBe('true');
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('pending');
  });

  it('has the Today board as its first tab, a tap away', async () => {
    route = () => Response.json([], { headers: { 'x-total-count': '0' } });
    const rendered = renderApp(<OrdersPage />, { route: '/admin/orders' });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Today', 'Orders', 'Production']);
    fireEvent.mouseDown(tabs[0]!);
    fireEvent.click(tabs[0]!);
    await waitFor(() => expect(rendered.location()).toBe('/admin/today'));
  });
});
