// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminBoard, AdminBoardOrder } from '@/contracts/admin-board';
import type { AdminOrder } from '@/contracts/admin-orders';
import { nextStatus } from '@/domain/order-status';
import { getToasts, resetToasts } from '@/web/lib/toast-store';
import { adminOrder, NO_DELIVERY_ADDRESS } from '@/web/test/admin-order';
import { admin, api, type FakeRequest, renderApp } from '@/web/test/render-app';
import BoardPage from './board-page';
import { nextStepLabel, telHref } from './board-steps';

const TODAY = '2026-11-27';

let n = 0;
function card(more: Partial<AdminBoardOrder> = {}): AdminBoardOrder {
  n += 1;
  const order: AdminBoardOrder = {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    orderNumber: 1000 + n,
    customerName: `Customer ${n}`,
    phone: '021 555 0101',
    fulfilment: 'delivery',
    status: 'orderconfirmed',
    nextStatus: 'inprogress',
    slot: '9:00-11:00',
    items: [{ productName: 'Pavlova', size: 'Standard', quantity: 1, message: null, allergens: ['egg'] }],
    instructions: null,
    allergyNoted: false,
    address: '5 Karangahape Road, Newton, Auckland 1010',
    closedReason: null,
    ...more,
  };
  return { ...order, nextStatus: nextStatus(order.status, order.fulfilment) };
}

function boardOf(date: string, orders: AdminBoardOrder[]): AdminBoard {
  const slots = new Map<string | null, AdminBoard['slots'][number]>();
  for (const order of orders) {
    const slot = slots.get(order.slot) ?? {
      slot: order.slot,
      pickups: [],
      deliveries: [],
      kitchen: order.slot ? { capacity: 300, used: 60, left: 240 } : null,
    };
    (order.fulfilment === 'pickup' ? slot.pickups : slot.deliveries).push(order);
    slots.set(order.slot, slot);
  }
  const pickups = orders.filter((o) => o.fulfilment === 'pickup').length;
  return {
    date,
    today: TODAY,
    slots: [...slots.values()],
    kitchen: { capacity: 1200, used: 60, left: 1140 },
    counts: {
      total: orders.length,
      pickups,
      deliveries: orders.length - pickups,
      notStarted: orders.filter((o) => o.status === 'orderconfirmed').length,
      done: 0,
    },
    commissions: { toQuote: 0, balancesOverdue: 0 },
  };
}

/** What the PATCH answers (the board does not read it, but the contract holds the fake to it). */
function patchAnswer(order: AdminBoardOrder): AdminOrder {
  return adminOrder({
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    fulfilment: order.fulfilment,
    totalAmount: '20.00',
    subtotal: '17.39',
    gst: '2.61',
    pointsEarned: 20,
    createdAt: '2026-11-20T00:00:00.000Z',
    customerName: order.customerName,
    customerEmail: 'c@example.com',
    ...NO_DELIVERY_ADDRESS,
    deliveryPhone: order.phone,
    specialInstructions: order.instructions,
    deliveryDate: TODAY,
    deliveryTime: order.slot,
    stripePaymentIntentId: 'pi_1',
    updatedAt: '2026-11-27T00:00:00.000Z',
  });
}

const boardCalls = () =>
  api.fetch.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/admin/board'));

beforeEach(() => resetToasts());

