/**
 * Signing in through the real pages: the shop's Login button, the built-in sign-in server's form,
 * and the way back to the shop. Tokens live in the tab's session storage, so a page that signed in
 * stays signed in across `page.goto` in the same test; other pages of the same browser context sign
 * in silently from the sign-in server's session (e2e/sign-in-tabs.spec.ts).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { MAIL_DIR } from './data-dir';
import { expect, waitForHydration } from './fixtures';

/** The demo accounts the seed creates (README, "Demo data"). */
export const DEMO_CUSTOMER = {
  email: 'customer@saffron-sugar.example',
  password: 'Customer#2026',
  name: 'Aroha Customer',
};
export const DEMO_ADMIN = { email: 'admin@saffron-sugar.example', password: 'Admin#2026!', name: 'Sam Admin' };

/** Below the `lg` breakpoint the header's links, Login and account menu live in the menu sheet. */
export function usesMobileMenu(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1024;
}

/** Opens the phone menu when the header keeps its account controls there; returns where to look. */
async function accountArea(page: Page): Promise<Locator> {
  if (!usesMobileMenu(page)) return page.getByRole('banner');
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Clicks the shop's Login button (header on desktop, menu on phones) and waits for the sign-in page. */
export async function clickLogin(page: Page): Promise<void> {
  const area = await accountArea(page);
  await area.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/identity\/interaction\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
}

/** Fills the built-in sign-in form and waits until the shop has finished signing in. */
export async function submitSignInForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await waitUntilSignedIn(page);
}

/** Back from the sign-in server: the callback page has stored the user and moved on. */
export async function waitUntilSignedIn(page: Page): Promise<void> {
  await expect(page).not.toHaveURL(/\/(identity|oidc)\/|\/auth\/callback/, { timeout: 15_000 });
  await expect
    .poll(() => page.evaluate(() => Object.keys(sessionStorage).some((key) => key.startsWith('oidc.user:'))))
    .toBe(true);
  await waitForHydration(page);
}

/**
 * Signs in as a user through the real pages, starting from `from` (the home page by default):
 * Login, the sign-in form, and back to where the visitor was.
 */
export async function signIn(page: Page, email: string, password: string, { from = '/' } = {}): Promise<void> {
  await page.goto(from);
  await waitForHydration(page);
  await clickLogin(page);
  await submitSignInForm(page, email, password);
}

/** The access token of whoever is signed in on this page (the shop keeps it in the tab's session storage). */
export async function accessTokenOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    return (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
  });
}

/** The avatar button of the account menu (opening the phone menu first when needed). */
export async function accountMenuButton(page: Page, name: string): Promise<Locator> {
  const area = await accountArea(page);
  return area.getByRole('button', { name: `Account menu for ${name}` });
}

/** Logs out from the account menu and waits until the shop is back, signed out. */
export async function logOut(page: Page, name: string): Promise<void> {
  await (await accountMenuButton(page, name)).click();
  // The shop forgets the user at once, then passes through the sign-in server's logout page.
  const leaving = page.waitForURL(/\/oidc\//, { waitUntil: 'commit' });
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await leaving;
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
  await waitForHydration(page);
  const area = await accountArea(page);
  await expect(area.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
}

export interface SentMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The e-mail the shop delivered to `to` (the embedded transport writes one JSON file per e-mail
 * into the data folder's `mail/`); polls up to 15 s, since the mail worker sends in the background.
 */
export async function waitForMail(to: string, subject: RegExp = /./): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(
      async () => {
        const names = await readdir(MAIL_DIR).catch(() => [] as string[]);
        for (const name of names.filter((n) => n.endsWith('.json'))) {
          const mail = JSON.parse(await readFile(path.join(MAIL_DIR, name), 'utf8')) as SentMail;
          if (mail.to === to && subject.test(mail.subject)) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, message: `an e-mail to ${to} in ${MAIL_DIR}` },
    )
    .toBe(true);
  return found!;
}

/** An e-mail address no earlier run has used (the data folder may be reused between runs). */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
