/**
 * The bookkeeper's CSV (issue [8 of 11], Export): one row per order line, NZ dates in Auckland
 * time, GST separate, the screen's filters, and no cell a spreadsheet would run as a formula.
 * Every answer is parsed back here as a spreadsheet would read it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aucklandNow } from '../../../domain/delivery';
import { ORDER_SEARCH_FIELDS, type OrderSearchField } from '../../../domain/order-search';
import { orderItems, orders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, customerClaims, mintToken } from '../../test/tokens';
import { CSV_HEADER, csvCell } from './orders-csv';

let t: TestApp;
let admin: Record<string, string>;
const DAY = 24 * 3600 * 1000;
const now = Date.now();

/** RFC 4180, as a spreadsheet reads it: quoted cells, doubled quotes, CRLF between rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

type Row = Record<(typeof CSV_HEADER)[number], string>;

async function exportCsv(query = '', headers = admin) {
  const res = await t.app.inject({ url: `/api/admin/orders/export.csv${query}`, headers });
  return res;
}

async function rowsOf(query = ''): Promise<Row[]> {
  const res = await exportCsv(query);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.body.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(res.body.slice(1));
  expect(header).toEqual([...CSV_HEADER]);
  return rows.map((cells) => Object.fromEntries(CSV_HEADER.map((name, i) => [name, cells[i]!])) as Row);
}

async function insertOrder(
  values: Partial<typeof orders.$inferInsert>,
  items: Array<Partial<typeof orderItems.$inferInsert>>,
) {
  const [order] = await t.database.db
    .insert(orders)
    .values({
      subtotalCents: 2000,
      totalCents: 2300,
      gstCents: 300,
      customerName: 'Aroha Ngata',
      customerEmail: 'aroha@example.co.nz',
      stripePaymentIntentId: `pi_csv_${randomUUID()}`,
      deliveryDate: '2030-03-15',
      deliveryTime: '11:00-13:00',
      ...values,
    })
    .returning();
  if (items.length) {
    await t.database.db.insert(orderItems).values(
      items.map((item) => ({
        orderId: order!.id,
        productName: 'Pavlova',
        size: 'Standard',
        quantity: 1,
        unitPriceCents: 2000,
        lineTotalCents: 2000,
        ...item,
      })),
    );
  }
  return order!;
}

let january: typeof orders.$inferSelect;
let formula: typeof orders.$inferSelect;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await mintToken(t, adminClaims()));
  // 2026-01-15 01:30 UTC is 14:30 the same day in Auckland (NZDT, +13).
  january = await insertOrder(
    {
      createdAt: new Date('2026-01-15T01:30:00Z'),
      customerName: 'Hemi Walker',
      customerEmail: 'hemi@example.co.nz',
      status: 'delivered',
      fulfilment: 'pickup',
      deliveryPhone: '021 555 1234',
      specialInstructions: 'Ring the bell, please',
      deliveryDate: '2026-01-17',
      deliveryTime: '9:00-11:00',
      subtotalCents: 6000,
      discountCents: 500,
      gstCents: 833,
      totalCents: 6333,
    },
    [
      {
        productName: 'Chocolate Cake',
        size: 'Half Cake',
        quantity: 1,
        unitPriceCents: 4000,
        lineTotalCents: 4000,
        customization: 'Happy 40th, Hemi!',
      },
      { productName: 'Sourdough, "seeded"', size: null, quantity: 2, unitPriceCents: 1000, lineTotalCents: 2000 },
    ],
  );
  formula = await insertOrder(
    {
      createdAt: new Date(now - 3 * DAY),
      customerName: '=HYPERLINK("http://evil.example","Click")',
      customerEmail: '@evil.example',
      deliveryPhone: '+64 21 555 9876',
      deliveryAddress: '-1 Evil Street',
      deliverySuburb: 'Ponsonby',
      deliveryCity: 'Auckland',
      deliveryPostalCode: '1011',
      specialInstructions: '=SUM(A1:A9)',
      totalCents: 900,
      deliveryDate: null,
      deliveryTime: null,
    },
    [
      { productName: '+64 cake', size: '-1', quantity: 1, customization: '@everyone happy birthday' },
      { productName: '\tTabbed\r\nLines' },
    ],
  );
  await insertOrder(
    {
      createdAt: new Date(now),
      customerName: 'Zoe Today',
      customerEmail: 'zoe@example.co.nz',
      totalCents: 5000,
      deliveryDate: '2030-01-01',
    },
    [{}],
  );
  await insertOrder(
    {
      createdAt: new Date(now - 20 * DAY),
      customerName: 'anna twenty',
      customerEmail: 'anna@100%.example',
      totalCents: 100,
      status: 'inprogress',
    },
    [{}],
  );
  await insertOrder({ createdAt: new Date(now - 60 * DAY), customerName: 'Old Without Items', totalCents: 7000 }, []);
});
afterAll(() => t.close());

describe('GET /api/admin/orders/export.csv', () => {
  it('downloads as an attachment named with the Auckland date, not cached', async () => {
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="orders-${aucklandNow().date}.csv"`);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('writes one row per order line with NZ dates, money as numbers and GST on its own', async () => {
    const rows = await rowsOf();
    expect(rows).toHaveLength(2 + 2 + 1 + 1 + 1);
    const hemi = rows.filter((r) => r['Order Number'] === String(january.orderNumber));
    expect(hemi).toEqual([
      {
        'Order Number': String(january.orderNumber),
        'Order Date': '15/01/2026 14:30',
        Customer: 'Hemi Walker',
        Email: 'hemi@example.co.nz',
        Phone: '021 555 1234',
        Status: 'Delivered',
        Fulfilment: 'Pickup',
        'Delivery Date': '17/01/2026',
        'Delivery Time': '9:00-11:00',
        Address: '',
        Instructions: 'Ring the bell, please',
        Product: 'Chocolate Cake',
        Size: 'Half Cake',
        Quantity: '1',
        'Cake Message': 'Happy 40th, Hemi!',
        'Unit Price': '40.00',
        'Line Total': '40.00',
        'Order Subtotal': '60.00',
        Discount: '5.00',
        GST: '8.33',
        'Order Total': '63.33',
        Refunded: '0.00',
      },
      expect.objectContaining({
        Product: 'Sourdough, "seeded"',
        Size: 'Standard',
        Quantity: '2',
        'Line Total': '20.00',
      }),
    ]);
    // An order without items still appears, once, with its totals.
    expect(rows.filter((r) => r.Customer === 'Old Without Items')).toEqual([
      expect.objectContaining({ Product: '', Quantity: '', 'Order Total': '70.00' }),
    ]);
  });

  it('never lets a cell start a formula, and keeps quotes, commas and line breaks inside their cell', async () => {
    const rows = (await rowsOf()).filter((r) => r['Order Number'] === String(formula.orderNumber));
    expect(rows).toHaveLength(2);
    const plus = rows.find((r) => r.Product.includes('+64'));
    const tabbed = rows.find((r) => r.Product.includes('Tabbed'));
    expect(plus).toMatchObject({
      Customer: `'=HYPERLINK("http://evil.example","Click")`,
      Email: "'@evil.example",
      Product: "'+64 cake",
      Size: "'-1",
      'Delivery Date': '',
      Phone: "'+64 21 555 9876",
      Address: "'-1 Evil Street, Ponsonby, Auckland 1011",
      Instructions: "'=SUM(A1:A9)",
      'Cake Message': "'@everyone happy birthday",
    });
    expect(tabbed!.Product).toBe("'\tTabbed\r\nLines");
    for (const row of await rowsOf()) {
      for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
    expect(csvCell('\rcarriage')).toBe(`"'\rcarriage"`);
    expect(csvCell('plain')).toBe('"plain"');
  });

  it('filters by status, date range and search as the screen does', async () => {
    const customers = async (query: string) => [...new Set((await rowsOf(query)).map((r) => r.Customer))];
    expect(await customers('?status=delivered')).toEqual(['Hemi Walker']);
    expect(await customers('?status=all&range=today')).toEqual(['Zoe Today']);
    expect(await customers('?range=week')).toEqual(['Zoe Today', `'${formula.customerName}`]);
    expect(await customers('?range=month')).toHaveLength(3);
    expect(await customers('?range=all')).toHaveLength(5);
    expect(await customers(`?search=${january.orderNumber}`)).toEqual(['Hemi Walker']);
    expect(await customers(`?search=${encodeURIComponent(`#${january.orderNumber}`)}`)).toEqual(['Hemi Walker']);
    expect(await customers('?search=HEMI')).toEqual(['Hemi Walker']);
    expect(await customers('?search=zoe%40example')).toEqual(['Zoe Today']);
    // Wildcards are text: '%' matches only an address that has one.
    expect(await customers('?search=%25')).toEqual(['anna twenty']);
    expect(await customers('?search=nobody-like-this')).toEqual([]);
  });

  it('searches the same fields as the orders screen (ORDER_SEARCH_FIELDS), the order id included', async () => {
    const customers = async (search: string) => [
      ...new Set((await rowsOf(`?search=${encodeURIComponent(search)}`)).map((r) => r.Customer)),
    ];
    const fragment: Record<OrderSearchField, string> = {
      orderNumber: `#${january.orderNumber}`,
      // The screen shows '#' and the id's last 8 characters for an order without a number.
      id: january.id.slice(-8).toUpperCase(),
      customerName: 'LKER',
      customerEmail: 'hemi@EXAMPLE',
    };
    for (const field of ORDER_SEARCH_FIELDS) {
      expect(await customers(fragment[field]), field).toEqual(['Hemi Walker']);
    }
    // The whole id, as the screen finds it too.
    expect(await customers(january.id)).toEqual(['Hemi Walker']);
  });

  it('sorts by the screen’s fields in either direction', async () => {
    const order = async (query: string) => [...new Set((await rowsOf(query)).map((r) => r.Customer))];
    expect(await order('?sort=totalAmount&order=asc')).toEqual([
      'anna twenty',
      `'${formula.customerName}`,
      'Zoe Today',
      'Hemi Walker',
      'Old Without Items',
    ]);
    expect((await order('?sort=customerName&order=asc')).filter((name) => !name.startsWith("'"))).toEqual([
      'anna twenty',
      'Hemi Walker',
      'Old Without Items',
      'Zoe Today',
    ]);
    // Newest first by default.
    expect(await order('')).toEqual([
      'Zoe Today',
      `'${formula.customerName}`,
      'anna twenty',
      'Old Without Items',
      'Hemi Walker',
    ]);
    // A missing delivery date counts as the earliest.
    expect((await order('?sort=deliveryDate&order=asc'))[0]).toBe(`'${formula.customerName}`);
    expect((await order('?sort=deliveryDate&order=desc')).at(-1)).toBe(`'${formula.customerName}`);
  });

  it.each([
    ['status=shipped', 'status'],
    ['range=year', 'range'],
    ['sort=price', 'sort'],
    ['order=up', 'order'],
    [`search=${'x'.repeat(201)}`, 'search'],
  ])('refuses %s with 400 and the field named', async (query, field) => {
    const res = await exportCsv(`?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
  });

  it('refuses a customer (403) and a visitor (401)', async () => {
    const customer = bearer(await mintToken(t, customerClaims()));
    expect((await exportCsv('', customer)).statusCode).toBe(403);
    expect((await exportCsv('', {})).statusCode).toBe(401);
  });
});
