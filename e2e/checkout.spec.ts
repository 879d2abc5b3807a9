import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseFreeSlot, fillCart, fillDelivery, openCheckout, useCard } from './checkout-steps';
import { expectToast, getProducts, quantityForMinimum, toastRegion } from './shop';
import { DEMO_CUSTOMER, signIn, waitForMail } from './sign-in';
import { allowing } from '../src/test/time-limits';

/** Card journeys of the checkout issue: the embedded test gateway behaves like Stripe's test mode. */
test.describe.configure({ mode: 'parallel' });

async function cartLines(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const session = localStorage.getItem('cartSessionId');
    const response = await fetch('/api/cart', { headers: { 'x-cart-session': session ?? '' } });
    return ((await response.json()) as unknown[]).length;
  });
}

// The money path, through the checkout's columns at a desktop and its single column on a phone.
test(
  'a signed-in customer pays with 4242, sees the order on /orders and /account, and gets the e-mail',
  {
    tag: '@each-width',
  },
  async ({ page }) => {
    await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const name = await fillCart(page);
    await openCheckout(page);
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(page.getByText(name).first()).toBeVisible();
    await fillDelivery(page);
    await useCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Complete Payment - \$/ }).click();

    await expect(page).toHaveURL(/\/checkout\/success/, { timeout: allowing(15_000) });
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(page.getByText('Your Order is Being Prepared')).toBeVisible();
    const orderId = new URL(page.url()).searchParams.get('order')!;
    expect(orderId).toBeTruthy();

    const orders = (await page.evaluate(async () => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
      const token = (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
      return (await fetch('/api/orders/me', { headers: { authorization: `Bearer ${token}` } })).json();
    })) as { id: string; orderNumber: number }[];
    const order = orders.find((o) => o.id === orderId)!;
    expect(order).toBeTruthy();

    await page.goto('/orders');
    await expect(page.getByText(`#${order.orderNumber}`).first()).toBeVisible();
    await page.goto('/account');
    await expect(page.getByText('Total Orders')).toBeVisible();
    await expect(page.getByText(`#${order.orderNumber}`).first()).toBeVisible();

    const mail = await waitForMail(DEMO_CUSTOMER.email, new RegExp(`#${order.orderNumber}`));
    expect(mail.text).toContain(name);
    expect(await cartLines(page)).toBe(0);
  },
);

test('a declined card shows Payment Failed and keeps the cart', async ({ page }) => {
  // The journey outlives its toast (five seconds) on purpose: room for that on a busy machine.
  test.setTimeout(allowing(60_000));
  await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await fillCart(page);
  await openCheckout(page);
  await fillDelivery(page);
  await useCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Complete Payment - \$/ }).click();
  await expectToast(page, 'Payment Failed', 'Your card was declined.');
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await cartLines(page)).toBeGreaterThan(0);
  // Said by the card field too (decision 0117).
  const payment = page.getByRole('region', { name: 'Payment' });
  const declined = payment.getByRole('alert');
  await expect(declined).toContainText('Your card was declined.');
  const number = page.getByLabel('Card number');
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  const declinedId = await declined.getAttribute('id');
  expect((await number.getAttribute('aria-describedby'))?.split(' ')).toContain(declinedId);
  // Once the toast has gone by itself, the message by the field stays.
  await expect(toastRegion(page).getByText('Payment Failed', { exact: true })).toHaveCount(0, {
    timeout: allowing(15_000),
  });
  await expect(declined).toContainText('Your card was declined.');
  // Another card: the message goes.
  await page.getByRole('button', { name: /^Use test card 4242 4242 4242 4242/ }).click();
  await expect(payment.getByRole('alert')).toHaveCount(0);
});

test('the 3155 card asks for approval, and the order is placed once approved', async ({ page }) => {
  await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await fillCart(page);
  await openCheckout(page);
  await fillDelivery(page);
  await useCard(page, '4000 0025 0000 3155');
  await page.getByRole('button', { name: /^Complete Payment - \$/ }).click();
  const approval = page.getByRole('dialog', { name: 'Approve this payment?' });
  await expect(approval).toBeVisible();
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/checkout\/success/, { timeout: allowing(15_000) });
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
});

test('pickup needs only name, e-mail and phone', async ({ page }) => {
  await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await fillCart(page);
  await openCheckout(page);
  await page.getByText('Pick up in store', { exact: true }).click();
  await expect(page.getByLabel('Street address')).toHaveCount(0);
  await page.getByLabel('Full name').fill('Aroha Customer');
  await page.getByLabel('Email').first().fill(DEMO_CUSTOMER.email);
  await page.getByLabel('Phone').fill('+64 21 555 0123');
  await chooseFreeSlot(page, 'pickup');
  await useCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Complete Payment - \$/ }).click();
  await expect(page).toHaveURL(/\/checkout\/success/, { timeout: allowing(15_000) });
});

test('a full slot cannot be chosen', async ({ page, request }) => {
  // Another ten customers have filled the 17:00-19:00 slot on a day this week (capacity 10).
  await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const token = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    return (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
  });
  const slots = async (date: string) =>
    (await (await request.get(`/api/checkout/slots?date=${date}`)).json()) as { time: string; available: boolean }[];
  let date = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
  if (new Date(`${date}T12:00:00Z`).getUTCDay() === 0)
    date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const sweet = (await getProducts(request)).find((p) => p.inStock && p.category !== 'cakes')!;
  const headers = { authorization: `Bearer ${token}` };
  while ((await slots(date)).find((s) => s.time === '17:00-19:00')!.available) {
    const sessionId = crypto.randomUUID();
    await request.post('/api/cart', {
      data: { sessionId, productId: sweet.id, quantity: quantityForMinimum(sweet.price) },
    });
    const intent = await (await request.post('/api/create-payment-intent', { headers, data: { sessionId } })).json();
    const deliveryAddress = {
      fulfilment: 'pickup',
      fullName: 'Slot Filler',
      email: 'filler@example.com',
      phone: '021 555 000',
      deliveryDate: date,
      deliveryTime: '17:00-19:00',
    };
    expect(
      (
        await request.post('/api/checkout/details', {
          headers,
          data: { sessionId, paymentIntentId: intent.paymentIntentId, deliveryAddress },
        })
      ).ok(),
    ).toBe(true);
    await request.post(`/api/test-payments/${intent.paymentIntentId}/confirm`, {
      data: {
        clientSecret: intent.clientSecret,
        card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', name: 'Slot Filler' },
      },
    });
    expect(
      (
        await request.post('/api/confirm-order', {
          headers,
          data: { sessionId, paymentIntentId: intent.paymentIntentId, deliveryAddress },
        })
      ).ok(),
    ).toBe(true);
  }

  await fillCart(page);
  await openCheckout(page);
  await page.getByLabel('Delivery date').fill(date);
  const full = page.getByRole('radio', { name: /^17:00/ });
  await expect(full).toBeDisabled();
  await expect(page.getByRole('radio', { name: /^11:00/ })).toBeEnabled();
});
