// @vitest-environment jsdom
// jsdom, not happy-dom (decision 0240): printing is checked through `window.print`, which happy-dom lacks.
/**
 * The production sheet on screen and in print (issue 22): totals by category with tick boxes,
 * phones to call, the decorator's cake messages, and dockets printed one by one or all together.
 * The sheet comes from the fake API, checked against the contract.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminProductionSheet } from '@/contracts/admin-orders';
import { admin, auth, renderApp } from '@/web/test/render-app';
import { ProductionView } from './components/production-view';

const DAY = '2026-11-28';
const item = (productName: string, size: string | null, quantity: number, message: string | null = null) => ({
  productName,
  productImage: null,
  size,
  quantity,
  price: '10.00',
  message,
  allergens: productName === 'Besan Laddoo' ? (['milk', 'almond', 'cashew'] as const).slice() : [],
});

const SHEET: AdminProductionSheet = {
  date: DAY,
  kitchen: {
    day: { capacity: 1500, used: 570, left: 930 },
    slots: [
      { time: '9:00-11:00', capacity: 300, used: 270, left: 30 },
      { time: '13:00-15:00', capacity: 300, used: 300, left: 0 },
    ],
  },
  groups: [
    {
      category: 'Cakes',
      quantity: 3,
      lines: [
        { productName: 'Chocolate Cake', size: 'Small', quantity: 1 },
        { productName: 'Chocolate Cake', size: 'Large', quantity: 2 },
      ],
    },
    { category: 'Indian Sweets', quantity: 12, lines: [{ productName: 'Besan Laddoo', size: null, quantity: 12 }] },
  ],
  orders: [
    {
      orderId: 'order-a',
      orderNumber: 1041,
      customerName: 'Aroha Ngata',
      phone: '021 555 0100',
      fulfilment: 'pickup',
      deliveryTime: '9:00-11:00',
      deliveryAddress: null,
      specialInstructions: 'Nut free please',
      itemCount: 13,
      items: [item('Besan Laddoo', null, 12), item('Chocolate Cake', 'Small', 1, 'Happy birthday Mere')],
      allergyNoted: true,
    },
    {
      orderId: 'order-b',
      orderNumber: 1042,
      customerName: 'Hemi Walker',
      phone: null,
      fulfilment: 'delivery',
      deliveryTime: '13:00-15:00',
      deliveryAddress: '5 Karangahape Road, Newton, Auckland 1010',
      specialInstructions: null,
      itemCount: 2,
      items: [item('Chocolate Cake', 'Large', 2, 'Congratulations Tama')],
      allergyNoted: false,
    },
  ],
  cakeMessages: [
    {
      orderId: 'order-a',
      orderNumber: 1041,
      deliveryTime: '9:00-11:00',
      productName: 'Chocolate Cake',
      size: 'Small',
      quantity: 1,
      message: 'Happy birthday Mere',
    },
    {
      orderId: 'order-b',
      orderNumber: 1042,
      deliveryTime: '13:00-15:00',
      productName: 'Chocolate Cake',
      size: 'Large',
      quantity: 2,
      message: 'Congratulations Tama',
    },
  ],
};

let printed: string[];
beforeEach(() => {
  auth.as(admin);
  printed = [];
  // What the print dialog would see at the moment it opens.
  vi.spyOn(window, 'print').mockImplementation(() => {
    const copy = document.querySelector<HTMLElement>('body > .production-print')!;
    printed.push(`${copy.dataset.print}: ${[...copy.querySelectorAll('[data-docket-id]')].length} dockets`);
  });
});
afterEach(() => vi.restoreAllMocks());

/** Renders the view; `view` queries the screen's copy only (the print copy sits at the end of <body>). */
function renderView(sheet: AdminProductionSheet = SHEET) {
  const requested: string[] = [];
  const { container } = renderApp(<ProductionView date={DAY} onDateChange={() => {}} />, {
    api: {
      'GET /api/admin/production': (request) => {
        requested.push(request.query.get('date')!);
        return sheet;
      },
    },
  });
  return { requested, view: within(container) };
}

const printCopy = () => document.querySelector<HTMLElement>('body > .production-print')!;
const dockets = () => [...printCopy().querySelectorAll<HTMLElement>('[data-docket-id]')];

