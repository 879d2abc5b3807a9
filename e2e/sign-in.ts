/**
 * Signing in: through the real pages (the shop's Login button, the built-in sign-in server's form,
 * and the way back to the shop) where signing in is the subject, else from the provider's session
 * opened over HTTP (`signIn`). Tokens live in the tab's session storage, so a page that signed in
 * stays signed in across `page.goto` in the same test; other pages of the same browser context sign
 * in silently from the sign-in server's session (e2e/sign-in-tabs.spec.ts).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { mailDir } from './data-dir';
import { expect, waitForHydration } from './fixtures';
import { allowing } from '../src/test/time-limits';

/** The demo accounts the seed creates (README, "Demo data"). */
export const DEMO_CUSTOMER = {
  email: 'customer@saffron-sugar.example',
  password: 'Customer#2026',
  name: 'Aroha Customer',
};
export const DEMO_ADMIN = { email: 'admin@saffron-sugar.example', password: 'Admin#2026!', name: 'Sam Admin' };
/** A member of staff who is not an owner (decision 0195). */
export const DEMO_STAFF = { email: 'staff@saffron-sugar.example', password: 'Staff#2026!', name: 'Tama Staff' };

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
  await expect(page).not.toHaveURL(/\/(identity|oidc)\/|\/auth\/callback/, { timeout: allowing(15_000) });
  await expect
    .poll(() => page.evaluate(() => Object.keys(sessionStorage).some((key) => key.startsWith('oidc.user:'))))
    .toBe(true);
  await waitForHydration(page);
}

/**
 * Signs in as a user through the real pages, starting from `from` (the home page by default):
 * Login, the sign-in form, and back to where the visitor was. For the journeys whose subject is
 * signing in itself (e2e/sign-in.spec.ts, e2e/sign-in-tabs.spec.ts).
 */
export async function signInThroughPages(
  page: Page,
  email: string,
  password: string,
  { from = '/' } = {},
): Promise<void> {
  await page.goto(from);
  await waitForHydration(page);
  await clickLogin(page);
  await submitSignInForm(page, email, password);
}

/** Each sign-in's own marker, so its hint is set once and a later log-out is not undone. */
let signIns = 0;

/**
 * Signs in as a user for a journey about something else, without the two page loads and the typing
 * of the sign-in pages (decision 0225): the browser context's own request client (its cookies are
 * the pages' cookies) posts the built-in sign-in form, which opens the provider's session; the
 * shop's "signed in before" hint is set once; then `from` opens and the shop signs in silently from
 * that session, as a restarted browser does (e2e/sign-in-tabs.spec.ts).
 */
export async function signIn(page: Page, email: string, password: string, { from = '/' } = {}): Promise<void> {
  const request = page.context().request;
  const { oidc, publicUrl } = await publicConfig(request);
  const origin = new URL(publicUrl).origin;
  const authorize = new URL(`${oidc.authority}/auth`);
  authorize.search = new URLSearchParams({
    client_id: oidc.clientId,
    response_type: 'code',
    redirect_uri: `${origin}/auth/callback`,
    scope: oidc.scope,
    // The code is never exchanged (the page signs in silently), but the provider asks for PKCE.
    code_challenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
    code_challenge_method: 'S256',
    state: `e2e-${Date.now()}`,
  }).toString();
  // Lands on the sign-in page (/identity/interaction/<uid>) of a new sign-in.
  const signInPage = await request.get(authorize.toString());
  expect(signInPage.url(), 'the sign-in page').toMatch(/\/identity\/interaction\/[^/]+$/);
  // The form's answer passes through the provider back to /auth/callback; the session is what counts.
  const answer = await request.post(`${signInPage.url()}/login`, { form: { email, password } });
  expect(new URL(answer.url()).pathname, `signed in as ${email}`).toBe('/auth/callback');
  signIns += 1;
  await page.context().addInitScript(
    ({ marker, shop }) => {
      if (window.location.origin !== shop) return; // about:blank and other frames have no shop storage
      if (window.localStorage.getItem(marker)) return;
      window.localStorage.setItem(marker, '1');
      window.localStorage.setItem('auth.signed-in', '1');
    },
    { marker: `e2e.sign-in.${signIns}`, shop: origin },
  );
  await page.goto(from);
  await waitUntilSignedIn(page);
}

interface PublicConfig {
  publicUrl: string;
  oidc: { authority: string; clientId: string; scope: string };
}

/** The shop's public configuration, which the server renders into every page's state block. */
async function publicConfig(request: APIRequestContext): Promise<PublicConfig> {
  const html = await (await request.get('/')).text();
  const state = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/s.exec(html);
  expect(state, 'the home page carries its state block').not.toBeNull();
  return (JSON.parse(state![1]!) as { publicConfig: PublicConfig }).publicConfig;
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
  await page.waitForURL((url) => url.pathname === '/', { timeout: allowing(15_000) });
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
        const names = await readdir(mailDir()).catch(() => [] as string[]);
        for (const name of names.filter((n) => n.endsWith('.json'))) {
          const mail = JSON.parse(await readFile(path.join(mailDir(), name), 'utf8')) as SentMail;
          if (mail.to === to && subject.test(mail.subject)) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: allowing(15_000), message: `an e-mail to ${to} in ${mailDir()}` },
    )
    .toBe(true);
  return found!;
}

/** An e-mail address no earlier run has used (the data folder may be reused between runs). */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The demo admin's bearer header, signed in from a browser context of its own (the test's page stays as it is). */
export async function adminHeaders(browser: Browser, baseURL: string | undefined): Promise<Record<string, string>> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const token = await accessTokenOf(page);
  await context.close();
  return { authorization: `Bearer ${token}` };
}
