import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreUserProfile } from '../../../contracts/auth';
import { DEMO_ACCOUNTS } from '../../db/seed/demo';
import { identityAccounts, mailOutbox } from '../../db/schema';
import { createListeningTestApp, type ListeningTestApp } from '../../test/listening-app';
import { CookieBrowser, exchangeCode, signInWithPassword, startSignIn } from '../../test/oidc-browser';

let t: ListeningTestApp;
let issuer: string;
const customer = DEMO_ACCOUNTS[0]!;
const admin = DEMO_ACCOUNTS[1]!;

beforeAll(async () => {
  t = await createListeningTestApp();
  issuer = `${t.baseUrl}/oidc`;
});
afterAll(() => t.close());

const profile = (token: string) =>
  fetch(`${t.baseUrl}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });

/** The e-mails the outbox delivered to files, newest last. */
async function deliveredMail(): Promise<{ to: string; subject: string; text: string }[]> {
  await t.app.mailWorker.runOnce();
  const dir = path.join(t.dataDir, 'mail');
  return readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
}

describe('the built-in OpenID provider', () => {
  it('publishes discovery and keys', async () => {
    const discovery = await (await fetch(`${issuer}/.well-known/openid-configuration`)).json();
    expect(discovery.issuer).toBe(issuer);
    expect(discovery.code_challenge_methods_supported).toContain('S256');
    const jwks = await (await fetch(discovery.jwks_uri)).json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    expect(jwks.keys[0].d).toBeUndefined();
  });

  it('signs in with code + PKCE and issues a JWT access token for the API with roles and e-mail', async () => {
    const tokens = await signInWithPassword(issuer, t.baseUrl, admin.email, admin.password);
    const [header, payload] = tokens.accessToken
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header.alg).toBe('RS256');
    expect(payload).toMatchObject({
      iss: issuer,
      aud: t.config.oidc.audience,
      email: admin.email,
      email_verified: true,
      roles: ['admin'],
    });
    const me = await profile(tokens.accessToken);
    expect(me.status).toBe(200);
    expect(((await me.json()) as StoreUserProfile).isAdmin).toBe(true);
    expect(tokens.refreshToken).toBeTruthy();
  });

  it('renews with the refresh token', async () => {
    const tokens = await signInWithPassword(issuer, t.baseUrl, customer.email, customer.password);
    const response = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refreshToken!,
        client_id: 'shop-web',
      }),
    });
    expect(response.status).toBe(200);
    const renewed = (await response.json()) as { access_token: string };
    const me = await profile(renewed.access_token);
    expect(me.status).toBe(200);
    expect(((await me.json()) as StoreUserProfile).isAdmin).toBe(false);
  });

  it('refuses a code exchange without the PKCE verifier', async () => {
    const browser = new CookieBrowser();
    const start = await startSignIn(browser, issuer, t.baseUrl);
    const done = await browser.postForm(
      `${start.url}/login`,
      { email: customer.email, password: customer.password },
      `${t.baseUrl}/auth/callback`,
    );
    await expect(
      exchangeCode(browser, issuer, done.url, 'wrong-verifier-wrong-verifier-wrong-verifier', t.baseUrl),
    ).rejects.toThrow(/invalid_grant/);
  });

  it('shows a labelled sign-in page and says when the password is wrong', async () => {
    const browser = new CookieBrowser();
    const start = await startSignIn(browser, issuer, t.baseUrl);
    const page = await start.response.text();
    expect(page).toMatch(/<label[^>]*for="email"[^>]*>\s*Email/);
    expect(page).toMatch(/<label[^>]*for="password"[^>]*>\s*Password/);
    expect(page).toContain('Sign in</button>');
    expect(start.response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const wrong = await browser.postForm(`${start.url}/login`, { email: customer.email, password: 'not-my-password' });
    expect(wrong.response.status).toBe(401);
    expect(await wrong.response.text()).toContain('Incorrect email or password.');
  });
});

describe('creating an account', () => {
  it('signs up, is asked to confirm, signs in unconfirmed, confirms through the e-mailed link, and gets no admin rights before that', async () => {
    const browser = new CookieBrowser();
    const start = await startSignIn(browser, issuer, t.baseUrl);
    // An ADMIN_EMAILS address: unconfirmed, it must not make anyone an admin.
    const email = 'admin@saffron-sugar.example'.replace('admin', 'admin+new');
    const signUp = await browser.postForm(`${start.url}/signup`, { name: 'Nikau Brown', email, password: 'short' });
    expect(signUp.response.status).toBe(400);
    expect(await signUp.response.text()).toContain('Use at least 10 characters.');

    // Signing up signs nobody in: it asks to open the e-mailed link, then to sign in.
    const created = await browser.postForm(`${start.url}/signup`, {
      name: 'Nikau Brown',
      email,
      password: 'long-enough-password',
    });
    expect(created.response.status).toBe(200);
    expect(await created.response.text()).toContain('Check your e-mail');
    const done = await browser.postForm(
      `${start.url}/login`,
      { email, password: 'long-enough-password' },
      `${t.baseUrl}/auth/callback`,
    );
    expect(done.url).toContain('/auth/callback?code=');
    const tokens = await exchangeCode(browser, issuer, done.url, start.verifier, t.baseUrl);
    const before = (await (await profile(tokens.accessToken)).json()) as StoreUserProfile;
    expect(before).toMatchObject({ email, emailVerified: false, isAdmin: false, firstName: 'Nikau' });

    const mail = (await deliveredMail()).filter((m) => m.to === email);
    expect(mail).toHaveLength(1);
    const link = /https?:\/\/\S+verify-email\?token=\S+/.exec(mail[0]!.text)![0];
    const confirmed = await fetch(link);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('E-mail confirmed');
    expect((await fetch(link)).status).toBe(400); // links work once

    const again = await signInWithPassword(issuer, t.baseUrl, email, 'long-enough-password');
    expect(((await (await profile(again.accessToken)).json()) as StoreUserProfile).emailVerified).toBe(true);
  });
});

describe('forgotten passwords', () => {
  it('e-mails a one-time link that sets a new password', async () => {
    const email = 'forgetful@example.com';
    const { hashPassword } = await import('../../platform/auth/password');
    await t.database.db
      .insert(identityAccounts)
      .values({ email, name: 'Forgetful', passwordHash: await hashPassword('old-password-123'), emailVerified: true });

    const sent = await fetch(`${t.baseUrl}/identity/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email }),
    });
    expect(sent.status).toBe(200);
    // Unknown addresses get the same answer (sign-in-enumeration.test.ts checks it in full).
    const unknown = await fetch(`${t.baseUrl}/identity/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'nobody@example.com' }),
    });
    const withoutNonce = (html: string) => html.replace(/nonce(-|=")[^'"]+/g, '');
    expect(unknown.status).toBe(200);
    expect(withoutNonce(await unknown.text())).toBe(withoutNonce(await sent.text()));
    const mails = (await deliveredMail()).filter((m) => m.to === email);
    expect(mails).toHaveLength(1);
    const token = /reset-password\?token=([\w-]+)/.exec(mails[0]!.text)![1]!;

    const form = await fetch(`${t.baseUrl}/identity/reset-password?token=${token}`);
    expect(form.status).toBe(200);
    const weak = await fetch(`${t.baseUrl}/identity/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, password: 'short' }),
    });
    expect(weak.status).toBe(400);
    const reset = await fetch(`${t.baseUrl}/identity/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, password: 'brand-new-password' }),
    });
    expect(reset.status).toBe(200);
    expect((await fetch(`${t.baseUrl}/identity/reset-password?token=${token}`)).status).toBe(400);
    await expect(signInWithPassword(issuer, t.baseUrl, email, 'old-password-123')).rejects.toThrow();
    const tokens = await signInWithPassword(issuer, t.baseUrl, email, 'brand-new-password');
    expect((await profile(tokens.accessToken)).status).toBe(200);
  });
});

describe('one e-mail per event', () => {
  it('keeps the outbox free of duplicates and sends each once', async () => {
    const { enqueueMail } = await import('../../platform/mail/outbox');
    const mail = { dedupeKey: 'test:once', to: 'once@example.com', subject: 'Once', text: 'Only once' };
    await enqueueMail(t.database.db, mail);
    await enqueueMail(t.database.db, mail);
    const delivered = (await deliveredMail()).filter((m) => m.to === 'once@example.com');
    expect(delivered).toHaveLength(1);
    expect((await deliveredMail()).filter((m) => m.to === 'once@example.com')).toHaveLength(1);
    const [row] = await t.database.db
      .select({ pending: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'));
    expect(row!.pending).toBe(0);
  });
});