describe('the production sheet on screen', () => {
  it('groups the totals by category, each line with a tick box, in the order the server gives', async () => {
    const { requested } = renderView();
    const cakes = await screen.findByRole('heading', { name: 'Cakes 3 pieces' });
    expect(requested).toEqual([DAY]);
    const headings = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    expect(headings.slice(0, 2)).toEqual(['Cakes 3 pieces', 'Indian Sweets 12 pieces']);
    const cakeTable = within(cakes.parentElement!).getByRole('table');
    const rows = within(cakeTable).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Chocolate CakeSmall1', 'Chocolate CakeLarge2']);
    for (const row of rows) expect(row.querySelectorAll('[data-tick-box]')).toHaveLength(1);
    expect(
      within(screen.getByRole('heading', { name: 'Indian Sweets 12 pieces' }).parentElement!).getByText('Standard'),
    ).toBeTruthy(); // a line without a size
    expect(screen.getByRole('heading', { name: 'Production for Saturday 28 November' }).nextSibling?.textContent).toBe(
      '2 orders · 15 items to bake · 2 cake messages',
    );
  });

  it('lists the cake messages for the decorator with order number, product and size', async () => {
    renderView();
    const list = (await screen.findByRole('heading', { name: 'Cake messages for the decorator' })).parentElement!;
    const entries = within(list).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      '#1041Chocolate Cake (Small)9:00 – 11:00“Happy birthday Mere”',
      '#10422 × Chocolate Cake (Large)13:00 – 15:00“Congratulations Tama”',
    ]);
    for (const entry of entries) expect(entry.querySelectorAll('[data-tick-box]')).toHaveLength(1);
  });

  it('shows each order with its phone as a link to call, or says none was given', async () => {
    const { view } = renderView();
    const call = await screen.findByRole('link', { name: '021 555 0100' });
    expect(call.getAttribute('href')).toBe('tel:0215550100');
    const hemi = view.getByText('#1042 · Hemi Walker').closest('li')!;
    expect(within(hemi).getByText('No phone given')).toBeTruthy();
    expect(within(hemi).getByText('5 Karangahape Road, Newton, Auckland 1010')).toBeTruthy();
    const aroha = view.getByText('#1041 · Aroha Ngata').closest('li')!;
    expect(within(aroha).getByText('Pickup')).toBeTruthy();
    expect(within(aroha).getByText('Nut free please')).toBeTruthy();
    // Issue 26: the allergy in the instructions is flagged, and each line shows its allergens.
    expect(within(aroha).getByRole('note').textContent).toBe('Allergy noted: read the instructions');
    expect(within(aroha).getByText('Contains: milk, almond, cashew')).toBeTruthy();
    expect(within(hemi).queryByRole('note')).toBeNull();
  });

  it('shows kitchen minutes used against capacity per slot and for the day, amber when nearly full, red when full', async () => {
    renderView();
    const day = await screen.findByRole('meter', { name: 'Kitchen minutes used, the day' });
    expect(day.getAttribute('aria-valuetext')).toBe('570 of 1500 kitchen min');
    expect(day.dataset.load).toBe('ok');
    const morning = screen.getByRole('meter', { name: 'Kitchen minutes used, 9:00 – 11:00' });
    expect(morning.getAttribute('aria-valuetext')).toBe('270 of 300 kitchen min');
    expect(morning.dataset.load).toBe('high');
    const afternoon = screen.getByRole('meter', { name: 'Kitchen minutes used, 13:00 – 15:00' });
    expect(afternoon.getAttribute('aria-valuetext')).toBe('300 of 300 kitchen min, full');
    expect(afternoon.dataset.load).toBe('full');
    // On screen and in the print copy.
    expect(screen.getAllByText('300 of 300 kitchen min · full').length).toBeGreaterThan(0);
  });

  it('says so on a quiet day and offers no dockets', async () => {
    const { view } = renderView({ ...SHEET, groups: [], orders: [], cakeMessages: [] });
    expect(await view.findByText('No orders for this day.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print dockets' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Print sheet' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('printing', () => {
  it("prints one order's docket alone: its number, name, phone, slot, items with sizes, messages and instructions", async () => {
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Print docket for order #1041' }));
    expect(printed).toEqual(['docket: 1 dockets']);
    const [docket] = dockets();
    expect(docket!.dataset.docketId).toBe('order-a');
    const text = docket!.textContent!;
    for (const part of [
      '#1041',
      'Pickup',
      'Aroha Ngata',
      '021 555 0100',
      'Saturday 28 November, 9:00 – 11:00',
      'In the box · 13 items',
      '12 × Besan Laddoo',
      '1 × Chocolate Cake (Small)',
      'Cake message: “Happy birthday Mere”',
      'Nut free please',
      'Allergy noted: read the instructions',
      'Contains: milk, almond, cashew',
    ])
      expect(text).toContain(part);
    expect(docket!.querySelectorAll('[data-tick-box]')).toHaveLength(2);
    expect(printCopy().textContent).not.toContain('Hemi Walker');
  });

  it('prints every docket, a delivery with its address, then the whole sheet again after the print', async () => {
    renderView();
    await screen.findByRole('button', { name: 'Print docket for order #1042' });
    fireEvent.click(screen.getByRole('button', { name: 'Print dockets' }));
    expect(printed).toEqual(['dockets: 2 dockets']);
    expect(dockets().map((docket) => docket.dataset.docketId)).toEqual(['order-a', 'order-b']);
    expect(dockets()[1]!.textContent).toContain('5 Karangahape Road, Newton, Auckland 1010');
    expect(dockets()[1]!.textContent).toContain('No phone given');

    fireEvent(window, new Event('afterprint'));
    await waitFor(() => expect(printCopy().dataset.print).toBe('sheet'));
    expect(dockets()).toHaveLength(0);
    expect(printCopy().textContent).toContain('Production for Saturday 28 November');
    fireEvent.click(screen.getByRole('button', { name: 'Print sheet' }));
    expect(printed).toEqual(['dockets: 2 dockets', 'sheet: 0 dockets']);
    // The printed sheet has no buttons: only the screen's copy does.
    expect(within(printCopy()).queryAllByRole('button', { hidden: true })).toHaveLength(0);
  });

  it('keeps headings with what follows and each docket on a page of its own', () => {
    renderView();
    const css = document.querySelector('style')?.textContent ?? '';
    expect(css).toContain('@page { size: A4;');
    expect(css).toMatch(/h4,\s*\.production-print \.keep-with-next \{ break-after: avoid;/);
    expect(css).toContain('.production-print .avoid-break { break-inside: avoid;');
    expect(css).toContain('.production-print .docket + .docket { break-before: page;');
  });
});
