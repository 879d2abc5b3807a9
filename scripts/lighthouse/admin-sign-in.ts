/**
 * Signs the demo admin in on a Chromium tab the way a person does (e2e/sign-in.ts): /admin's
 * "Log In" button, the built-in sign-in server's form, and back to /admin. The tokens then live in
 * that tab's session storage, so Lighthouse must audit that same tab, without its storage reset.
 */
import type { PuppeteerPage } from './tools';

export const DEMO_ADMIN = { email: 'admin@saffron-sugar.example', password: 'Admin#2026!' };

const hydrated = "document.documentElement.dataset.hydrated === 'true'";
const signedIn = "Object.keys(sessionStorage).some((key) => key.startsWith('oidc.user:'))";

export async function signInAdmin(page: PuppeteerPage, base: string): Promise<void> {
  await page.goto(`${base}/admin`, { waitUntil: 'load' });
  await page.waitForFunction(hydrated, { timeout: 120_000 });
  const logIn = await page.waitForSelector('::-p-aria(Log In[role="button"])', { timeout: 120_000 });
  await logIn!.click();
  await page.waitForSelector('input#email', { timeout: 120_000 });
  await page.type('input#email', DEMO_ADMIN.email);
  await page.type('input#password', DEMO_ADMIN.password);
  const submit = await page.waitForSelector('button[type="submit"]');
  await submit!.click();
  await page.waitForFunction(`location.pathname === '/admin' && ${signedIn}`, { timeout: 120_000 });
  // The admin portal, not the guard's card: the server agreed this account is an admin.
  await page.waitForSelector('::-p-aria(Orders)', { timeout: 120_000 });
}

/** Signed in still (a run that lost the session would measure the guard's card instead). */
export const stillSignedIn = (finalUrl: string) => new URL(finalUrl).pathname.startsWith('/admin');
