/** Shared steps for checkout tests: fill a cart, prepare the payment, pay with a test card. */
import { randomUUID } from 'node:crypto';
import type { StoreProduct } from '../../contracts/catalog';
import type { StoreDeliveryAddress, StorePaymentIntentReply } from '../../contracts/checkout';
import { planDay, shopCalendar } from '../../domain/calendar';
import { addDays, aucklandNow, MAX_DAYS_AHEAD, weekdayOf } from '../../domain/delivery';
import { TEST_CARDS as TEST_CARD_LIST, type TestCardOutcome } from '../../domain/test-cards';
import { eq } from 'drizzle-orm';
import { businessSettings, testPaymentIntents } from '../db/schema';
import type { TestApp } from './test-app';
import { bearer, customerClaims, mintToken, type TokenClaims } from './tokens';

export interface Shopper {
  sessionId: string;
  token: string;
  claims: TokenClaims;
  headers: Record<string, string>;
}

export async function newShopper(t: TestApp, claims: TokenClaims = customerClaims()): Promise<Shopper> {
  const token = await mintToken(t, claims);
  return { sessionId: randomUUID(), token, claims, headers: bearer(token) };
}

/**
 * The next date at least `after` days from today in Auckland when the shop's default calendar
 * delivers all day (Monday to Saturday, not a public holiday), so tests run on any date of the year.
 */
export function nextDeliveryDay(after = 1): string {
  const calendar = shopCalendar({});
  const deliversAllDay = (date: string) => {
    const delivery = planDay(calendar, date).delivery;
    return delivery.open && delivery.from <= 9 * 60 && delivery.to >= 19 * 60;
  };
  let date = addDays(aucklandNow().date, after);
  while (weekdayOf(date) === 0 || !deliversAllDay(date)) date = addDays(date, 1);
  return date;
}

/**
 * `count` different delivery days, the first at least `after` days away, each at least `gap` days
 * after the one before. Rounds of a test that must not share a day use these: nextDeliveryDay(30)
 * and nextDeliveryDay(32) can be the same day when holidays and a Sunday lie between.
 */
export function distinctDeliveryDays(count: number, after: number, gap = 2): string[] {
  const today = aucklandNow().date;
  const days = [nextDeliveryDay(after)];
  while (days.length < count) {
    const previous = days.at(-1)!;
    let offset = after;
    while (addDays(today, offset) < addDays(previous, gap)) offset += 1;
    days.push(nextDeliveryDay(offset));
  }
  // Orders can be placed at most MAX_DAYS_AHEAD days out: a test asking for more days than fit
  // (the summer holidays close a week) says so here, not as a refused order far away from it.
  const last = days.at(-1)!;
  if (last > addDays(today, MAX_DAYS_AHEAD)) {
    throw new Error(
      `${count} delivery days ${gap} apart from day ${after} end on ${last}, past the ${MAX_DAYS_AHEAD}-day horizon`,
    );
  }
  return days;
}

export const deliveryAddress = (overrides: Partial<StoreDeliveryAddress> = {}): StoreDeliveryAddress => ({
  fulfilment: 'delivery',
  fullName: 'Mere Parata',
  email: 'mere@example.co.nz',
  phone: '+64 21 123 4567',
  address: '12 Ponsonby Road',
  city: 'Auckland',
  suburb: 'Ponsonby',
  postalCode: '1011',
  specialInstructions: 'Leave with the neighbour at 14',
  deliveryDate: nextDeliveryDay(2),
  deliveryTime: '11:00-13:00',
  ...overrides,
});

export async function catalogue(t: TestApp): Promise<StoreProduct[]> {
  return (await t.app.inject({ url: '/api/products' })).json<StoreProduct[]>();
}

