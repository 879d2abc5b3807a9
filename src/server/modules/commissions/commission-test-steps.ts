/** Steps of a commission through HTTP for the plan, terms and cancel tests: request, quote, pay. */
import { expect } from 'vitest';
import type { CommissionPaymentReply, StoreCommission } from '../../../contracts/commissions';
import { TEST_CARDS } from '../../test/checkout-helpers';
import type { TestApp } from '../../test/test-app';

export type Headers = Record<string, string>;

export async function post<T>(t: TestApp, url: string, headers: Headers, payload?: object, status = 200) {
  const res = await t.app.inject({ method: 'POST', url, headers, payload });
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
}

export const requestOf = (dateNeeded: string, size = 10) => ({
  dateNeeded,
  slot: '11:00-13:00',
  occasion: 'Wedding',
  size,
  flavours: 'Vanilla bean and passionfruit',
  designNotes: 'Three tiers, white, fresh flowers',
});

export const newRequest = (t: TestApp, customer: Headers, dateNeeded: string) =>
  post<StoreCommission>(t, '/api/commissions', customer, requestOf(dateNeeded), 201);

/** A $310.00 quote for a 10 inch cake: base $100, design $60, five decorations of $30. */
export const BIG_LINES = [
  { kind: 'base', label: '10 inch, three tiers', amount: '100.00' },
  { kind: 'design', label: 'Sugar flowers', amount: '60.00' },
  ...Array.from({ length: 5 }, (_, i) => ({ kind: 'decoration', label: `Tier decoration ${i + 1}`, amount: '30.00' })),
];

export const quoteRes = (t: TestApp, staff: Headers, id: string, extra: object = {}, lines = BIG_LINES) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/commissions/${id}/quote`,
    headers: staff,
    payload: { lines, expectedVersion: 0, ...extra },
  });

/** Pays the deposit or the next payment of the balance with the test gateway's card, then confirms. */
export async function payWith(t: TestApp, customer: Headers, id: string, kind: 'deposit' | 'balance') {
  const intent = await post<CommissionPaymentReply>(t, `/api/commissions/${id}/pay/${kind}`, customer);
  const card = await t.app.inject({
    method: 'POST',
    url: `/api/commissions/test-payments/${intent.paymentIntentId}/confirm`,
    payload: {
      clientSecret: intent.clientSecret,
      card: { number: TEST_CARDS.success, expMonth: 12, expYear: 2034, cvc: '123', name: 'Mere Tane' },
    },
  });
  expect(card.statusCode, card.body).toBe(200);
  const confirmed = await post<StoreCommission>(t, `/api/commissions/${id}/confirm-payment`, customer, {
    paymentIntentId: intent.paymentIntentId,
  });
  return { intent, confirmed };
}
