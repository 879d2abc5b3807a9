import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '@/contracts/admin-orders';
import { formatDollars } from '@/domain/money';
import {
  applyOrderFilters,
  DEFAULT_FILTERS,
  defaultProductionDate,
  filtersFromParams,
  isDue,
  formatDelivery,
  formatOrderDate,
  inDateRange,
  matchesSearch,
  orderIdLabel,
  sortOrders,
  statusLabel,
  totalItems,
} from './order-list';
import { ORDER_SEARCH_FIELDS } from '@/domain/order-search';
import { adminOrder, NO_DELIVERY_ADDRESS } from '@/web/test/admin-order';

const NOW = new Date('2026-11-23T01:00:00Z'); // 2 pm, Monday 23 November in Auckland

function order(overrides: Partial<AdminOrder>): AdminOrder {
  return adminOrder({
    id: '00000000-0000-4000-8000-000000000001',
    orderNumber: 1001,
    totalAmount: '10.00',
    subtotal: '10.00',
    gst: '1.30',
    pointsEarned: 10,
    customerName: 'Aroha',
    customerEmail: 'aroha@example.com',
    ...NO_DELIVERY_ADDRESS,
    stripePaymentIntentId: 'pi_1',
    ...overrides,
  });
}
describe('admin orders list', () => {
  it('searches the order number (with or without #), name and e-mail, case-insensitively', () => {
    const o = order({ orderNumber: 1042, customerName: 'Mere Tane', customerEmail: 'MERE@example.com' });
    expect(matchesSearch(o, '1042')).toBe(true);
    expect(matchesSearch(o, '#1042')).toBe(true);
    expect(matchesSearch(o, 'mere t')).toBe(true);
    expect(matchesSearch(o, 'mere@EXAMPLE')).toBe(true);
    expect(matchesSearch(o, '  ')).toBe(true);
    expect(matchesSearch(o, 'hemi')).toBe(false);
    expect(matchesSearch(o, '1043')).toBe(false);
  });

  it('searches the id too, as the CSV export does (every field of ORDER_SEARCH_FIELDS)', () => {
    const o = order({ id: '0f1e2d3c-4b5a-4697-8a8b-9c0d1e2f3a4b', orderNumber: 1042 });
    expect(matchesSearch(o, '#1E2F3A4B')).toBe(true);
    expect(matchesSearch(o, o.id)).toBe(true);
    expect(matchesSearch(o, 'ffffffff')).toBe(false);
    expect(ORDER_SEARCH_FIELDS).toEqual(['orderNumber', 'id', 'customerName', 'customerEmail']);
  });

  it('filters by date range on createdAt in Auckland days; orders without createdAt pass', () => {
    const today = order({ createdAt: '2026-11-22T12:30:00Z' }); // 1:30 am on the 23rd in Auckland
    const yesterday = order({ createdAt: '2026-11-22T10:00:00Z' }); // 11 pm on the 22nd
    const sixDays = order({ createdAt: '2026-11-17T02:00:00Z' });
    const twentyDays = order({ createdAt: '2026-11-03T02:00:00Z' });
    const old = order({ createdAt: '2026-09-01T02:00:00Z' });
    const missing = order({ createdAt: '' });
    expect(inDateRange(today, 'today', NOW)).toBe(true);
    expect(inDateRange(yesterday, 'today', NOW)).toBe(false);
    expect([sixDays, twentyDays, old].map((o) => inDateRange(o, 'week', NOW))).toEqual([true, false, false]);
    expect([sixDays, twentyDays, old].map((o) => inDateRange(o, 'month', NOW))).toEqual([true, true, false]);
    expect(inDateRange(old, 'all', NOW)).toBe(true);
    for (const range of ['today', 'week', 'month'] as const) expect(inDateRange(missing, range, NOW)).toBe(true);
  });

  it('sorts totals numerically, names as text and dates by time with missing as 0', () => {
    const a = order({ id: 'a', totalAmount: '9.50', customerName: 'bea', deliveryDate: '2026-11-25' });
    const b = order({ id: 'b', totalAmount: '100.00', customerName: 'Ana', deliveryDate: null });
    const c = order({ id: 'c', totalAmount: '25.00', customerName: 'Cam', deliveryDate: '2026-11-24' });
    const ids = (list: AdminOrder[]) => list.map((o) => o.id);
    expect(ids(sortOrders([a, b, c], 'totalAmount', 'asc'))).toEqual(['a', 'c', 'b']);
    expect(ids(sortOrders([a, b, c], 'totalAmount', 'desc'))).toEqual(['b', 'c', 'a']);
    expect(ids(sortOrders([a, b, c], 'customerName', 'asc'))).toEqual(['b', 'a', 'c']);
    expect(ids(sortOrders([a, b, c], 'deliveryDate', 'asc'))).toEqual(['b', 'c', 'a']);
    expect(ids(sortOrders([a, b, c], 'deliveryDate', 'desc'))).toEqual(['a', 'c', 'b']);
  });

  it('sorts by creation newest first by default and keeps ties in list order', () => {
    const early = order({ id: 'early', createdAt: '2026-11-20T00:00:00Z' });
    const late = order({ id: 'late', createdAt: '2026-11-22T00:00:00Z' });
    const none = order({ id: 'none', createdAt: '' });
    const tie = order({ id: 'tie', createdAt: '2026-11-22T00:00:00Z' });
    expect(applyOrderFilters([early, none, late, tie], DEFAULT_FILTERS, NOW).map((o) => o.id)).toEqual([
      'late',
      'tie',
      'early',
      'none',
    ]);
  });

  it('combines status, range and search before sorting', () => {
    const list = [
      order({ id: 'x', status: 'delivered', customerName: 'Hemi', totalAmount: '30.00' }),
      order({ id: 'y', status: 'delivered', customerName: 'Hemi', totalAmount: '50.00' }),
      order({ id: 'z', status: 'inprogress', customerName: 'Hemi', totalAmount: '70.00' }),
      order({ id: 'w', status: 'delivered', customerName: 'Kiri', totalAmount: '90.00' }),
    ];
    const result = applyOrderFilters(
      list,
      { ...DEFAULT_FILTERS, search: 'hemi', status: 'delivered', range: 'today', sort: 'totalAmount', order: 'desc' },
      NOW,
    );
    expect(result.map((o) => o.id)).toEqual(['y', 'x']);
  });

  it('reads rows as the spec writes them', () => {
    expect(orderIdLabel({ id: 'x', orderNumber: 1001 })).toBe('#1001');
    expect(orderIdLabel({ id: '0f1e2d3c-4b5a-6978-8695-a4b3c2d1e0f9', orderNumber: 0 })).toBe('#c2d1e0f9');
    expect(formatDollars('1234.5')).toBe('$1,234.50');
    expect(formatDollars('oops')).toBe('$0.00');
    expect(formatOrderDate('')).toBe('N/A');
    expect(formatOrderDate('2026-11-23T01:05:00Z')).toMatch(/23 Nov 2026.*2:05/);
    expect(formatDelivery({ deliveryDate: null, deliveryTime: '9:00-11:00' })).toBe('N/A');
    expect(formatDelivery({ deliveryDate: '2026-11-28', deliveryTime: '9:00-11:00' })).toBe(
      'Sat, 28 Nov 2026, 9:00 – 11:00',
    );
    expect(statusLabel('outfordelivery')).toBe('Out for Delivery');
    expect(statusLabel('cancelled')).toBe('Cancelled');
    expect(statusLabel('refunded')).toBe('refunded');
    expect(totalItems({ items: [] })).toBeNull();
  });

  it('opens the production sheet on the next day with orders, else today', () => {
    expect(defaultProductionDate([], NOW)).toBe('2026-11-23');
    expect(
      defaultProductionDate(
        [
          { deliveryDate: '2026-11-20', status: 'delivered' },
          { deliveryDate: '2026-11-24', status: 'cancelled' },
          { deliveryDate: '2026-11-27', status: 'orderconfirmed' },
          { deliveryDate: '2026-11-25', status: 'inprogress' },
          { deliveryDate: null, status: 'inprogress' },
        ],
        NOW,
      ),
    ).toBe('2026-11-25');
  });
});

