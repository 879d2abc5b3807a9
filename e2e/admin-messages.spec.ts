import { expectNoAxeViolations } from './axe';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { allowing } from '../src/test/time-limits';
import { expectToast } from './shop';
import { DEMO_ADMIN, signIn } from './sign-in';

/**
 * The admin's Messages (issue [8 of 11]): a message sent on /contact appears under Messages,
 * unread; marking it handled moves it out of Unread. Other journeys send messages at the same
 * time (they only add unread ones), so the count checked is of handled messages (All − Unread),
 * which only this journey changes; it runs on the desktop project only for that reason.
 */
test.describe.configure({ timeout: allowing(90_000) });

const counts = async (page: Page) => {
  const read = async (name: RegExp) => {
    const text = (await page.getByRole('button', { name }).textContent()) ?? '';
    return Number(/\((\d+)\)/.exec(text)?.[1] ?? NaN);
  };
  return { unread: await read(/^Unread \(\d+\)$/), all: await read(/^All \(\d+\)$/) };
};

test('a contact message appears under Messages, is marked handled, and leaves the unread ones @desktop', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const tag = Math.random().toString(36).slice(2, 8);
  const subject = `Wedding cake ${tag}`;
  const body = `Kia ora!\nCould you make three tiers? <b>${tag}</b>\n\nNgā mihi`;

  // A visitor sends a message on /contact.
  await page.goto('/contact');
  await waitForHydration(page);
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) });
  await form.getByLabel('Name').fill('Messages Journey');
  await form.getByLabel('Email').fill(`messages-${tag}@example.com`);
  await form.getByLabel('Phone').fill('+64 21 555 0101');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill(body);
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).status()).toBe(201);

  // The admin sees it, unread, with its text as written.
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto('/admin/messages');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible({ timeout: allowing(15_000) });
  await page.getByRole('button', { name: /^Unread \(\d+\)$/ }).click();
  const card = page.getByRole('article', { name: new RegExp(subject) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Unread');
  await expect(card).toContainText('Messages Journey');
  await expect(card.getByText(/Could you make three tiers/)).toHaveText(body);
  await expect(page.locator(`b:text("${tag}")`)).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
    'href',
    `mailto:messages-${tag}@example.com?subject=${encodeURIComponent(`Re: ${subject}`)}`,
  );
  await expectNoAxeViolations(page, '', { soft: true });

  // Mark handled: it leaves Unread, and one more message counts as handled.
  const before = await counts(page);
  await card.getByRole('button', { name: 'Mark handled' }).click();
  await expectToast(page, 'Message Handled');
  await expect(card).toBeHidden();
  await expect
    .poll(async () => {
      const now = await counts(page);
      return now.all - now.unread;
    })
    .toBe(before.all - before.unread + 1);
  await page.getByRole('button', { name: /^All \(\d+\)$/ }).click();
  await expect(card).toContainText('Handled');

  // And back to unread.
  await card.getByRole('button', { name: 'Mark unread' }).click();
  await expect(card).toContainText('Unread');
  await expect
    .poll(async () => {
      const now = await counts(page);
      return now.all - now.unread;
    })
    .toBe(before.all - before.unread);
  expect(dialogs).toEqual([]);
});
