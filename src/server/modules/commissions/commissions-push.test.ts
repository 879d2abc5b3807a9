/**
 * Web Push to staff for a new custom-cake request (issue 25), against the local push endpoint the
 * staff-push test uses: a request reaches a subscribed staff browser once, encrypted for it, opening
 * the request on the Commissions screen; every copy hears the event, one sends it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StoreCommission } from '../../../contracts/commissions';
import { nextDeliveryDay } from '../../test/checkout-helpers';
import { startPushEndpoint, type PushEndpoint } from '../../test/push-endpoint';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, customerClaims, mintToken } from '../../test/tokens';
import { allowing } from '@/test/time-limits';

const STAFF_EMAIL = 'cakes@saffron-sugar.example';
let t: TestApp;
let push: PushEndpoint;
let staff: Record<string, string>;
let customer: Record<string, string>;

beforeAll(async () => {
  push = await startPushEndpoint();
  t = await createTestApp({ STAFF_EMAILS: STAFF_EMAIL, WEB_PUSH_TEST_ORIGIN: push.origin }, { pushAgent: push.agent });
  staff = bearer(await mintToken(t, customerClaims({ email: STAFF_EMAIL })));
  customer = bearer(await mintToken(t, customerClaims({ name: 'Hine Walker' })));
}, allowing(60_000));
afterAll(async () => {
  await t?.close();
  await push?.close();
});

const subscribe = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/push/subscriptions', headers: staff, payload });

async function request(): Promise<StoreCommission> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/commissions',
    headers: customer,
    payload: {
      dateNeeded: nextDeliveryDay(18),
      slot: '11:00-13:00',
      occasion: 'Wedding',
      size: 10,
      flavours: 'Lemon and elderflower',
      designNotes: 'Three tiers, white, fresh flowers',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<StoreCommission>();
}

describe('a new custom-cake request', () => {
  it('reaches the subscribed staff browser once, naming the request and opening it on the Commissions screen', async () => {
    const tablet = push.browser('cakes-tablet');
    expect((await subscribe(tablet.subscription)).statusCode).toBe(201);
    const made = await request();
    const mine = () =>
      push.received
        .filter((p) => p.path === '/push/cakes-tablet')
        .map((p) => JSON.parse(tablet.decrypt(p.body)) as Record<string, string>)
        .filter((m) => m.tag === `commission-${made.id}`);
    await vi.waitFor(() => expect(mine()).toHaveLength(1), { timeout: allowing(15_000), interval: 50 });
    expect(mine()[0]).toMatchObject({
      title: `New custom cake request ${made.reference}`,
      url: `/admin/commissions?id=${made.id}`,
    });
    expect(mine()[0]!.body).toMatch(/Tap to quote it\.$/);
    // A second request is its own push, and the first is not sent again.
    const second = await request();
    await vi.waitFor(
      () =>
        expect(
          push.received
            .filter((p) => p.path === '/push/cakes-tablet')
            .some((p) => (JSON.parse(tablet.decrypt(p.body)) as { tag: string }).tag === `commission-${second.id}`),
        ).toBe(true),
      { timeout: allowing(15_000), interval: 50 },
    );
    expect(mine()).toHaveLength(1);
  });

  it('is claimed once across copies: two deliveries of the same event send one push', async () => {
    const phone = push.browser('cakes-phone');
    expect((await subscribe(phone.subscription)).statusCode).toBe(201);
    const event = {
      type: 'commission' as const,
      commission: {
        id: '4b5c8a1e-0f5a-4d1b-9b59-3f3a9c7e2d10',
        reference: '9C7E2D10',
        dateNeeded: nextDeliveryDay(20),
      },
    };
    const before = push.received.length;
    const [first, second] = await Promise.all([t.app.staffPush.deliver(event), t.app.staffPush.deliver(event)]);
    expect(Math.min(first, second)).toBe(0);
    expect(Math.max(first, second)).toBeGreaterThanOrEqual(1);
    expect(push.received.slice(before).filter((p) => p.path === '/push/cakes-phone')).toHaveLength(1);
  });
});
