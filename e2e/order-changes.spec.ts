/**
 * A customer's own changes on /orders (issue 24): they move one order to another slot and cancel
 * another (refunded in full, its points taken back, its place freed, the e-mail sent); once the
 * lock has passed the controls are gone. The lock is a shop setting, so this journey is shop-wide
 * (playwright.config.ts): it sets a long lock for a moment and puts the old one back.
 */
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { allowing } from '../src/test/time-limits';
import { expectToast, freeSlot, plainSweet } from './shop';
import { accessTokenOf, DEMO_ADMIN, DEMO_CUSTOMER, signIn, waitForMail } from './sign-in';

test.describe.configure({ timeout: allowing(120_000) });

interface Placed {
  id: string;
  orderNumber: number;
  deliveryDate: string;
  deliveryTime: string;
  totalAmount: string;
}

/** A pickup order paid with the test card 4242, placed through the API as the checkout does. */
async function placeOrder(request: APIRequestContext, token: string, fullName: string, span = 25): Promise<Placed> {
  const { deliveryDate, deliveryTime } = await freeSlot(request, { fromDay: 4, span });
  const sweet = await plainSweet(request);
  const quantity = Math.max(1, Math.ceil(2500 / Math.round(Number(sweet.price) * 100)));
  const headers = { authorization: `Bearer ${token}` };
  const sessionId = crypto.randomUUID();
  expect((await request.post('/api/cart', { data: { sessionId, productId: sweet.id, quantity } })).ok()).toBe(true);
  const intentResponse = await request.post('/api/create-payment-intent', { headers, data: { sessionId } });
  expect(intentResponse.ok(), await intentResponse.text()).toBe(true);
  const intent = (await intentResponse.json()) as { paymentIntentId: string; clientSecret: string };
  const deliveryAddress = {
    fulfilment: 'pickup',
    fullName,
    email: DEMO_CUSTOMER.email,
    phone: '021 555 0199',
    specialInstructions: '',
    deliveryDate,
    deliveryTime,
  };
  const data = { sessionId, paymentIntentId: intent.paymentIntentId, deliveryAddress };
  const details = await request.post('/api/checkout/details', { headers, data });
  expect(details.ok(), await details.text()).toBe(true);
  await request.post(`/api/test-payments/${intent.paymentIntentId}/confirm`, {
    data: {
      clientSecret: intent.clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', name: fullName },
    },
  });
  const confirmed = await request.post('/api/confirm-order', { headers, data });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return (await confirmed.json()) as Placed;
}

async function adminToken(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const token = await accessTokenOf(page);
  await context.close();
  return token;
}

const cardOf = (page: Page, order: Placed): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Order #${order.orderNumber}` }) });

async function openOrders(page: Page): Promise<void> {
  await page.goto('/orders');
  await waitForHydration(page);
  await expect(page.getByRole('list', { name: 'Your orders, newest first' })).toBeVisible({
    timeout: allowing(15_000),
  });
}

