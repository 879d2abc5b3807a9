// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { AdminCustomer } from '@/contracts/admin-customers';
import { admin, api, renderApp } from '@/web/test/render-app';
import CustomersPage from './customers-page';
import { CustomerFilters } from './components/customer-filters';
import { CustomersTable } from './components/customers-table';
import {
  averageOrderValue,
  DEFAULT_CUSTOMER_FILTERS,
  displayName,
  filterCustomers,
  type CustomerFilters as Filters,
  isLoyal,
  matchesSearch,
  matchesType,
  sortCustomers,
} from './customer-list';

let n = 0;
const customer = (more: Partial<AdminCustomer> = {}): AdminCustomer => {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    email: `c${n}@example.com`,
    firstName: 'Aroha',
    lastName: 'Ngata',
    profileImageUrl: null,
    orderCount: 0,
    totalSpent: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...more,
  };
};

describe('customer type bounds (admin spec section 5)', () => {
  const withOrders = (orderCount: number) => customer({ orderCount });
  it.each([
    [0, { loyal: false, regular: false, new: true }],
    [1, { loyal: false, regular: true, new: true }],
    [2, { loyal: false, regular: true, new: false }],
    [4, { loyal: false, regular: true, new: false }],
    [5, { loyal: true, regular: false, new: false }],
    [12, { loyal: true, regular: false, new: false }],
  ] as const)('%i orders', (orders, expected) => {
    const c = withOrders(orders);
    expect(matchesType(c, 'loyal')).toBe(expected.loyal);
    expect(matchesType(c, 'regular')).toBe(expected.regular);
    expect(matchesType(c, 'new')).toBe(expected.new);
    expect(matchesType(c, 'all')).toBe(true);
    expect(isLoyal(c)).toBe(expected.loyal);
  });
});

describe('search', () => {
  const c = customer({ email: 'mere@bakery.example', firstName: 'Mere', lastName: 'Parata' });
  it.each(['mere@bakery', 'MERE', 'parata', 'Mere Parata', '  ere par '])('finds %j', (q) => {
    expect(matchesSearch(c, q)).toBe(true);
  });
  it('does not find what is in no field, and an empty search keeps everyone', () => {
    expect(matchesSearch(c, 'Parata Mere')).toBe(false);
    expect(matchesSearch(c, 'ngata')).toBe(false);
    expect(matchesSearch(c, '   ')).toBe(true);
  });
});

describe('sorting', () => {
  const a = customer({
    firstName: 'bella',
    lastName: null,
    email: 'z@x.nz',
    orderCount: 3,
    totalSpent: 99.5,
    createdAt: '2026-03-01T00:00:00Z',
  });
  const b = customer({
    firstName: 'Anna',
    lastName: 'Lee',
    email: 'a@x.nz',
    orderCount: 10,
    totalSpent: 12,
    createdAt: '2026-01-01T00:00:00Z',
  });
  const c = customer({
    firstName: 'Carl',
    lastName: null,
    email: 'm@x.nz',
    orderCount: 1,
    totalSpent: 250,
    createdAt: '2026-02-01T00:00:00Z',
  });
  const list = [a, b, c];
  const names = (sorted: AdminCustomer[]) => sorted.map((x) => x.firstName);
  it.each([
    ['name', 'asc', ['Anna', 'bella', 'Carl']],
    ['name', 'desc', ['Carl', 'bella', 'Anna']],
    ['email', 'asc', ['Anna', 'Carl', 'bella']],
    ['orders', 'desc', ['Anna', 'bella', 'Carl']],
    ['orders', 'asc', ['Carl', 'bella', 'Anna']],
    ['totalSpent', 'desc', ['Carl', 'bella', 'Anna']],
    ['totalSpent', 'asc', ['Anna', 'bella', 'Carl']],
    ['joined', 'desc', ['bella', 'Carl', 'Anna']],
    ['joined', 'asc', ['Anna', 'Carl', 'bella']],
  ] as const)('by %s %s', (field, direction, expected) => {
    expect(names(sortCustomers(list, field, direction))).toEqual(expected);
    expect(list).toEqual([a, b, c]); // the input is not reordered
  });
  it('sorts numbers as numbers (10 after 9) and defaults to total spent, biggest first', () => {
    const nine = customer({ orderCount: 9 });
    const ten = customer({ orderCount: 10 });
    expect(sortCustomers([ten, nine], 'orders', 'asc')).toEqual([nine, ten]);
    expect(names(filterCustomers(list, DEFAULT_CUSTOMER_FILTERS))).toEqual(['Carl', 'bella', 'Anna']);
  });
});

