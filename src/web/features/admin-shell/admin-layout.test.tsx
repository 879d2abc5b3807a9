// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/web/lib/query-client';
import { isBrowsingShop } from '@/web/lib/shop-visit';
import { getToasts, resetToasts } from '@/web/lib/toast-store';
import { admin, api, auth, renderApp } from '@/web/test/render-app';
import { adminKeys } from '@/web/lib/admin/admin-keys';
import { createSseParser, parseOrderEvent, type ServerSentEvent } from '@/web/lib/admin/live/sse-parser';
import { reconnectDelay } from '@/web/lib/admin/live/use-order-events';
import { AdminLayout } from './admin-layout';

const ADMIN = { name: 'Sam Admin', email: 'admin@saffron-sugar.example', picture: null, role: 'owner' as const };

/** The live stream's answer: its blocks, then it stays open until the test ends. */
function eventStream(blocks: string[]): Response {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const block of blocks) controller.enqueue(encoder.encode(block));
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );
}

let unread: () => Response;
let events: () => Response;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  resetToasts();
  auth.as(admin);
  unread = () => Response.json({ count: 3 });
  events = () => eventStream([': connected\n\n']);
  api.serve({
    'GET /api/admin/messages/unread-count': () => unread(),
    'GET /api/admin/events': () => events(),
  });
  fetchMock = api.fetch;
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderLayout(queryClient = createQueryClient()) {
  renderApp(
    <Routes>
      <Route
        path="/admin/*"
        element={
          <AdminLayout admin={ADMIN}>
            <h1>Page</h1>
          </AdminLayout>
        }
      />
      <Route path="/" element={<h1>The shop</h1>} />
    </Routes>,
    { route: '/admin', queryClient },
  );
  return queryClient;
}

const sidebar = () => screen.getByRole('complementary', { name: 'Admin portal' });

describe('the admin layout', () => {
  it('has every page of the sidebar under Admin and Settings, and who is signed in', async () => {
    renderLayout();
    const nav = within(sidebar()).getByRole('navigation', { name: 'Admin' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent?.replace(/\d+ unread$/, '').trim(), link.getAttribute('href')]);
    expect(links).toEqual([
      ['Today', '/admin/today'],
      ['Dashboard', '/admin'],
      ['Orders', '/admin/orders'],
      ['Commissions', '/admin/commissions'],
      ['Products', '/admin/products'],
      ['Customers', '/admin/customers'],
      ['Loyalty Program', '/admin/loyalty'],
      ['Messages', '/admin/messages'],
      ['Reviews', '/admin/reviews'],
      ['Business Details', '/admin/business'],
      ['Kitchen Capacity', '/admin/capacity'],
      ['GST Report', '/admin/gst-report'],
    ]);
    expect(within(nav).getByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(within(sidebar()).getByText('Sam Admin')).toBeTruthy();
    expect(within(sidebar()).getByText('admin@saffron-sugar.example')).toBeTruthy();
    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Log Out' }));
    expect(auth.logout).toHaveBeenCalledTimes(1);
  });

  it('shows the unread messages count on Messages', async () => {
    renderLayout();
    const messages = within(sidebar()).getByRole('link', { name: /Messages/ });
    await waitFor(() => expect(messages.textContent).toBe('Messages3 unread'));
  });

  it.each([
    ['the call fails', () => new Response('{"message":"boom","code":"INTERNAL","requestId":"r"}', { status: 500 })],
    ['there are none', () => Response.json({ count: 0 })],
  ])('shows no badge when %s', async (_case, answer) => {
    unread = answer;
    renderLayout();
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/unread-count'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(within(sidebar()).getByRole('link', { name: /Messages/ }).textContent).toBe('Messages');
  });

  it('Back to Shop goes to the shop and tells the home page not to send the admin back', async () => {
    renderLayout();
    expect(isBrowsingShop()).toBe(false);
    await userEvent.click(within(sidebar()).getByRole('link', { name: 'Back to Shop' }));
    expect(await screen.findByRole('heading', { name: 'The shop' })).toBeTruthy();
    expect(isBrowsingShop()).toBe(true);
  });

  it('reads the live stream with the bearer token, refreshes orders and dashboard, and says so', async () => {
    events = () =>
      eventStream([': connected\n\n', ': heartbeat\n\n', 'event: order\ndata: {"id":"o-1","orderNumber":1042}\n\n']);
    const queryClient = createQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderLayout(queryClient);
    await waitFor(() => expect(getToasts()[0]?.description).toBe('Order #1042 has just been placed.'));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: adminKeys.orders() });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: adminKeys.analytics() });
    expect(screen.getByText('Live').getAttribute('role')).toBe('status');
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/admin/events')!;
    expect((call[1]!.headers as Record<string, string>).authorization).toBe('Bearer admin-token');
  });

  it('re-reads the unread messages count when the live stream says a message arrived', async () => {
    let count = 3;
    unread = () => Response.json({ count });
    let deliver!: () => void;
    events = () => {
      const encoder = new TextEncoder();
      return new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(encoder.encode(': connected\n\n'));
            deliver = () => controller.enqueue(encoder.encode('event: message\ndata: {}\n\n'));
          },
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      );
    };
    renderLayout();
    const messages = () => within(sidebar()).getByRole('link', { name: /Messages/ });
    await waitFor(() => expect(messages().textContent).toBe('Messages3 unread'));
    await waitFor(() => expect(deliver).toBeTypeOf('function'));
    count = 4;
    deliver();
    await waitFor(() => expect(messages().textContent).toBe('Messages4 unread'));
    const reads = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/admin/messages/unread-count');
    expect(reads).toHaveLength(2);
  });

  it('remembers the order chime switch in this browser (off at first)', async () => {
    renderLayout();
    const chime = screen.getByRole('button', { name: /Order chime/ });
    expect(chime.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(chime);
    expect(chime.getAttribute('aria-pressed')).toBe('true');
    expect(window.localStorage.getItem('admin.order-chime')).toBe('on');
  });
});

describe('the live stream reader', () => {
  it('splits events across chunks, skips comments and reads CRLF lines', () => {
    const seen: ServerSentEvent[] = [];
    const feed = createSseParser((event) => seen.push(event));
    feed(': connected\n\nevent: ord');
    feed('er\ndata: {"id":"a","orderNumber":1}\n');
    expect(seen).toEqual([]);
    feed('\n: heartbeat\n\nevent: resync\r\ndata: {}\r\n\r\ndata: plain\n\n');
    expect(seen).toEqual([
      { event: 'order', data: '{"id":"a","orderNumber":1}' },
      { event: 'resync', data: '{}' },
      { event: 'message', data: 'plain' },
    ]);
  });

  it('accepts only an order event of the contract', () => {
    expect(parseOrderEvent('{"id":"a","orderNumber":1042}')).toEqual({ id: 'a', orderNumber: 1042 });
    expect(parseOrderEvent('{"id":"a"}')).toBeNull();
    expect(parseOrderEvent('{"id":7,"orderNumber":1}')).toBeNull();
    expect(parseOrderEvent('not json')).toBeNull();
  });

  it('waits longer after each failure, from about a second up to about thirty', () => {
    expect(reconnectDelay(0, () => 0.5)).toBe(1000);
    expect(reconnectDelay(3, () => 0.5)).toBe(8000);
    expect(reconnectDelay(10, () => 0.5)).toBe(30_000);
    expect(reconnectDelay(0, () => 0)).toBe(800);
    expect(reconnectDelay(10, () => 1)).toBe(36_000);
  });
});
