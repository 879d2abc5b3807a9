/**
 * The built-in sign-in never tells whether an e-mail has an account (docs/decisions/0034): wrong
 * passwords pause an (e-mail, address) pair whether the account exists or not, the owner can still
 * sign in from elsewhere, sign-up and reset answer the same for known and unknown addresses, and
 * both send an e-mail either way.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityAccounts, oidcPayloads } from '../../db/schema';
import { hashPassword } from '../../platform/auth/password';
import { createListeningTestApp, type ListeningTestApp } from '../../test/listening-app';
import { CookieBrowser, exchangeCode, startSignIn } from '../../test/oidc-browser';
import { LOCK_AFTER_FAILURES } from './identity.service';

let t: ListeningTestApp;
let issuer: string;

beforeAll(async () => {
  // The per-address rate limit is not under test here: every request comes from loopback.
  t = await createListeningTestApp({ RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000' });
  issuer = `${t.baseUrl}/oidc`;
});
afterAll(() => t.close());

async function addAccount(email: string, password: string) {
  await t.database.db
    .insert(identityAccounts)
    .values({ email, name: 'Known Person', passwordHash: await hashPassword(password), emailVerified: true });
}

/** What an answer shows, with the page's nonce and the e-mail it echoes taken out. */
async function shown(response: Response, email: string) {
  const body = (await response.text()).replace(/nonce(-|=")[^'"]+/g, 'nonce').replaceAll(email, 'EMAIL');
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    location: response.headers.get('location'),
    body,
  };
}

async function deliveredMail(): Promise<{ to: string; subject: string; text: string }[]> {
  await t.app.mailWorker.runOnce();
  const dir = path.join(t.dataDir, 'mail');
  return readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
}

const post = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });

describe('wrong passwords', () => {
  it('pause a known and an unknown e-mail alike, only from the address that tried', async () => {
    const known = 'known-lock@example.com';
    const unknown = 'unknown-lock@example.com';
    await addAccount(known, 'right-password-1');

    const attacker = new CookieBrowser();
    const start = await startSignIn(attacker, issuer, t.baseUrl);
    for (let i = 0; i < LOCK_AFTER_FAILURES; i += 1) {
      const a = await attacker.postForm(`${start.url}/login`, { email: known, password: `wrong-${i}-password` });
      const b = await attacker.postForm(`${start.url}/login`, { email: unknown, password: `wrong-${i}-password` });
      expect(a.response.status).toBe(401);
      expect(await shown(a.response, known)).toEqual(await shown(b.response, unknown));
    }
    // Paused for this address: the right password too, and the unknown e-mail just the same.
    const pausedKnown = await attacker.postForm(`${start.url}/login`, { email: known, password: 'right-password-1' });
    const pausedUnknown = await attacker.postForm(`${start.url}/login`, {
      email: unknown,
      password: 'anything-at-all',
    });
    expect(pausedKnown.response.status).toBe(429);
    const answer = await shown(pausedKnown.response, known);
    expect(answer.body).toMatch(/paused/);
    expect(answer).toEqual(await shown(pausedUnknown.response, unknown));

    // The owner, from another address, signs in with the right password.
    const owner = new CookieBrowser({ localAddress: '127.0.0.2' });
    const ownerStart = await startSignIn(owner, issuer, t.baseUrl);
    const done = await owner.postForm(
      `${ownerStart.url}/login`,
      { email: known, password: 'right-password-1' },
      `${t.baseUrl}/auth/callback`,
    );
    expect(done.url).toContain('/auth/callback?code=');
    const tokens = await exchangeCode(owner, issuer, done.url, ownerStart.verifier, t.baseUrl);
    expect(tokens.accessToken).toBeTruthy();
    // Nothing was held against the account itself.
    const [row] = await t.database.db.select().from(identityAccounts).where(eq(identityAccounts.email, known));
    expect(row!.lockedUntil).toBeNull();

    // The counters hold neither e-mails nor addresses in clear.
    const counters = await t.database.db.select().from(oidcPayloads).where(eq(oidcPayloads.kind, 'SignInThrottle'));
    expect(counters.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(counters)).not.toMatch(/example\.com|127\.0\.0/);
  });

  it('are forgotten after a right password, so a typo now and then never pauses anyone', async () => {
    const email = 'typo@example.com';
    await addAccount(email, 'right-password-2');
    // An old counter, long expired: removed when the next wrong password is counted.
    await t.database.db.insert(oidcPayloads).values({
      kind: 'SignInThrottle',
      id: 'expired-counter',
      payload: { failures: 9 },
      expiresAt: new Date(Date.now() - 60_000),
    });
    const browser = new CookieBrowser();
    const start = await startSignIn(browser, issuer, t.baseUrl);
    for (let i = 0; i < LOCK_AFTER_FAILURES - 1; i += 1) {
      expect((await browser.postForm(`${start.url}/login`, { email, password: 'typo-password' })).response.status).toBe(
        401,
      );
    }
    const right = await browser.postForm(
      `${start.url}/login`,
      { email, password: 'right-password-2' },
      `${t.baseUrl}/auth/callback`,
    );
    expect(right.url).toContain('/auth/callback?code=');
    const again = new CookieBrowser();
    const next = await startSignIn(again, issuer, t.baseUrl);
    expect((await again.postForm(`${next.url}/login`, { email, password: 'typo-password' })).response.status).toBe(401);
    const old = await t.database.db.select().from(oidcPayloads).where(eq(oidcPayloads.id, 'expired-counter'));
    expect(old).toEqual([]);
  });
});