describe('names and statistics', () => {
  it("shows the name, else the e-mail, else 'Unknown Customer'", () => {
    expect(displayName(customer({ firstName: 'Tui', lastName: null }))).toBe('Tui');
    expect(displayName(customer({ firstName: ' ', lastName: null, email: 'x@y.nz' }))).toBe('x@y.nz');
    expect(displayName(customer({ firstName: null, lastName: null, email: null }))).toBe('Unknown Customer');
  });
  it('averages spending over orders, 0 without orders', () => {
    expect(averageOrderValue(customer({ orderCount: 4, totalSpent: 100 }))).toBe(25);
    expect(averageOrderValue(customer({ orderCount: 0, totalSpent: 0 }))).toBe(0);
  });
});

describe('the customers screen parts', () => {
  it('renders a name with markup as text in the table', () => {
    const evil = customer({
      firstName: '<img src=x onerror=alert(1)>',
      lastName: 'Hacker',
      orderCount: 2,
      totalSpent: 45.5,
    });
    const { container } = renderApp(<CustomersTable customers={[evil]} onView={() => undefined} />);
    const row = screen.getByRole('row', { name: /Hacker/ });
    expect(within(row).getByRole('rowheader').textContent).toContain('<img src=x onerror=alert(1)> Hacker');
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(within(row).getByText('$45.50')).toBeTruthy();
    expect(within(row).getByRole('button', { name: /View details/ })).toBeTruthy();
  });

  it('filters by customer type through the select, with the section 5 labels', () => {
    const list = [
      customer({ orderCount: 0 }),
      customer({ orderCount: 1 }),
      customer({ orderCount: 3 }),
      customer({ orderCount: 7 }),
    ];
    function Harness() {
      const [filters, setFilters] = useState<Filters>(DEFAULT_CUSTOMER_FILTERS);
      return (
        <>
          <CustomerFilters value={filters} onChange={setFilters} />
          <p data-testid="count">{filterCustomers(list, filters).length}</p>
        </>
      );
    }
    renderApp(<Harness />);
    const type = screen.getByLabelText('Customer type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Customers', 'Loyal (5+ orders)', 'Regular (2-4 orders)', 'New (1 order)']);
    const count = () => screen.getByTestId('count').textContent;
    expect(count()).toBe('4');
    fireEvent.change(type, { target: { value: 'loyal' } });
    expect(count()).toBe('1');
    fireEvent.change(type, { target: { value: 'regular' } });
    expect(count()).toBe('2');
    fireEvent.change(type, { target: { value: 'new' } });
    expect(count()).toBe('2');
  });
});

describe('the customers page texts (admin spec section 8)', () => {
  /** The page over a fake API: the customer list, and each customer's orders (none here). */
  function renderPage(customers: AdminCustomer[]) {
    renderApp(<CustomersPage />, {
      auth: admin,
      api: {
        'GET /api/admin/users': () => Response.json(customers),
        'GET /api/admin/users/:id/orders': () => Response.json([]),
      },
    });
    return api.fetch;
  }

  it("says 'No customers yet' when the shop has none", async () => {
    renderPage([]);
    expect(await screen.findByText('No customers yet')).toBeTruthy();
    expect(screen.getByText('Customers appear here when they create an account.')).toBeTruthy();
    expect(screen.getByText('Showing 0 of 0 customers')).toBeTruthy();
  });

  it("calls 5 orders a 'Loyal Customer' and 4 a 'Regular Customer', and says 'No orders found' for an empty history", async () => {
    const loyal = customer({ firstName: 'Mere', lastName: 'Loyal', orderCount: 5, totalSpent: 250 });
    const regular = customer({ firstName: 'Tama', lastName: 'Regular', orderCount: 4, totalSpent: 80 });
    const fetchMock = renderPage([loyal, regular]);

    fireEvent.click(await screen.findByRole('button', { name: 'View details of Mere Loyal' }));
    let dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText('Loyal Customer')).toBeTruthy();
    expect(dialog.queryByText('Regular Customer')).toBeNull();

    fireEvent.click(dialog.getByRole('button', { name: 'View Order History' }));
    const orders = within(await screen.findByRole('dialog', { name: 'Customer Orders' }));
    expect(await orders.findByText('No orders found')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(`/api/admin/users/${loyal.id}/orders`);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    fireEvent.click(await screen.findByRole('button', { name: 'View details of Tama Regular' }));
    dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Regular Customer')).toBeTruthy();
    expect(dialog.queryByText('Loyal Customer')).toBeNull();
  });
});

