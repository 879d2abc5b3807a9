import type { APIRequestContext } from '@playwright/test';
import { openCheckout } from './checkout-steps';
import { expect, test } from './fixtures';
import { getProducts } from './shop';
import { accessTokenOf, DEMO_ADMIN, DEMO_CUSTOMER, signIn } from './sign-in';
import { undoAfterEach } from './shop-wide-undo';
import { allowing } from '../src/test/time-limits';
import { keepScreenshot } from './screenshots';

/**
 * Issue 23: a slot that cannot take a big cart is shown and explained, not hidden. The owner sets
 * kitchen minutes (600 a slot: roomy for every other journey) and a showpiece that takes 700
 * minutes; a customer with it in their cart sees every slot marked and the kitchen's numbers.
 */
const SLOT_MINUTES = 600;
const SHOWPIECE_MINUTES = 700;

async function setCapacity(request: APIRequestContext, headers: Record<string, string>, capacity: unknown) {
  const saved = await request.put('/api/admin/kitchen-capacity', { headers, data: { capacity } });
  expect(saved.status(), await saved.text()).toBe(200);
}

const undo = undoAfterEach();

test('a cart too big for the kitchen sees every slot marked and why', async ({ page, browser }) => {
  test.setTimeout(allowing(90_000));
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const headers = { authorization: `Bearer ${await accessTokenOf(adminPage)}` };
  const before = (await (await adminPage.request.get('/api/admin/kitchen-capacity', { headers })).json()) as {
    capacity: Record<string, { slots: Record<string, number>; day: number }>;
    perOrderMinutes: number | null;
  };
  const roomy = Object.fromEntries(
    Object.entries(before.capacity).map(([key, day]) => [
      key,
      { slots: Object.fromEntries(Object.keys(day.slots).map((slot) => [slot, SLOT_MINUTES])), day: SLOT_MINUTES * 5 },
    ]),
  );
  const image = (await getProducts(page.request))[0]!.image;
  const made = await adminPage.request.post('/api/admin/products', {
    headers,
    data: {
      name: `Croquembouche Tower ${test.info().project.name} ${Date.now()}`,
      description: 'A towering showpiece of choux',
      price: '250.00',
      category: 'cakes',
      image,
      effortMinutes: SHOWPIECE_MINUTES,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const showpiece = (await made.json()) as { id: string };
  undo((request, admin) => request.delete(`/api/admin/products/${showpiece.id}`, { headers: admin }));
  undo((request, admin) => setCapacity(request, admin, before.perOrderMinutes ? null : before.capacity));
  await setCapacity(adminPage.request, headers, roomy);
  try {
    await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const sessionId = await page.evaluate(() => {
      const id = crypto.randomUUID();
      localStorage.setItem('cartSessionId', id);
      return id;
    });
    const added = await page.request.post('/api/cart', { data: { sessionId, productId: showpiece.id, quantity: 1 } });
    expect(added.ok()).toBe(true);
    await openCheckout(page);

    // Every slot is shown, marked, and the note gives the kitchen's numbers.
    const group = page.getByRole('radiogroup').filter({ has: page.getByText('Too big for this order') });
    await expect(group.getByRole('radio')).toHaveCount(5);
    await expect(group.getByRole('radio', { disabled: false })).toHaveCount(0);
    const note = page.getByTestId('slot-too-big');
    await expect(note).toContainText(`your order needs ${SHOWPIECE_MINUTES}`);
    // At most the slot's minutes: journeys running beside this one may have used some.
    await expect(note).toContainText(/the kitchen has \d+ minutes left/);
    const left = Number(/the kitchen has (\d+) minutes left/.exec((await note.textContent()) ?? '')?.[1]);
    expect(left).toBeLessThanOrEqual(SLOT_MINUTES);
    expect(left).toBeLessThan(SHOWPIECE_MINUTES);
    await expect(page.getByText('Too big for this order').first()).toBeVisible();
    await note.scrollIntoViewIfNeeded();
    await keepScreenshot(page, `too-big-${test.info().project.name}`);
  } finally {
    await adminContext.close();
  }
});
