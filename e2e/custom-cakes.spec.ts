import sharp from 'sharp';
import type { Browser, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { allowing } from '../src/test/time-limits';
import { accessTokenOf, DEMO_CUSTOMER, DEMO_STAFF, signIn } from './sign-in';
import { keepScreenshot } from './screenshots';

/**
 * Custom cakes (issue 25) at 1280 and 375 px: a request with a photo, staff's quote on the
 * Commissions screen, the deposit and the balance paid with the test card, and the cake on the
 * production sheet of its day; and one cancelled after the deposit, refunded as the schedule says.
 * Each test tags its design notes, so the journeys of both widths never read each other's cakes.
 */
test.describe.configure({ mode: 'parallel', timeout: allowing(180_000) });

const tagOf = () => Math.random().toString(36).slice(2, 8);

/** A date `days` ahead (Auckland's calendar, from the machine's UTC day), moved off Sundays. */
function dateAhead(days: number): string {
  const date = new Date(Date.now() + 13 * 3_600_000);
  date.setUTCDate(date.getUTCDate() + days);
  if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

async function shot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await keepScreenshot(page, `${name}-${width}`, { fullPage: true });
}

async function staffPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, DEMO_STAFF.email, DEMO_STAFF.password);
  return page;
}

async function payWithCard(page: Page, button: RegExp) {
  await page.getByRole('button', { name: button }).click();
  const form = page.getByRole('form', { name: /Pay the/ });
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry (MM/YY)').fill('12 / 34');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Name on card').fill('Aroha Ngata');
  await form.getByRole('button', { name: /^Pay \$/ }).click();
}

test('a custom cake from request with a photo to quote, deposit, balance and the production sheet', async ({
  page,
  browser,
}) => {
  const tag = tagOf();
  const date = dateAhead(45);
  const width = page.viewportSize()!.width;

  await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, { from: '/custom-orders' });
  await page.getByRole('link', { name: 'Request a custom cake' }).first().click();
  await expect(page.getByRole('heading', { name: 'Request a custom cake' })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel('Date needed').fill(date);
  await page.getByLabel('Occasion').selectOption('Wedding');
  await page.getByLabel('Size').selectOption('10');
  await page.getByLabel('Flavours').fill('Cardamom sponge, rose buttercream');
  await page.getByLabel('Design notes').fill(`Three tiers, pressed flowers ${tag}`);
  await page.getByLabel('Message on the cake').fill('Mere & Tama');
  const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#d9a0b0' } })
    .png()
    .toBuffer();
  await page
    .getByLabel('Add reference photos')
    .setInputFiles({ name: 'inspiration.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByRole('img', { name: 'inspiration.png' })).toBeVisible({ timeout: allowing(20_000) });
  await shot(page, 'request');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { name: 'My Custom Cakes' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: tag });
  await expect(card.getByText('Requested')).toBeVisible();

  // Staff quote it on the Commissions screen.
  const staff = await staffPage(browser, width);
  const listed = await staff.request.get('/api/admin/commissions', {
    headers: { authorization: `Bearer ${await accessTokenOf(staff)}` },
  });
  const mine = ((await listed.json()) as { id: string; designNotes: string }[]).find((c) =>
    c.designNotes.includes(tag),
  );
  await staff.goto(`/admin/commissions?id=${mine!.id}`);
  const detail = staff.getByRole('article');
  await expect(detail.getByText(tag)).toBeVisible();
  await detail.getByRole('button', { name: /Decoration/ }).click();
  await detail.getByLabel('Line 2 amount').fill('30.00');
  await shot(staff, 'admin-quote');
  await detail.getByRole('button', { name: 'Send quote' }).click();
  await expect(detail.getByText('Quote ready')).toBeVisible();
  // Staff use tablets too: the screen at the counter's widths.
  for (const tablet of width > 1000 ? [820, 1180] : []) {
    await staff.setViewportSize({ width: tablet, height: 1000 });
    await expect(detail.getByText('Quote ready')).toBeVisible();
    await shot(staff, 'admin-quoted');
  }

  // The customer sees the quote and the schedule, and pays the deposit: $80 base + $30 = $110, deposit $55.
  await page.reload();
  await expect(card.getByText('If you need to cancel')).toBeVisible();
  await expect(card.getByText('Full refund')).toBeVisible();
  await shot(page, 'quote');
  await payWithCard(page, /Accept and pay deposit \$55\.00/);
  await expect(card.getByText('Deposit paid')).toBeVisible({ timeout: allowing(15_000) });
  await payWithCard(page, /Pay balance \$55\.00/);
  await expect(card.getByText('Paid – in the kitchen')).toBeVisible({ timeout: allowing(15_000) });
  await shot(page, 'paid');

  // On the production sheet of its day, with its design notes.
  const sheet = await staff.request.get(`/api/admin/production?date=${date}`, {
    headers: { authorization: `Bearer ${await accessTokenOf(staff)}` },
  });
  expect(sheet.ok()).toBe(true);
  expect(JSON.stringify(await sheet.json())).toContain(tag);
  await staff.context().close();
});

test('a custom cake cancelled after the deposit is refunded as the schedule says', async ({ page, browser }) => {
  const tag = tagOf();
  const width = page.viewportSize()!.width;
  await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, { from: '/account/custom-cakes' });
  await waitForHydration(page);
  const token = await accessTokenOf(page);
  const made = await page.request.post('/api/commissions', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      dateNeeded: dateAhead(10),
      slot: '13:00-15:00',
      occasion: 'Birthday',
      size: 8,
      flavours: 'Chocolate',
      designNotes: `Dinosaurs ${tag}`,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const staff = await staffPage(browser, width);
  const quoted = await staff.request.put(`/api/admin/commissions/${id}/quote`, {
    headers: { authorization: `Bearer ${await accessTokenOf(staff)}` },
    data: { lines: [{ kind: 'base', label: '8 inch', amount: '60.00' }], expectedVersion: 0 },
  });
  expect(quoted.status(), await quoted.text()).toBe(200);
  await staff.context().close();

  await page.reload();
  const card = page.getByRole('listitem').filter({ hasText: tag });
  await payWithCard(page, /Accept and pay deposit \$30\.00/);
  await expect(card.getByText('Deposit paid')).toBeVisible({ timeout: allowing(15_000) });
  await card.getByRole('button', { name: 'Cancel request' }).click();
  const confirm = card.getByRole('alertdialog', { name: 'Cancel this cake?' });
  // 7-13 days before: the shop keeps 10% of $60.00, so $24.00 of the $30.00 deposit comes back.
  await expect(confirm).toContainText('$24.00');
  await shot(page, 'cancel');
  await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(card.getByText(/Refunded \$24\.00 of \$30\.00 paid/)).toBeVisible();
});