describe('the customers page asks the server for a page at a time (decision 0223)', () => {
  /** A fake server over `everyone` that applies the query as the real one does (the shared rules). */
  function renderServer(everyone: AdminCustomer[]) {
    renderApp(<CustomersPage />, {
      auth: admin,
      api: {
        'GET /api/admin/users': ({ query }) => {
          const matching = filterCustomers(everyone, {
            search: query.get('search') ?? '',
            type: (query.get('type') ?? 'all') as Filters['type'],
            sortBy: (query.get('sort') ?? 'totalSpent') as Filters['sortBy'],
            direction: (query.get('order') ?? 'desc') as Filters['direction'],
          });
          const offset = Number(query.get('offset') ?? 0);
          const limit = Number(query.get('limit') ?? matching.length);
          return Response.json(matching.slice(offset, offset + limit), {
            headers: { 'x-total-count': String(matching.length), 'x-customer-count': String(everyone.length) },
          });
        },
        'GET /api/admin/users/:id/orders': () => Response.json([]),
      },
    });
    return () => api.fetch.mock.calls.map(([url]) => new URL(String(url), 'http://shop.test'));
  }

  const many = (count: number) =>
    Array.from({ length: count }, (_, i) =>
      customer({ firstName: `Pager${i}`, lastName: 'Test', orderCount: i % 8, totalSpent: 1000 - i }),
    );

  it('reads 50, says how many there are, and shows more on request', async () => {
    const calls = renderServer(many(120));
    expect(await screen.findByText('Showing 120 of 120 customers')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^View details of Pager/ })).toHaveLength(50);
    const first = calls().find((u) => u.pathname === '/api/admin/users')!;
    expect(Object.fromEntries(first.searchParams)).toEqual({
      type: 'all',
      sort: 'totalSpent',
      order: 'desc',
      limit: '50',
    });
    expect(screen.getByTestId('customers-loaded').textContent).toBe('50 of the 120 shown.');

    fireEvent.click(screen.getByRole('button', { name: 'Show more customers' }));
    expect(await screen.findByText('100 of the 120 shown.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more customers' }));
    await screen.findByRole('button', { name: 'View details of Pager119 Test' });
    expect(screen.getAllByRole('button', { name: /^View details of Pager/ })).toHaveLength(120);
    expect(screen.queryByRole('button', { name: 'Show more customers' })).toBeNull();
    const offsets = calls()
      .filter((u) => u.pathname === '/api/admin/users')
      .map((u) => u.searchParams.get('offset'));
    expect(offsets).toEqual([null, '50', '100']);
  });

  it('sends the type, sort and search to the server and shows its answer', async () => {
    const calls = renderServer(many(60));
    await screen.findByText('Showing 60 of 60 customers');
    fireEvent.change(screen.getByLabelText('Customer type'), { target: { value: 'loyal' } });
    // Loyal: 5, 6 or 7 orders, three of each eight.
    expect(await screen.findByText('Showing 21 of 60 customers')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name' } });
    fireEvent.change(screen.getByLabelText('Direction'), { target: { value: 'asc' } });
    fireEvent.change(screen.getByPlaceholderText('Search customers...'), { target: { value: 'pager1' } });
    // Loyal and "pager1" in the name: Pager13, Pager14 and Pager15, by name.
    expect(await screen.findByText('Showing 3 of 60 customers')).toBeTruthy();
    const last = calls()
      .filter((u) => u.pathname === '/api/admin/users')
      .at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toEqual({
      search: 'pager1',
      type: 'loyal',
      sort: 'name',
      order: 'asc',
      limit: '50',
    });
    const rows = screen.getAllByRole('button', { name: /^View details of Pager/ });
    expect(rows.map((b) => b.getAttribute('aria-label'))).toEqual(
      ['Pager13', 'Pager14', 'Pager15'].map((name) => `View details of ${name} Test`),
    );
  });
});
