/**
 * The customer's data: the download holds what the shop keeps about them and nobody else's; deleting
 * the account removes the profile and the built-in sign-in (account, sessions, grants, refresh
 * tokens) and keeps the orders for the tax records with the name and contact details replaced.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreAccountDeleted, StoreAccountExport } from '../../../contracts/account-data';
import type { StoreProduct } from '../../../contracts/catalog';
import type { StoreUserProfile } from '../../../contracts/auth';
import type { StoreOrder } from '../../../contracts/checkout';
import {
  auditLog,
  businessSettings,
  cartItems,
  checkouts,
  identityAccounts,
  loyaltyAccounts,
  oidcPayloads,
  orders,
  users,
} from '../../db/schema';
import { hashPassword } from '../../platform/auth/password';
import type { AuthContext } from '../../platform/auth/request-auth';
import {
  addToCart,
  createIntent,
  deliveryAddress,
  newShopper,
  placeOrder,
  type Shopper,
} from '../../test/checkout-helpers';
import { buildIdentityAccount, createProduct } from '../../test/factories';
import { createListeningTestApp, type ListeningTestApp } from '../../test/listening-app';
import { signInWithPassword } from '../../test/oidc-browser';
import { adminClaims, bearer, customerClaims, mintToken } from '../../test/tokens';
import { anonymiseClosedOrdersOfDeletedAccounts } from './account-deletion.repository';
import { createAccountService } from './account.service';
import { createLoyaltyService } from '../loyalty/loyalty.service';
import { createOrdersService } from '../orders/orders.service';

let t: ListeningTestApp;
let issuer: string;
let cake: StoreProduct;

beforeAll(async () => {
  t = await createListeningTestApp({ RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000' });
  issuer = `${t.baseUrl}/oidc`;
  await t.database.db.update(businessSettings).set({ slotCapacity: 1000 });
  cake = await createProduct(t, { name: 'Privacy Test Pistachio Cake', priceCents: 4200 });
});
afterAll(() => t.close());

const PASSWORD = 'privacy-test-password';

/** A built-in account, signed in through the real provider: real session, grant and tokens. */
async function signedInCustomer(name: string) {
  const email = `privacy-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const [account] = await t.database.db
    .insert(identityAccounts)
    .values(buildIdentityAccount({ email, name, passwordHash: await hashPassword(PASSWORD) }))
    .returning();
  const tokens = await signInWithPassword(issuer, t.baseUrl, email, PASSWORD);
  const shopper = await newShopper(t, { sub: account!.id, email, name });
  const signedIn: Shopper = { ...shopper, token: tokens.accessToken, headers: bearer(tokens.accessToken) };
  return { account: account!, email, tokens, shopper: signedIn };
}

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers?: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, payload });

/** Provider rows (sessions, grants, refresh tokens, codes) that name the account. */
async function providerRowsOf(accountId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ kind: oidcPayloads.kind })
    .from(oidcPayloads)
    .where(
      sql`${oidcPayloads.payload}->>'accountId' = ${accountId} or ${oidcPayloads.grantId} in
        (select id from oidc_payloads where kind = 'Grant' and payload->>'accountId' = ${accountId})`,
    );
  return rows.map((r) => r.kind).sort();
}

/** Staff move an order to its last step, as from the admin's Orders screen: a pickup's is 'collected'. */
async function markDelivered(orderId: string, status: 'delivered' | 'collected' = 'delivered') {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${orderId}/status`,
    headers: bearer(await mintToken(t, adminClaims())),
    payload: { status },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function cancelAsStaff(orderId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/cancel`,
    headers: bearer(await mintToken(t, adminClaims())),
    payload: { reason: 'Customer rang to cancel' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('GET /api/auth/user/export', () => {
  it("is a JSON file of the caller's profile, address, orders and points, and nothing of anyone else's", async () => {
    const me = await signedInCustomer('Aroha Te Whata');
    const other = await signedInCustomer('Hemi Walker');
    await call('PUT', '/api/auth/user', me.shopper.headers, { addressLine1: '12 Ponsonby Road', postalCode: '1011' });
    const mine = await placeOrder(t, me.shopper, cake.id, 1, deliveryAddress({ fullName: 'Aroha Te Whata' }));
    const theirs = await placeOrder(t, other.shopper, cake.id, 2, deliveryAddress({ fullName: 'Hemi Walker' }));

    const res = await call('GET', '/api/auth/user/export', me.shopper.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json<StoreAccountExport>();
    expect(data.profile).toMatchObject({ sub: me.account.id, email: me.email, name: 'Aroha Te Whata' });
    expect(data.addresses).toEqual([
      expect.objectContaining({ addressLine1: '12 Ponsonby Road', postalCode: '1011', country: 'New Zealand' }),
    ]);
    expect(data.orders.map((o) => o.id)).toEqual([(mine.order as StoreOrder).id]);
    expect(data.orders[0]).toMatchObject({ customerName: 'Aroha Te Whata', deliverySuburb: 'Ponsonby' });
    expect(data.loyalty).toMatchObject({ totalPoints: 42, totalSpent: (mine.order as StoreOrder).totalAmount });
    expect(data.loyalty!.transactions).toEqual([
      expect.objectContaining({
        type: 'earned',
        points: 42,
        description: `Order #${(mine.order as StoreOrder).orderNumber}`,
      }),
    ]);
    expect(data.signIn).toEqual({ issuer, subject: me.account.id, managedBy: 'shop' });
    expect(data.notifications).toMatchObject({ orderUpdates: true, weeklyDeals: true, smsOrderUpdates: false });
    expect(res.body).not.toContain('Hemi Walker');
    expect(res.body).not.toContain(other.email);
    expect(res.body).not.toContain((theirs.order as StoreOrder).id);
    // Nothing private of the shop's: no payment intent, no password hash.
    expect(res.body).not.toContain('pi_');
    expect(res.body).not.toContain(me.account.passwordHash);
  });

  it('needs a token', async () => {
    expect((await call('GET', '/api/auth/user/export')).statusCode).toBe(401);
  });
});