test('a customer moves one order to another slot and cancels another', async ({ page, browser }) => {
  await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const token = await accessTokenOf(page);
  const tag = Math.random().toString(36).slice(2, 8);
  const moving = await placeOrder(page.request, token, `Move ${tag}`);
  const cancelling = await placeOrder(page.request, token, `Cancel ${tag}`);
  let target = await freeSlot(page.request, { fromDay: 4 });
  while (target.deliveryDate === moving.deliveryDate) target = await freeSlot(page.request, { fromDay: 4 });

  await openOrders(page);
  const moveCard = cardOf(page, moving);
  await expect(moveCard.getByText(/You can change or cancel this order online until/)).toBeVisible();
  await expect(moveCard.getByText(/To change items or sizes, please call us on/)).toBeVisible();
  await moveCard.getByRole('button', { name: 'Change date or time' }).click();
  const moveDialog = page.getByRole('dialog', { name: 'Change date or time' });
  await moveDialog.getByLabel('Date').fill(target.deliveryDate);
  const slot = moveDialog.getByLabel('Time slot');
  await expect(slot.locator(`option[value="${target.deliveryTime}"]`)).toBeEnabled();
  await slot.selectOption(target.deliveryTime);
  await moveDialog.getByRole('button', { name: 'Move order' }).click();
  await expectToast(page, `Order #${moving.orderNumber} moved`);
  await expect(moveDialog).toBeHidden();
  await expect(moveCard.getByText(target.deliveryTime.replace('-', ' – '))).toBeVisible();

  const cancelCard = cardOf(page, cancelling);
  await cancelCard.getByRole('button', { name: 'Cancel order' }).click();
  const cancelDialog = page.getByRole('dialog', { name: `Cancel order #${cancelling.orderNumber}?` });
  await expect(cancelDialog.getByText(/loyalty points it earned are taken back/)).toBeVisible();
  await cancelDialog.getByLabel(/Reason/).fill(`Plans changed ${tag}`);
  await cancelDialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(cancelDialog).toBeHidden({ timeout: allowing(20_000) });
  await expect(cancelCard.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(cancelCard.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // Refunded in full (after the gateway's refund), out of the kitchen's day, points taken back, e-mailed.
  const admin = { authorization: `Bearer ${await adminToken(browser)}` };
  const details = (await (await page.request.get(`/api/admin/orders/${cancelling.id}`, { headers: admin })).json()) as {
    refundedAmount: string;
    history: { note: string | null }[];
  };
  expect(details.refundedAmount).toBe(cancelling.totalAmount);
  expect(details.history.at(-1)!.note).toBe(`Cancelled by the customer: Plans changed ${tag}`);
  const moved = (await (await page.request.get(`/api/admin/orders/${moving.id}`, { headers: admin })).json()) as {
    deliveryDate: string;
    deliveryTime: string;
  };
  expect(moved).toMatchObject(target);
  const sheet = (await (
    await page.request.get(`/api/admin/production?date=${cancelling.deliveryDate}`, { headers: admin })
  ).json()) as { orders: { orderId: string }[] };
  expect(sheet.orders.map((o) => o.orderId)).not.toContain(cancelling.id);
  const me = { authorization: `Bearer ${token}` };
  const profile = (await (await page.request.get('/api/auth/user', { headers: me })).json()) as { sub: string };
  const history = (await (
    await page.request.get(`/api/loyalty/${profile.sub}/transactions`, { headers: me })
  ).json()) as { type: string; description: string }[];
  expect(
    history.some((t) => t.type === 'reversed' && t.description.startsWith(`Order #${cancelling.orderNumber}`)),
  ).toBe(true);
  await waitForMail(DEMO_CUSTOMER.email, new RegExp(`order #${cancelling.orderNumber} has been cancelled`));
});

test('after the lock the controls are gone and only the call remains', async ({ page, browser }) => {
  await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const token = await accessTokenOf(page);
  // Days 4-11 away: inside the longest lock (336 hours) set below.
  const order = await placeOrder(page.request, token, `Locked ${Math.random().toString(36).slice(2, 8)}`, 8);
  const admin = { authorization: `Bearer ${await adminToken(browser)}`, 'content-type': 'application/json' };
  const settings = (await (await page.request.get('/api/admin/business-settings', { headers: admin })).json()) as {
    changesLockHours: number;
  } & Record<string, unknown>;
  const save = (changesLockHours: number) =>
    page.request.put('/api/admin/business-settings', { headers: admin, data: { ...settings, changesLockHours } });
  // Two weeks: the order's slot, days away, is inside the lock at once.
  expect((await save(336)).ok()).toBe(true);
  try {
    await openOrders(page);
    const card = cardOf(page, order);
    await expect(card.getByText(/Online changes have closed for this order/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Change date or time' })).toHaveCount(0);
    const refused = await page.request.post(`/api/orders/${order.id}/cancel`, {
      headers: { authorization: `Bearer ${token}` },
      data: {},
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe('ORDER_LOCKED');
  } finally {
    expect((await save(settings.changesLockHours)).ok()).toBe(true);
  }
});