describe('the Today board', () => {
  it('shows the day’s orders by slot, pickups and deliveries apart, with everything the counter needs', async () => {
    const cake = card({
      fulfilment: 'pickup',
      address: null,
      customerName: 'Mere Parata',
      phone: '+64 21 555 0199',
      items: [
        { productName: 'Chocolate Cake', size: 'Large', quantity: 2, message: 'Happy 40th Tama!', allergens: [] },
        { productName: 'Baklava', size: null, quantity: 12, message: null, allergens: ['wheat', 'milk', 'pistachio'] },
      ],
      instructions: 'Nut allergy in the family',
      allergyNoted: true,
    });
    const van = card({ customerName: 'Aroha Ngata', status: 'inprogress' });
    const later = card({ slot: '15:00-17:00', fulfilment: 'pickup', address: null });
    renderApp(<BoardPage />, {
      route: '/admin/today',
      auth: admin,
      api: { 'GET /api/admin/board': () => boardOf(TODAY, [cake, van, later]) },
    });

    await screen.findAllByRole('article');
    expect(screen.getByRole('heading', { level: 1, name: 'Today' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('3 orders · 2 pickups · 1 delivery · 2 not started');
    const slots = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(slots).toEqual(['9:00 – 11:002 orders60 of 300 kitchen min', '15:00 – 17:001 order60 of 300 kitchen min']);

    const first = screen.getByRole('region', { name: '9:00 – 11:00' });
    const pickups = within(first).getByRole('region', { name: 'Pickups' });
    const deliveries = within(first).getByRole('region', { name: 'Deliveries' });
    const mere = within(pickups).getByRole('article', { name: `#${cake.orderNumber} Mere Parata` });
    expect(within(mere).getByRole('link', { name: '+64 21 555 0199' }).getAttribute('href')).toBe('tel:+64215550199');
    const items = within(mere).getByRole('list', { name: `Items of order #${cake.orderNumber}` });
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '2 × Chocolate Cake · LargeCake message: “Happy 40th Tama!”',
      '12 × BaklavaContains: wheat, gluten, milk, pistachio',
    ]);
    expect(within(mere).getByText('Nut allergy in the family')).toBeTruthy();
    expect(within(mere).getByRole('note').textContent).toBe('Allergy noted: read the instructions');
    expect(within(mere).getByRole('button', { name: `Start: order #${cake.orderNumber}` }).textContent).toBe('Start');

    const aroha = within(deliveries).getByRole('article', { name: `#${van.orderNumber} Aroha Ngata` });
    expect(within(aroha).getByText('5 Karangahape Road, Newton, Auckland 1010')).toBeTruthy();
    expect(within(aroha).getByText('In Progress')).toBeTruthy();
    expect(within(aroha).getByRole('button', { name: /^Mark Out for Delivery/ })).toBeTruthy();
  });

  it('shows kitchen minutes used against capacity on each slot heading and for the day, amber when over 80 %, red when full', async () => {
    const board = boardOf(TODAY, [card(), card({ slot: '11:00-13:00' }), card({ slot: '15:00-17:00' })]);
    board.slots[0]!.kitchen = { capacity: 300, used: 240, left: 60 };
    board.slots[1]!.kitchen = { capacity: 300, used: 270, left: 30 };
    board.slots[2]!.kitchen = { capacity: 300, used: 300, left: 0 };
    renderApp(<BoardPage />, { route: '/admin/today', auth: admin, api: { 'GET /api/admin/board': () => board } });

    const morning = await screen.findByRole('meter', { name: 'Kitchen minutes used, 9:00 – 11:00' });
    expect(within(screen.getByRole('heading', { level: 2, name: /9:00 – 11:00/ })).getByRole('meter')).toBe(morning);
    expect(morning.getAttribute('aria-valuetext')).toBe('240 of 300 kitchen min');
    expect(morning.dataset.load).toBe('ok');
    expect(screen.getByRole('meter', { name: 'Kitchen minutes used, 11:00 – 13:00' }).dataset.load).toBe('high');
    const full = screen.getByRole('meter', { name: 'Kitchen minutes used, 15:00 – 17:00' });
    expect(full.dataset.load).toBe('full');
    expect(screen.getByText('300 of 300 kitchen min · full')).toBeTruthy();
    const day = screen.getByRole('meter', { name: 'Kitchen minutes used, the day' });
    expect(day.getAttribute('aria-valuetext')).toBe('60 of 1200 kitchen min');
  });

  it('flags custom cakes to quote and balances overdue, linking to Commissions (issue 25)', async () => {
    const board = { ...boardOf(TODAY, [card()]), commissions: { toQuote: 2, balancesOverdue: 1 } };
    renderApp(<BoardPage />, { route: '/admin/today', auth: admin, api: { 'GET /api/admin/board': () => board } });
    const link = await screen.findByRole('link', { name: /2 custom cake requests to quote/ });
    expect(link.textContent).toContain('1 balance overdue');
    expect(link.getAttribute('href')).toBe('/admin/commissions');
  });

  it('marks an order whose day the shop has closed since, and says what to do', async () => {
    const stranded = card({ closedReason: 'Friday 25 December: Closed for Christmas Day' });
    const fine = card();
    renderApp(<BoardPage />, {
      route: '/admin/today',
      auth: admin,
      api: { 'GET /api/admin/board': () => boardOf(TODAY, [stranded, fine]) },
    });
    const flagged = await screen.findByRole('article', { name: `#${stranded.orderNumber} ${stranded.customerName}` });
    expect(within(flagged).getByRole('note').textContent).toBe(
      'Shop now closed: Friday 25 December: Closed for Christmas Day. Call the customer to move or refund it.',
    );
    const other = screen.getByRole('article', { name: `#${fine.orderNumber} ${fine.customerName}` });
    expect(within(other).queryByRole('note')).toBeNull();
  });

  it('moves an order on with one tap and shows the board as the server then has it', async () => {
    let order = card({ fulfilment: 'pickup', address: null, status: 'inprogress' });
    const patches: FakeRequest[] = [];
    renderApp(<BoardPage />, {
      route: '/admin/today',
      auth: admin,
      api: {
        'GET /api/admin/board': () => boardOf(TODAY, [order]),
        'PATCH /api/admin/orders/:id/status': (request) => {
          patches.push(request);
          order = card({ ...order, status: (request.body as { status: string }).status });
          return patchAnswer(order);
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: `Mark Ready to Collect: order #${order.orderNumber}` }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Mark Collected/ })).toBeTruthy());
    expect(patches.map((p) => [p.params.id, p.body])).toEqual([[order.id, { status: 'readyforpickup' }]]);
    expect(screen.getByText('Ready to Collect')).toBeTruthy();
    expect(getToasts().map((t) => t.title)).toContain(`Order #${order.orderNumber}`);
  });

  it('says why when the server refuses a step, and leaves the card as it was', async () => {
    const order = card({ status: 'inprogress' });
    renderApp(<BoardPage />, {
      route: '/admin/today',
      auth: admin,
      api: {
        'GET /api/admin/board': () => boardOf(TODAY, [order]),
        'PATCH /api/admin/orders/:id/status': () =>
          Response.json(
            { message: 'This order has been cancelled', code: 'ORDER_CANCELLED', requestId: 'r1' },
            { status: 409 },
          ),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Mark Out for Delivery/ }));
    await waitFor(() =>
      expect(getToasts()).toContainEqual(
        expect.objectContaining({ title: 'Status not changed', description: 'This order has been cancelled' }),
      ),
    );
    expect(screen.getByText('In Progress')).toBeTruthy();
  });

  it('goes to Tomorrow with one tap and to any date, keeping the day in the address', async () => {
    const rendered = renderApp(<BoardPage />, {
      route: '/admin/today',
      auth: admin,
      api: {
        'GET /api/admin/board': (request) => boardOf(request.query.get('date') ?? TODAY, []),
      },
    });
    expect(await screen.findByText('No orders due today')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Tomorrow' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tomorrow' })).toBeTruthy();
    expect(await screen.findByText('No orders due tomorrow')).toBeTruthy();
    expect(rendered.location()).toBe('/admin/today?date=2026-11-28');
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Today' })).toBeTruthy();
    expect(rendered.location()).toBe('/admin/today');
    fireEvent.click(screen.getByRole('button', { name: 'Tomorrow' }));
    expect(screen.getByRole('button', { name: 'Tomorrow' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.change(screen.getByLabelText('A date'), { target: { value: '2026-12-24' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thursday 24 December' })).toBeTruthy();
    expect(await screen.findByText('No orders due on Thursday 24 December')).toBeTruthy();
    // Today asks without a date (the server's clock decides); other days name theirs.
    expect(new Set(boardCalls())).toEqual(
      new Set(['/api/admin/board', '/api/admin/board?date=2026-11-28', '/api/admin/board?date=2026-12-24']),
    );
  });
});

describe('the next step’s words', () => {
  it('starts with a verb and names the status the customer will see', () => {
    expect(nextStepLabel('inprogress')).toBe('Start');
    expect(nextStepLabel('readyforpickup')).toBe('Mark Ready to Collect');
    expect(nextStepLabel('outfordelivery')).toBe('Mark Out for Delivery');
    expect(nextStepLabel('delivered')).toBe('Mark Delivered');
    expect(nextStepLabel('collected')).toBe('Mark Collected');
  });

  it('dials the digits of a phone number however it was typed', () => {
    expect(telHref('021 555-0101')).toBe('tel:0215550101');
    expect(telHref('(09) 555 0101')).toBe('tel:095550101');
  });
});
