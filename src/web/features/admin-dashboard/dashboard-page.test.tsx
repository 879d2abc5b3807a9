// @vitest-environment happy-dom
import { formatDollars } from '@/domain/money';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminAnalytics } from '@/contracts/admin-analytics';
import { addDays } from '@/domain/delivery';
import { admin, api, renderApp } from '@/web/test/render-app';
import { AdminIdentityContext } from '@/web/lib/admin/admin-identity';
import { greeting } from './components/welcome-banner';
import { takingsSummary } from './components/takings-section';
import DashboardPage from './dashboard-page';
import { formatGrowth } from './format';

// jsdom draws no canvas: the chart itself is checked in the browser journeys.
vi.mock('./components/takings-chart', () => ({ default: () => <div data-testid="takings-chart" /> }));

const TODAY = '2026-11-23';
const days = Array.from({ length: 30 }, (_, i) => ({ date: addDays(TODAY, i - 29), orders: 0, revenue: '0.00' }));
days[29] = { date: TODAY, orders: 2, revenue: '84.50' };
days[20] = { date: addDays(TODAY, -9), orders: 4, revenue: '1210.00' };

const FIGURES: AdminAnalytics = {
  generatedAt: '2026-11-22T23:00:00.000Z',
  today: TODAY,
  totalOrders: 12,
  totalRevenue: '2468.25',
  averageOrderValue: '224.39',
  totalCustomers: 7,
  todayOrders: 2,
  todayRevenue: '84.50',
  yesterdayOrders: 4,
  yesterdayRevenue: '150.00',
  orderGrowth: -50,
  revenueGrowth: -43.7,
  weekOrders: 6,
  weekRevenue: '234.50',
  pendingOrders: 6,
  processingOrders: 1,
  deliveredOrders: 3,
  cancelledOrders: 1,
  ordersByStatus: [
    { status: 'pending', count: 6 },
    { status: 'delivered', count: 3 },
    { status: 'cancelled', count: 1 },
    { status: 'processing', count: 1 },
    { status: 'orderconfirmed', count: 1 },
    { status: 'inprogress', count: 0 },
    { status: 'outfordelivery', count: 0 },
  ],
  recentOrders: [
    {
      id: '11111111-2222-3333-4444-555555555555',
      orderNumber: 1012,
      customerName: '<img src=x onerror=alert(1)>',
      customerEmail: 'xss@example.com',
      status: 'pending',
      totalAmount: '42.25',
      createdAt: '2026-11-22T22:15:00.000Z',
    },
  ],
  topCustomers: [{ id: 'u1', name: 'Aroha Ngata', email: 'aroha@example.nz', orderCount: 5, totalSpent: '1300.00' }],
  dueToday: { date: TODAY, orders: 3, notStarted: 2 },
  dueTomorrow: { date: addDays(TODAY, 1), orders: 9, notStarted: 9 },
  unreadMessages: 1,
  attention: [
    {
      kind: 'due-tomorrow',
      title: 'Due tomorrow',
      message: '9 orders are due tomorrow, 9 not started yet.',
      href: '/admin/orders?due=tomorrow&sort=deliveryDate&order=asc',
    },
    {
      kind: 'unread-messages',
      title: 'Unread messages',
      message: '1 message waits for a reply.',
      href: '/admin/messages',
    },
    {
      kind: 'high-pending-orders',
      title: 'High pending orders',
      message: '6 orders are pending.',
      href: '/admin/orders?status=pending',
    },
  ],
  daily: days,
};

let answer: () => Response;
let conflicts: () => Response;
beforeEach(() => {
  answer = () => Response.json(FIGURES);
  conflicts = () => Response.json({ orders: [] });
  api.serve({
    'GET /api/admin/analytics': () => answer(),
    'GET /api/admin/calendar/conflicts': () => conflicts(),
  });
});

function renderDashboard() {
  renderApp(
    <AdminIdentityContext
      value={{ name: 'Sam Admin', email: 'admin@saffron-sugar.example', picture: null, role: 'owner' }}
    >
      <DashboardPage />
    </AdminIdentityContext>,
    { auth: admin },
  );
}