describe('the day-of-work filters (issue 22)', () => {
  const saturday = [
    order({ id: 'b', customerName: 'Eleven', deliveryDate: '2026-11-28', deliveryTime: '11:00-13:00' }),
    order({
      id: 'c',
      customerName: 'Nine',
      deliveryDate: '2026-11-28',
      deliveryTime: '9:00-11:00',
      fulfilment: 'pickup',
    }),
    order({ id: 'd', customerName: 'Three PM', deliveryDate: '2026-11-28', deliveryTime: '3:00 PM - 5:00 PM' }),
    order({ id: 'a', customerName: 'Friday', deliveryDate: '2026-11-27', deliveryTime: '17:00-19:00' }),
    order({ id: 'e', customerName: 'Today', deliveryDate: '2026-11-23', deliveryTime: '13:00-15:00' }),
    order({ id: 'f', customerName: 'Tomorrow', deliveryDate: '2026-11-24', fulfilment: 'pickup' }),
  ];
  const names = (filters: Partial<typeof DEFAULT_FILTERS>) =>
    applyOrderFilters(saturday, { ...DEFAULT_FILTERS, ...filters }, NOW).map((o) => o.customerName);

  it('sorts by due date, then by the start of the slot, not its text', () => {
    expect(names({ sort: 'deliveryDate', order: 'asc' })).toEqual([
      'Today',
      'Tomorrow',
      'Friday',
      'Nine',
      'Eleven',
      'Three PM',
    ]);
    expect(names({ sort: 'deliveryDate', order: 'desc' })[0]).toBe('Three PM');
  });

  it('keeps deliveries or pickups, and what is due today, tomorrow or on a date (Auckland)', () => {
    expect(names({ fulfilment: 'pickup' })).toEqual(['Nine', 'Tomorrow']);
    expect(names({ due: 'today' })).toEqual(['Today']);
    expect(names({ due: 'tomorrow' })).toEqual(['Tomorrow']);
    expect(names({ due: '2026-11-28', fulfilment: 'delivery', sort: 'deliveryDate', order: 'asc' })).toEqual([
      'Eleven',
      'Three PM',
    ]);
    // 11:30 pm UTC on the 23rd is already the 24th in Auckland.
    expect(isDue({ deliveryDate: '2026-11-24' }, 'today', new Date('2026-11-23T11:30:00Z'))).toBe(true);
  });

  it('finds a phone number by its digits however it was typed', () => {
    const phone = order({ deliveryPhone: '+64 21 555 1234' });
    for (const typed of ['021 555 1234', '0215551234', '+64215551234', '(021) 555-1234', '555 1234']) {
      expect(matchesSearch(phone, typed), typed).toBe(true);
    }
    expect(matchesSearch(phone, '021 555 0000')).toBe(false);
    expect(matchesSearch(order({ deliveryPhone: '09-377 0000' }), '+64 9 377 0000')).toBe(true);
  });

  it('reads the filters a dashboard link asks for, ignoring what it cannot read', () => {
    expect(filtersFromParams(new URLSearchParams('due=tomorrow&sort=deliveryDate&order=asc'))).toEqual({
      ...DEFAULT_FILTERS,
      due: 'tomorrow',
      sort: 'deliveryDate',
      order: 'asc',
    });
    expect(filtersFromParams(new URLSearchParams('due=someday&fulfilment=drone&status=pending'))).toEqual({
      ...DEFAULT_FILTERS,
      status: 'pending',
    });
  });
});