describe('DELETE /api/auth/user', () => {
  it('removes the profile, points and sign-in account with its sessions, and keeps the order anonymised', async () => {
    const me = await signedInCustomer('Mere Parata');
    const bystander = await signedInCustomer('Tama Ngata');
    const address = deliveryAddress({
      fullName: 'Mere Parata',
      phone: '+64 21 999 0000',
      specialInstructions: 'Gate 4',
    });
    const { order } = (await placeOrder(t, me.shopper, cake.id, 1, address)) as { order: StoreOrder };
    const kept = await placeOrder(t, bystander.shopper, cake.id, 1, deliveryAddress({ fullName: 'Tama Ngata' }));
    // A past order: delivered before the deletion, so nothing of it is still needed.
    await markDelivered(order.id);
    const [profile] = await t.database.db.select().from(users).where(eq(users.subject, me.account.id));
    expect(await providerRowsOf(me.account.id)).toEqual(expect.arrayContaining(['Grant', 'RefreshToken', 'Session']));

    const res = await call('DELETE', '/api/auth/user', me.shopper.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json<StoreAccountDeleted>()).toEqual({
      deleted: true,
      signInAccount: 'deleted',
      ordersKept: 1,
      message:
        'Your account and your sign-in have been deleted. We keep your order for seven years, as tax law requires, with your name and address removed.',
    });

    // The profile and everything that hangs on it are gone; so is the sign-in.
    expect(await t.database.db.select().from(users).where(eq(users.id, profile!.id))).toEqual([]);
    expect(await t.database.db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.userId, profile!.id))).toEqual(
      [],
    );
    expect(await t.database.db.select().from(identityAccounts).where(eq(identityAccounts.id, me.account.id))).toEqual(
      [],
    );
    expect(await providerRowsOf(me.account.id)).toEqual([]);

    // The order stays, for the tax records, without the person.
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      userId: null,
      customerName: 'Deleted customer',
      customerEmail: '',
      deliveryPhone: null,
      deliveryAddress: null,
      deliverySuburb: null,
      deliveryPostalCode: null,
      specialInstructions: null,
      totalCents: Math.round(Number(order.totalAmount) * 100),
      deliveryDate: address.deliveryDate,
    });

    // The old access token no longer brings the profile back, and the sign-in cannot be renewed or repeated.
    const after = await call('GET', '/api/auth/user', me.shopper.headers);
    expect(after.statusCode).toBe(401);
    expect((await call('GET', '/api/orders/me', me.shopper.headers)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/user/export', me.shopper.headers)).statusCode).toBe(401);
    expect(await t.database.db.select().from(users).where(eq(users.subject, me.account.id))).toEqual([]);
    const renew = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: me.tokens.refreshToken!,
        client_id: 'shop-web',
      }),
    });
    expect(renew.status).toBe(400);
    await expect(signInWithPassword(issuer, t.baseUrl, me.email, PASSWORD)).rejects.toThrow();

    // Another customer is untouched.
    const theirs = await call('GET', '/api/orders/me', bystander.shopper.headers);
    expect(theirs.json<StoreOrder[]>()).toEqual([
      expect.objectContaining({ id: (kept.order as StoreOrder).id, customerName: 'Tama Ngata' }),
    ]);
    expect((await call('GET', '/api/auth/user', bystander.shopper.headers)).json()).toMatchObject({
      name: 'Tama Ngata',
    });
    expect(await providerRowsOf(bystander.account.id)).toEqual(expect.arrayContaining(['Grant', 'Session']));
  });

  it('keeps an order still to come intact for the counter and the driver, and anonymises it once it is closed', async () => {
    const me = await signedInCustomer('Ana Tupou');
    const pickup = deliveryAddress({
      fulfilment: 'pickup',
      fullName: 'Ana Tupou',
      email: 'ana@example.co.nz',
      phone: '+64 21 777 1234',
    });
    const delivery = deliveryAddress({
      fullName: 'Ana Tupou',
      email: 'ana@example.co.nz',
      phone: '+64 21 777 1234',
      address: '5 Karangahape Road',
      specialInstructions: 'Ring twice',
    });
    const sunday = ((await placeOrder(t, me.shopper, cake.id, 1, pickup)) as { order: StoreOrder }).order;
    const driven = ((await placeOrder(t, me.shopper, cake.id, 2, delivery)) as { order: StoreOrder }).order;
    const before = { sunday: await orderRow(sunday.id), driven: await orderRow(driven.id) };

    const res = await call('DELETE', '/api/auth/user', me.shopper.headers);
    expect(res.statusCode).toBe(200);
    const result = res.json<StoreAccountDeleted>();
    expect(result).toMatchObject({ deleted: true, ordersKept: 2 });
    expect(result.message).toContain(
      'Your 2 orders still to come keep your name, phone, e-mail and address until each is delivered, collected or cancelled',
    );
    // The account is gone at once.
    expect(await t.database.db.select().from(users).where(eq(users.subject, me.account.id))).toEqual([]);
    expect((await call('GET', '/api/auth/user', me.shopper.headers)).statusCode).toBe(401);

    // What fulfilment needs is all still there, for the counter and the driver.
    const contact = (row: typeof orders.$inferSelect) => ({
      customerName: row.customerName,
      customerEmail: row.customerEmail,
      deliveryPhone: row.deliveryPhone,
      deliveryAddress: row.deliveryAddress,
      deliverySuburb: row.deliverySuburb,
      deliveryPostalCode: row.deliveryPostalCode,
      specialInstructions: row.specialInstructions,
    });
    expect(contact(await orderRow(sunday.id))).toEqual(contact(before.sunday));
    expect(contact(await orderRow(driven.id))).toEqual(contact(before.driven));
    expect(contact(await orderRow(driven.id))).toMatchObject({
      customerName: 'Ana Tupou',
      deliveryPhone: '+64 21 777 1234',
      deliveryAddress: '5 Karangahape Road',
      specialInstructions: 'Ring twice',
    });
    const admin = bearer(await mintToken(t, adminClaims()));
    const atCounter = await call('GET', `/api/admin/orders/${sunday.id}`, admin);
    expect(atCounter.statusCode).toBe(200);
    expect(atCounter.body).toContain('Ana Tupou');
    expect(atCounter.body).toContain('+64 21 777 1234');

    // The sweep leaves open orders alone.
    await anonymiseClosedOrdersOfDeletedAccounts(t.database.db);
    expect(contact(await orderRow(sunday.id))).toEqual(contact(before.sunday));

    // Collected at the counter: the sweep then removes the name and contact details; the other stays.
    await markDelivered(sunday.id, 'collected');
    expect(await anonymiseClosedOrdersOfDeletedAccounts(t.database.db)).toBe(1);
    const anonymised = {
      userId: null,
      customerName: 'Deleted customer',
      customerEmail: '',
      deliveryPhone: null,
      deliveryAddress: null,
      deliverySuburb: null,
      deliveryPostalCode: null,
      specialInstructions: null,
      anonymiseWhenClosed: false,
    };
    expect(await orderRow(sunday.id)).toMatchObject({ ...anonymised, totalCents: before.sunday.totalCents });
    expect(contact(await orderRow(driven.id))).toEqual(contact(before.driven));

    // Cancelled by staff: the same.
    await cancelAsStaff(driven.id);
    expect(await anonymiseClosedOrdersOfDeletedAccounts(t.database.db)).toBe(1);
    expect(await orderRow(driven.id)).toMatchObject({ ...anonymised, totalCents: before.driven.totalCents });
    expect(await anonymiseClosedOrdersOfDeletedAccounts(t.database.db)).toBe(0);
  });

  it("removes the person's settled checkouts and claimed cart lines explicitly, not by a foreign key", async () => {
    const me = await signedInCustomer('Rawiri Kerr');
    const { order } = (await placeOrder(t, me.shopper, cake.id, 1)) as { order: StoreOrder };
    await markDelivered(order.id);
    await addToCart(t, me.shopper, cake.id, 1);
    // Preparing the payment claims the cart lines for this person (no payment yet).
    expect((await createIntent(t, me.shopper)).statusCode).toBe(200);
    const [profile] = await t.database.db.select().from(users).where(eq(users.subject, me.account.id));
    const statuses = await t.database.db
      .select({ status: checkouts.status })
      .from(checkouts)
      .where(eq(checkouts.userId, profile!.id));
    expect(statuses.map((c) => c.status).sort()).toEqual(['fulfilled', 'open']);
    expect((await t.database.db.select().from(cartItems).where(eq(cartItems.userId, profile!.id))).length).toBe(1);

    expect((await call('DELETE', '/api/auth/user', me.shopper.headers)).statusCode).toBe(200);
    // The fulfilled checkout and the cart line are gone; the open one with an intent (a payment may
    // still land on it) is the money path's to settle, so only it may remain.
    const settled = await t.database.db
      .select({ status: checkouts.status })
      .from(checkouts)
      .where(and(eq(checkouts.cartSessionId, me.shopper.sessionId), ne(checkouts.status, 'open')));
    expect(settled).toEqual([]);
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.sessionId, me.shopper.sessionId))).toEqual(
      [],
    );
  });

  it('writes its audit row with the actor (the account itself, no e-mail) and the request id', async () => {
    const me = await signedInCustomer('Kiri Moana');
    const profile = (await call('GET', '/api/auth/user', me.shopper.headers)).json<StoreUserProfile>();
    const res = await call('DELETE', '/api/auth/user', me.shopper.headers);
    expect(res.statusCode).toBe(200);
    const requestId = String(res.headers['x-request-id']);
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.requestId, requestId));
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'account.delete',
        entity: 'user',
        actorUserId: profile.id,
        actorEmail: null,
        requestId,
        details: expect.objectContaining({ by: 'account holder', ordersKept: 0, ordersStillToCome: 0 }),
      }),
    ]);
    // Nothing in it names the person.
    expect(JSON.stringify(rows)).not.toContain(me.email);
    expect(JSON.stringify(rows)).not.toContain(me.account.id);
  });

  it('lets a token issued after the deletion in again (a new sign-up is a new person)', async () => {
    const claims = customerClaims({ name: 'Wiremu Tane' });
    const before = bearer(await mintToken(t, claims));
    expect((await call('DELETE', '/api/auth/user', before)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/user', before)).statusCode).toBe(401);
    // iat is in whole seconds: a token minted a second later is after the deletion.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const fresh = await call('GET', '/api/auth/user', bearer(await mintToken(t, claims)));
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ sub: claims.sub, addressLine1: null });
  });

  it('needs a token', async () => {
    expect((await call('DELETE', '/api/auth/user')).statusCode).toBe(401);
  });
});

