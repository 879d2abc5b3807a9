import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { holidaysOn, planDay, shopCalendar } from '../src/domain/calendar';
import { addDays, aucklandNow, MAX_DAYS_AHEAD, weekdayOf } from '../src/domain/delivery';
import { formatLongDay, formatMonthTitle } from '../src/domain/dates';
import { fillCart, openCheckout } from './checkout-steps';
import { expect, test } from './fixtures';
import { allowing } from '../src/test/time-limits';
import { accessTokenOf, DEMO_ADMIN, DEMO_CUSTOMER, signIn } from './sign-in';
import { undoAfterEach } from './shop-wide-undo';

/**
 * The calendar at checkout (issue 22): a customer cannot pick Christmas Day or a Monday the shop
 * closes, and reads why. The greying comes from the shop's calendar rules run in the browser on
 * the public settings; the Monday part also needs the server to refuse the day (SHOP_CLOSED). The
 * admin closes Mondays through the admin API and the journey puts the hours back at the end, since
 * other journeys share the shop.
 */
test.describe.configure({ mode: 'serial', timeout: allowing(120_000) });

/**
 * Pages the date picker to the month of `date`: back to this month first (the picker opens on the
 * first day with a slot, which late in a month can be next month's), then forward a month at a time.
 */
async function showMonthOf(page: Page, date: string): Promise<void> {
  let month = `${aucklandNow().date.slice(0, 7)}-01`;
  const previous = page.getByRole('button', { name: 'Previous month' });
  await expect(previous).toBeVisible();
  while (await previous.isEnabled()) await previous.click();
  await expect(page.getByText(formatMonthTitle(month), { exact: true })).toBeVisible();
  while (month.slice(0, 7) < date.slice(0, 7)) {
    month = addDays(month, 31).slice(0, 7) + '-01';
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByText(formatMonthTitle(month), { exact: true })).toBeVisible();
  }
}

/** The picker's button for a day (its name starts with "Friday 25 December"). */
const dayButton = (page: Page, date: string): Locator =>
  page.getByRole('button', { name: new RegExp(`^${formatLongDay(date)}(,|$)`) });

/**
 * The first public holiday within the checkout's window on which the shop is closed by default
 * (Christmas Day, Good Friday, Easter Sunday: decision 0145), with the reason customers read; null
 * when none falls in the window (January to early February).
 */
function closedHolidayInWindow(): { date: string; reason: string } | null {
  const calendar = shopCalendar({});
  const today = aucklandNow().date;
  for (let n = 1; n <= MAX_DAYS_AHEAD; n += 1) {
    const date = addDays(today, n);
    const pickup = planDay(calendar, date).pickup;
    if (!pickup.open && holidaysOn(date).length) return { date, reason: pickup.reason };
  }
  return null;
}

/** The first Monday after tomorrow that is not a public holiday (a holiday's own hours would speak). */
function nextPlainMonday(): string {
  let date = addDays(aucklandNow().date, 2);
  while (weekdayOf(date) !== 1 || holidaysOn(date).length) date = addDays(date, 1);
  return date;
}

type Hours = { open: string; close: string; closed: boolean };

/** Sets whether Mondays are closed through the admin API; gives back what Monday was before. */
async function setMondayClosed(request: APIRequestContext, headers: Record<string, string>, closed: boolean) {
  const current = (await (await request.get('/api/admin/business-settings', { headers })).json()) as Record<
    string,
    unknown
  > & { openingHours: Record<string, Hours> };
  // The save takes the form's fields; closures have their own API.
  const { closures: _closures, ...settings } = current;
  const before = current.openingHours.monday!;
  const body = { ...settings, openingHours: { ...current.openingHours, monday: { ...before, closed } } };
  const saved = await request.put('/api/admin/business-settings', { headers, data: body });
  expect(saved.status(), await saved.text()).toBe(200);
  return before.closed;
}

const undo = undoAfterEach();

test('a customer cannot pick a closed holiday (Christmas Day in these weeks) and reads why, by tap and by typing', async ({
  page,
  browser,
}) => {
  // Christmas Day while it is within the window; else Good Friday or Easter Sunday; in the weeks
  // none of them is near, a closure staff add for the day (and remove afterwards).
  const holiday = closedHolidayInWindow();
  const closed = holiday ?? { date: nextPlainMonday(), reason: 'Closed for our stocktake' };
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  if (!holiday) {
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const headers = { authorization: `Bearer ${await accessTokenOf(adminPage)}` };
    const made = await adminPage.request.post('/api/admin/closures', {
      headers,
      data: { startDate: closed.date, endDate: closed.date, reason: closed.reason },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { id } = (await made.json()) as { id: string };
    undo((request, admin) => request.delete(`/api/admin/closures/${id}`, { headers: admin }));
  }
  try {
    await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await fillCart(page);
    await openCheckout(page);
    await page.getByText('Pick up in store', { exact: true }).click();
    const dateField = page.getByLabel('Pickup date');
    const before = await dateField.inputValue();

    await showMonthOf(page, closed.date);
    const day = dayButton(page, closed.date);
    await expect(day).toHaveAttribute('aria-disabled', 'true');
    // A closed day can be tapped (it says why) although it cannot be chosen: Playwright treats
    // aria-disabled as not clickable, so the tap is forced.
    await day.click({ force: true });
    await expect(page.getByText(`${formatLongDay(closed.date)}: ${closed.reason}`)).toBeVisible();
    // Tapping it chose nothing.
    await expect(dateField).toHaveValue(before);
    await expect(day).toHaveAttribute('aria-pressed', 'false');

    // Typed into the field, the day is marked and the reason stands by the field; the server's
    // slots for that day say the same.
    await dateField.fill(closed.date);
    await expect(dateField).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#checkout-deliveryDate-error')).toHaveText(closed.reason);
    const slots = (await (
      await page.request.get(`/api/checkout/slots?date=${closed.date}&fulfilment=pickup`)
    ).json()) as { available: boolean; reason: string | null }[];
    expect(slots.every((slot) => !slot.available && slot.reason?.includes(closed.reason))).toBe(true);
    // The boxes are 44 px on a touch screen, as on a desktop.
    const box = (await day.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
  } finally {
    await adminContext.close();
  }
});

test('with Mondays closed, a customer cannot pick a Monday: the picker says so and the server refuses it', async ({
  page,
  browser,
}) => {
  // The admin works in a browser of their own (a shared one would sign the customer in as the admin).
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const admin = { authorization: `Bearer ${await accessTokenOf(adminPage)}` };
  const wasClosed = await setMondayClosed(adminPage.request, admin, true);
  undo((request, headers) => setMondayClosed(request, headers, wasClosed));
  try {
    const monday = nextPlainMonday();
    await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await fillCart(page);
    await openCheckout(page);
    await page.getByText('Pick up in store', { exact: true }).click();
    await showMonthOf(page, monday);
    const day = dayButton(page, monday);
    await expect(day).toHaveAttribute('aria-disabled', 'true');
    await day.focus();
    await expect(page.getByText(`${formatLongDay(monday)}: Closed on Mondays`)).toBeVisible();
    await day.click({ force: true });
    await expect(page.getByLabel('Pickup date')).not.toHaveValue(monday);

    // And the server refuses every pickup slot that Monday, with the reason.
    const slots = (await (await page.request.get(`/api/checkout/slots?date=${monday}&fulfilment=pickup`)).json()) as {
      available: boolean;
      reason: string | null;
    }[];
    expect(slots.every((slot) => !slot.available)).toBe(true);
    expect(slots[0]?.reason).toMatch(/Mondays/);
  } finally {
    await adminContext.close();
  }
});