describe('sign-up', () => {
  it('answers a new and a known e-mail alike, signs nobody in, and e-mails both', async () => {
    const known = 'known-signup@example.com';
    await addAccount(known, 'known-password-1');
    const fresh = 'fresh-signup@example.com';

    const browser = new CookieBrowser();
    const start = await startSignIn(browser, issuer, t.baseUrl);
    const created = await browser.postForm(`${start.url}/signup`, {
      name: 'Fresh Person',
      email: fresh,
      password: 'fresh-password-1',
    });
    const taken = await browser.postForm(`${start.url}/signup`, {
      name: 'Fresh Person',
      email: known,
      password: 'other-password-1',
    });
    expect(created.response.status).toBe(200);
    const answer = await shown(created.response, fresh);
    expect(answer.body).toContain('Check your e-mail');
    expect(answer).toEqual(await shown(taken.response, known));

    // The known account is untouched: its own password still works, the one sent at sign-up does not.
    const check = new CookieBrowser();
    const checkStart = await startSignIn(check, issuer, t.baseUrl);
    expect(
      (await check.postForm(`${checkStart.url}/login`, { email: known, password: 'other-password-1' })).response.status,
    ).toBe(401);
    const own = await check.postForm(
      `${checkStart.url}/login`,
      { email: known, password: 'known-password-1' },
      `${t.baseUrl}/auth/callback`,
    );
    expect(own.url).toContain('/auth/callback?code=');

    // Signing up the new e-mail a second time: its owner is told they already have an account.
    const twice = await browser.postForm(`${start.url}/signup`, {
      name: 'Fresh Person',
      email: fresh,
      password: 'fresh-password-2',
    });
    expect(await shown(twice.response, fresh)).toEqual(answer);

    const mail = await deliveredMail();
    const toFresh = mail.filter((m) => m.to === fresh);
    expect(toFresh).toHaveLength(2);
    expect(toFresh[0]!.text).toMatch(/verify-email\?token=/);
    expect(toFresh[1]!.subject).toMatch(/already have/);
    expect(toFresh[1]!.text).toMatch(/forgot-password/);
    const toKnown = mail.filter((m) => m.to === known);
    expect(toKnown).toHaveLength(1);
    expect(toKnown[0]!.subject).toMatch(/already have/);
    expect(toKnown[0]!.text).not.toMatch(/token=/);
  });
});

describe('password reset requests', () => {
  it('answer a known and an unknown e-mail alike and e-mail both, only the owner with a link', async () => {
    const known = 'known-reset@example.com';
    const unknown = 'unknown-reset@example.com';
    await addAccount(known, 'known-password-2');
    const forKnown = await post(`${t.baseUrl}/identity/forgot-password`, { email: known });
    const forUnknown = await post(`${t.baseUrl}/identity/forgot-password`, { email: unknown });
    expect(forKnown.status).toBe(200);
    expect(await shown(forKnown, known)).toEqual(await shown(forUnknown, unknown));

    const mail = await deliveredMail();
    const toKnown = mail.filter((m) => m.to === known);
    const toUnknown = mail.filter((m) => m.to === unknown);
    expect(toKnown).toHaveLength(1);
    expect(toKnown[0]!.text).toMatch(/reset-password\?token=/);
    expect(toUnknown).toHaveLength(1);
    expect(toUnknown[0]!.subject).toBe(toKnown[0]!.subject);
    expect(toUnknown[0]!.text).toMatch(/no account/);
    expect(toUnknown[0]!.text).not.toMatch(/token=/);
  });

  it('lifts the pauses of the address once its owner has set a new password', async () => {
    const email = 'paused-then-reset@example.com';
    await addAccount(email, 'old-password-12');
    const browser = new CookieBrowser();
    const start = await startSignIn(browser, issuer, t.baseUrl);
    for (let i = 0; i < LOCK_AFTER_FAILURES; i += 1) {
      await browser.postForm(`${start.url}/login`, { email, password: 'wrong-password' });
    }
    expect((await browser.postForm(`${start.url}/login`, { email, password: 'old-password-12' })).response.status).toBe(
      429,
    );
    await post(`${t.baseUrl}/identity/forgot-password`, { email });
    const link = (await deliveredMail()).find((m) => m.to === email)!;
    const token = /reset-password\?token=([\w-]+)/.exec(link.text)![1]!;
    expect((await post(`${t.baseUrl}/identity/reset-password`, { token, password: 'new-password-12' })).status).toBe(
      200,
    );
    const done = await browser.postForm(
      `${start.url}/login`,
      { email, password: 'new-password-12' },
      `${t.baseUrl}/auth/callback`,
    );
    expect(done.url).toContain('/auth/callback?code=');
  });
});