describe('deleting with an outside sign-in provider', () => {
  it('removes our data and says the sign-in account is managed elsewhere', async () => {
    const accounts = createAccountService(t.database.db, {
      builtInIssuer: null,
      orders: createOrdersService(t.database.db),
      loyalty: createLoyaltyService(t.database.db, createOrdersService(t.database.db)),
    });
    const subject = `auth0|${Math.random().toString(36).slice(2)}`;
    const auth: AuthContext = {
      issuer: 'https://login.example.com/',
      subject,
      email: 'outside@example.com',
      emailVerified: true,
      name: 'Outside Person',
      isAdmin: false,
      role: null,
      claims: { sub: subject, iat: Math.floor(Date.now() / 1000) },
    };
    const profile = await accounts.profile(auth);
    const accountsBefore = (await t.database.db.select({ id: identityAccounts.id }).from(identityAccounts)).length;
    const result = await accounts.deleteAccount(auth, { requestId: 'outside-provider-test' });
    expect(result).toMatchObject({ deleted: true, signInAccount: 'managed-elsewhere', ordersKept: 0 });
    expect(result.message).toContain('Your sign-in account is managed by your sign-in provider');
    expect(await t.database.db.select().from(users).where(eq(users.id, profile.id))).toEqual([]);
    expect((await t.database.db.select({ id: identityAccounts.id }).from(identityAccounts)).length).toBe(
      accountsBefore,
    );
  });
});