export async function addToCart(t: TestApp, shopper: Shopper, productId: string, quantity = 1, size?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cart',
    payload: { sessionId: shopper.sessionId, productId, quantity, size },
  });
  if (res.statusCode !== 201) throw new Error(`add to cart: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function createIntent(t: TestApp, shopper: Shopper, body: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: shopper.headers,
    payload: { sessionId: shopper.sessionId, ...body },
  });
}

export async function saveDetails(t: TestApp, shopper: Shopper, paymentIntentId: string, address = deliveryAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/checkout/details',
    headers: shopper.headers,
    payload: { sessionId: shopper.sessionId, paymentIntentId, deliveryAddress: address },
  });
}

const testCard = (outcome: TestCardOutcome) => TEST_CARD_LIST.find((card) => card.outcome === outcome)!.number;

/** The embedded gateway's cards by what they do (the list itself is the domain's). */
export const TEST_CARDS = {
  success: testCard('succeeded'),
  declined: testCard('card_declined'),
  insufficient: testCard('insufficient_funds'),
  authenticate: testCard('requires_action'),
};

/**
 * Marks an intent paid as the gateway would, without the gateway's own follow-up: only the calls a
 * test makes next (confirm-order, the sweep, racing settlers) settle it, as if the process had
 * stopped right after the payment.
 */
export async function paidWithoutFollowUp(t: TestApp, intentId: string): Promise<void> {
  await t.database.db
    .update(testPaymentIntents)
    .set({ status: 'succeeded' })
    .where(eq(testPaymentIntents.id, intentId));
}

export async function payWithCard(t: TestApp, intent: StorePaymentIntentReply, number = TEST_CARDS.success) {
  return t.app.inject({
    method: 'POST',
    url: `/api/test-payments/${intent.paymentIntentId}/confirm`,
    payload: {
      clientSecret: intent.clientSecret,
      card: { number, expMonth: 12, expYear: 2034, cvc: '123', name: 'Mere Parata' },
    },
  });
}

export async function confirmOrder(t: TestApp, shopper: Shopper, paymentIntentId: string, address = deliveryAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/confirm-order',
    headers: shopper.headers,
    payload: { sessionId: shopper.sessionId, paymentIntentId, deliveryAddress: address },
  });
}

/** The whole happy path: cart → intent → details → card → confirm. */
export async function placeOrder(
  t: TestApp,
  shopper: Shopper,
  productId: string,
  quantity = 1,
  address = deliveryAddress(),
) {
  await addToCart(t, shopper, productId, quantity);
  const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
  await saveDetails(t, shopper, intent.paymentIntentId, address);
  await payWithCard(t, intent);
  const res = await confirmOrder(t, shopper, intent.paymentIntentId, address);
  if (res.statusCode !== 200) throw new Error(`confirm: ${res.statusCode} ${res.body}`);
  return { intent, order: res.json() };
}

/** The customer approves (or refuses) the authentication step of the 3155 card. */
export async function approveCard(t: TestApp, intent: StorePaymentIntentReply, approve = true) {
  return t.app.inject({
    method: 'POST',
    url: `/api/test-payments/${intent.paymentIntentId}/authenticate`,
    payload: { clientSecret: intent.clientSecret, approve },
  });
}

/**
 * For tests of other checkout rules: no minimum order and room in every slot. The minimum order
 * and slot capacity have tests of their own, which set them explicitly.
 */
export async function relaxShopRules(t: TestApp): Promise<void> {
  await t.database.db.update(businessSettings).set({ slotCapacity: 1000, minimumOrderCents: 0 });
}

/**
 * A request a busy shop shed (503: the pool waited 2 s for a connection, or the admission limit
 * refused it at once, decision 0215) is sent again after its Retry-After, as the browser's buyer
 * would: a race's every customer ends with a real answer, however loaded the machine. (Sent again
 * at once, 200 buyers against an instant 503 spun until the test process ran out of memory.)
 */
export async function untilAnswered(send: () => ReturnType<typeof saveDetails>) {
  for (;;) {
    const res = await send();
    if (res.statusCode !== 503) return res;
    const seconds = Number(res.headers['retry-after'] ?? 0);
    await new Promise((resolve) => setTimeout(resolve, seconds > 0 ? seconds * 1000 : 100));
  }
}
