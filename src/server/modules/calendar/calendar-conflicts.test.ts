/**
 * Orders already placed for a day that staff then close (issue 22): listed for staff with the
 * calendar's reason, never cancelled. Unfinished orders from today on only, by date and slot.
 * Judged at a fixed Auckland instant: Tuesday 1 December 2026, 10:00.
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCalendarConflicts } from '../../../contracts/calendar';
import type { AdminBusinessSettings } from '../../../contracts/settings';
import { aucklandInstant } from '../../../domain/delivery';
import { orders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, customerClaims, mintToken } from '../../test/tokens';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: aucklandInstant('2026-12-01', 10 * 60) });
  admin = bearer(await mintToken(t, adminClaims()));
});
afterEach(() => vi.useRealTimers());

async function insertOrder(
  name: string,
  values: { deliveryDate: string; deliveryTime: string; fulfilment: 'delivery' | 'pickup'; status?: string },
) {
  const [order] = await t.database.db
    .insert(orders)
    .values({
      subtotalCents: 3000,
      totalCents: 3000,
      customerName: name,
      customerEmail: 'calendar@example.co.nz',
      stripePaymentIntentId: `pi_calendar_${randomUUID()}`,
      ...values,
    })
    .returning();
  return order!;
}

const conflicts = async (headers = admin) => t.app.inject({ url: '/api/admin/calendar/conflicts', headers });

describe('GET /api/admin/calendar/conflicts', () => {
  it('lists unfinished orders due today or later that the calendar now refuses, by date and slot, cancelling none', async () => {
    const christmas = await insertOrder('Hemi Christmas', {
      deliveryDate: '2026-12-25',
      deliveryTime: '11:00-13:00',
      fulfilment: 'pickup',
    });
    const inClosure = await insertOrder('Ana Closure', {
      deliveryDate: '2026-12-15',
      deliveryTime: '11:00-13:00',
      fulfilment: 'delivery',
      status: 'inprogress',
    });
    const earlierSlot = await insertOrder('Rangi Morning', {
      deliveryDate: '2026-12-15',
      deliveryTime: '9:00-11:00',
      fulfilment: 'pickup',
    });
    const monday = await insertOrder('Mere Monday', {
      deliveryDate: '2026-12-07',
      deliveryTime: '13:00-15:00',
      fulfilment: 'pickup',
    });
    const ignored = [
      await insertOrder('Cancelled In Closure', {
        deliveryDate: '2026-12-15',
        deliveryTime: '11:00-13:00',
        fulfilment: 'delivery',
        status: 'cancelled',
      }),
      await insertOrder('Collected In Closure', {
        deliveryDate: '2026-12-14',
        deliveryTime: '11:00-13:00',
        fulfilment: 'pickup',
        status: 'collected',
      }),
      await insertOrder('Past Sunday Delivery', {
        deliveryDate: '2026-11-29',
        deliveryTime: '11:00-13:00',
        fulfilment: 'delivery',
      }),
      await insertOrder('Open Day', {
        deliveryDate: '2026-12-17',
        deliveryTime: '11:00-13:00',
        fulfilment: 'delivery',
      }),
      await insertOrder('Open Tuesday', {
        deliveryDate: '2026-12-08',
        deliveryTime: '11:00-13:00',
        fulfilment: 'pickup',
      }),
    ];
    const mine = [christmas, inClosure, earlierSlot, monday, ...ignored].map((o) => o.id);
    const listed = async () =>
      (await conflicts()).json<AdminCalendarConflicts>().orders.filter((o) => mine.includes(o.id));

    // Before staff change anything, only the holiday the shop never opens on is refused.
    expect((await listed()).map((o) => o.id)).toEqual([christmas.id]);

    // Staff close Mondays and add a closure over orders already placed.
    const settings = (
      await t.app.inject({ url: '/api/admin/business-settings', headers: admin })
    ).json<AdminBusinessSettings>();
    const closeMondays = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/business-settings',
      headers: admin,
      payload: {
        ...settings,
        openingHours: { ...settings.openingHours, monday: { ...settings.openingHours.monday, closed: true } },
      },
    });
    expect(closeMondays.statusCode).toBe(200);
    const closure = await t.app.inject({
      method: 'POST',
      url: '/api/admin/closures',
      headers: admin,
      payload: { startDate: '2026-12-14', endDate: '2026-12-16', reason: 'Closed for a family wedding' },
    });
    expect(closure.statusCode).toBe(201);

    const res = await conflicts();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await listed()).toEqual([
      {
        id: monday.id,
        orderNumber: monday.orderNumber,
        customerName: 'Mere Monday',
        deliveryDate: '2026-12-07',
        deliveryTime: '13:00-15:00',
        fulfilment: 'pickup',
        reason: 'Monday 7 December: Closed on Mondays',
      },
      expect.objectContaining({ id: earlierSlot.id, reason: 'Tuesday 15 December: Closed for a family wedding' }),
      expect.objectContaining({
        id: inClosure.id,
        fulfilment: 'delivery',
        reason: 'Tuesday 15 December: Closed for a family wedding',
      }),
      expect.objectContaining({ id: christmas.id, reason: 'Friday 25 December: Closed for Christmas Day' }),
    ]);

    // Listed, never cancelled: every order keeps its status.
    const after = await t.database.db.select().from(orders).where(inArray(orders.id, mine));
    expect(after.find((o) => o.id === monday.id)!.status).toBe('orderconfirmed');
    expect(after.find((o) => o.id === inClosure.id)!.status).toBe('inprogress');
  });

  it('is for staff only', async () => {
    expect((await conflicts({})).statusCode).toBe(401);
    expect((await conflicts(bearer(await mintToken(t, customerClaims())))).statusCode).toBe(403);
  });
});
