// @vitest-environment happy-dom
/**
 * Issue 20: on an Auckland device the 'Customer Orders' dialog showed each delivery date a day
 * late (a yyyy-MM-dd read as an instant, then shown in Auckland time) and a raw `cancelled`
 * badge. The dialog is rendered here in a UTC+13 zone and a UTC-10 zone, really switched on.
 */
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomer, AdminCustomerOrder } from '@/contracts/admin-customers';
import { admin, renderApp } from '@/web/test/render-app';
import { CustomerOrdersDialog } from './components/customer-orders-dialog';

const customer: AdminCustomer = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'mere@example.com',
  firstName: 'Mere',
  lastName: 'Parata',
  profileImageUrl: null,
  orderCount: 1,
  totalSpent: 1042.18,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const orders: AdminCustomerOrder[] = [
  {
    id: '00000000-0000-4000-8000-0000000000a1',
    orderNumber: 1002,
    status: 'cancelled',
    totalAmount: '71.30',
    // Placed 10:30 pm on 27 November in Auckland (NZDT, UTC+13).
    createdAt: '2025-11-27T09:30:00.000Z',
    deliveryDate: '2025-11-28',
  },
  {
    id: '00000000-0000-4000-8000-0000000000a2',
    orderNumber: 1001,
    status: 'delivered',
    totalAmount: '1042.18',
    createdAt: '2025-06-30T23:00:00.000Z',
    deliveryDate: '2025-07-01',
  },
];

describe.each([
  { zone: 'Pacific/Auckland', offsetMinutes: -13 * 60 },
  { zone: 'Pacific/Honolulu', offsetMinutes: 10 * 60 },
])('the Customer Orders dialog on a device in $zone', ({ zone, offsetMinutes }) => {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = before;
  });

  it('shows each delivery date as the calendar date it is, the status by its label and money en-NZ', async () => {
    // The zone is really in force: a summer instant in Auckland is UTC+13, Honolulu UTC-10.
    expect(new Date('2025-11-28T00:00:00Z').getTimezoneOffset()).toBe(offsetMinutes);
    renderApp(<CustomerOrdersDialog customer={customer} onClose={() => undefined} />, {
      auth: admin,
      api: { 'GET /api/admin/users/:id/orders': () => Response.json(orders) },
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Customer Orders' }));
    const cancelledRow = within((await dialog.findByRole('rowheader', { name: '#1002' })).closest('tr')!);
    const cells = cancelledRow.getAllByRole('cell').map((cell) => cell.textContent);
    // Status, total, placed (an instant, in Auckland), delivery (a calendar date, as it is).
    expect(cells).toEqual(['Cancelled', '$71.30', '27 Nov 2025', '28 Nov 2025']);

    const deliveredRow = within(dialog.getByRole('rowheader', { name: '#1001' }).closest('tr')!);
    expect(deliveredRow.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Delivered',
      '$1,042.18',
      '1 Jul 2025',
      '1 Jul 2025',
    ]);
  });
});