describe('the dashboard', () => {
  it('greets the admin, links to the main pages and shows the figures as money and counts', async () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /, Sam$/ })).toBeTruthy();
    const quick = screen.getByRole('navigation', { name: 'Quick links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/admin/orders', '/admin/products', '/admin/customers', '/admin/business']);
    expect((await screen.findByTestId('stat-revenue-value')).textContent).toBe('$2,468.25');
    expect(screen.getByTestId('stat-orders-value').textContent).toBe('12');
    expect(screen.getByTestId('stat-today-value').textContent).toBe('2');
    expect(screen.getByTestId('growth').textContent).toBe('−50%');
    expect(screen.getByTestId('stat-customers-value').textContent).toBe('7');
    expect(screen.getByTestId('stat-average-value').textContent).toBe('$224.39');
    expect(screen.getByTestId('overview-pending').textContent).toBe('6');
    expect(screen.getByTestId('overview-processing').textContent).toBe('1');
    expect(screen.getByTestId('overview-delivered').textContent).toBe('3');
    expect(screen.getByRole('heading', { level: 2, name: 'Attention Needed' })).toBeTruthy();
    expect(within(screen.getByTestId('attention-items')).getByText('High pending orders')).toBeTruthy();
    expect(screen.getByText('Aroha Ngata')).toBeTruthy();
    expect(await screen.findByTestId('takings-chart')).toBeTruthy();
  });

  it('shows a customer name as text, never as markup', async () => {
    renderDashboard();
    const table = await screen.findByTestId('recent-orders');
    expect(within(table).getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(table.querySelector('img')).toBeNull();
    expect(within(table).getByText('#1012')).toBeTruthy();
  });

  it('says all clear when nothing needs attention and no order is on a closed day', async () => {
    answer = () => Response.json({ ...FIGURES, attention: [] });
    renderDashboard();
    expect(await screen.findByText(/All clear/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Attention Needed' })).toBeTruthy();
    expect(api.calls()).toContain('GET /api/admin/calendar/conflicts');
  });

  it('shows what is due today and tomorrow by due date, with what is not started, and unread messages', async () => {
    renderDashboard();
    expect((await screen.findByTestId('due-today-value')).textContent).toBe('3');
    expect(screen.getByTestId('due-today-detail').textContent).toBe('Mon, 23 Nov · 2 not started yet');
    expect(screen.getByTestId('due-tomorrow-value').textContent).toBe('9');
    expect(screen.getByTestId('due-tomorrow-detail').textContent).toBe('Tue, 24 Nov · 9 not started yet');
    expect(screen.getByTestId('unread-messages-value').textContent).toBe('1');
    expect(screen.getByTestId('due-tomorrow').getAttribute('href')).toBe(
      '/admin/orders?due=tomorrow&sort=deliveryDate&order=asc',
    );
    // The spec's placed-today figure stays beside them.
    expect(screen.getByTestId('stat-today-value').textContent).toBe('2');
  });

  it('names tomorrow and the unread message on the Attention card, each a link, never all clear', async () => {
    renderDashboard();
    const items = await screen.findByTestId('attention-items');
    const tomorrow = within(items).getByRole('link', { name: /Due tomorrow/ });
    expect(tomorrow.getAttribute('href')).toBe('/admin/orders?due=tomorrow&sort=deliveryDate&order=asc');
    expect(tomorrow.textContent).toContain('9 orders are due tomorrow, 9 not started yet.');
    expect(
      within(items)
        .getByRole('link', { name: /Unread messages/ })
        .getAttribute('href'),
    ).toBe('/admin/messages');
    expect(screen.queryByText(/All clear/)).toBeNull();
  });

  it('lists orders booked for a day the shop closed afterwards, and is then not all clear', async () => {
    answer = () => Response.json({ ...FIGURES, attention: [] });
    conflicts = () =>
      Response.json({
        orders: [
          {
            id: 'c1',
            orderNumber: 1042,
            customerName: 'Aroha Ngata',
            deliveryDate: '2026-12-28',
            deliveryTime: '9:00-11:00',
            fulfilment: 'pickup',
            reason: 'Closed for our summer break, back 8 January',
          },
        ],
      });
    renderDashboard();
    const list = await screen.findByTestId('attention-conflicts');
    expect(within(list).getByText('Orders on a closed day')).toBeTruthy();
    expect(list.textContent).toContain('#1042 Aroha Ngata: Mon, 28 Dec 2026, 9:00 – 11:00, pickup');
    expect(within(list).getByText('Closed for our summer break, back 8 January')).toBeTruthy();
    expect(screen.queryByText(/All clear/)).toBeNull();
  });

  it('does not claim all clear when the closed-day check fails', async () => {
    answer = () => Response.json({ ...FIGURES, attention: [] });
    conflicts = () => Response.json({ message: 'down', code: 'UNAVAILABLE', requestId: 'r' }, { status: 503 });
    renderDashboard();
    expect((await screen.findByText(/could not be checked/)).textContent).toContain('Orders on closed days');
    expect(screen.queryByText(/All clear/)).toBeNull();
  });

  it('says when the figures cannot be loaded, with a way to try again', async () => {
    answer = () => new Response('{"message":"down","code":"UNAVAILABLE","requestId":"r"}', { status: 503 });
    renderDashboard();
    expect((await screen.findByRole('alert')).textContent).toContain("The dashboard's figures could not be loaded.");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('dashboard wording', () => {
  it('sums the 30 days and names the best day', () => {
    expect(takingsSummary(days)).toBe(
      'Last 30 days: $1,294.50 from 6 orders. Best day: Sat, 14 Nov with $1,210.00 from 4 orders.',
    );
    expect(takingsSummary(days.map((d) => ({ ...d, orders: 0, revenue: '0.00' })))).toBe(
      'Last 30 days: $0.00 from 0 orders. No takings yet in this period.',
    );
  });

  it('greets by the time of day in Auckland and signs growth', () => {
    expect(greeting(7 * 60)).toBe('Good morning');
    expect(greeting(13 * 60)).toBe('Good afternoon');
    expect(greeting(19 * 60)).toBe('Good evening');
    expect(formatGrowth(200)).toBe('+200%');
    expect(formatGrowth(-12.5)).toBe('−12.5%');
    expect(formatGrowth(0)).toBe('0%');
    expect(formatDollars('1234.5')).toBe('$1,234.50');
  });
});
