/**
 * The customer's text on "ready to collect" and "out for delivery" (issue 24): through the real
 * `twilio` SDK against a local fake Twilio, as files in DATA_DIR/sms on the embedded default, and
 * retried through the outbox when Twilio is down, without ever holding up the status change.
 */
import { eq, like, sql } from 'drizzle-orm';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationPreferences, orderItems, orders, smsOutbox } from '../../db/schema';
import { allowConsoleError } from '../../../test/fail-on-console-error';
import { createCustomer, insertUser } from '../../test/factories';
import { startFakeTwilio, type FakeTwilio } from '../../test/fake-twilio';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';
import { allowing } from '@/test/time-limits';

async function adminOf(t: TestApp) {
  const user = await insertUser(t.database.db, { issuer: t.config.oidc.issuer, email: 'admin@saffron-sugar.example' });
  return bearer(await mintToken(t, adminClaims({ sub: user.subject, email: 'admin@saffron-sugar.example' })));
}

/** A customer with a phone in the profile, texts switched on or not. */
async function customerWithPhone(t: TestApp, phone: string | null, texts: boolean) {
  const customer = await createCustomer(t, { phone });
  if (texts)
    await t.database.db.insert(notificationPreferences).values({ userId: customer.user.id, smsOrderUpdates: true });
  return customer.user;
}

async function insertOrder(t: TestApp, userId: string | null, fulfilment: 'delivery' | 'pickup') {
  const [order] = await t.database.db
    .insert(orders)
    .values({
      userId,
      fulfilment,
      subtotalCents: 2000,
      totalCents: 2300,
      gstCents: 300,
      customerName: 'Aroha Ngata',
      customerEmail: 'aroha@example.co.nz',
      stripePaymentIntentId: `pi_sms_${randomUUID()}`,
      deliveryDate: '2030-03-15',
      deliveryTime: '11:00-13:00',
      deliveryAddress: fulfilment === 'delivery' ? '5 Karangahape Road' : null,
      deliverySuburb: fulfilment === 'delivery' ? 'Newton' : null,
      deliveryCity: fulfilment === 'delivery' ? 'Auckland' : null,
      deliveryPostalCode: fulfilment === 'delivery' ? '1010' : null,
    })
    .returning();
  await t.database.db.insert(orderItems).values({
    orderId: order!.id,
    productName: 'Pavlova',
    size: 'Standard',
    quantity: 1,
    unitPriceCents: 2000,
    lineTotalCents: 2000,
  });
  return order!;
}

const textsOf = (t: TestApp, orderId: string) =>
  t.database.db
    .select()
    .from(smsOutbox)
    .where(like(smsOutbox.dedupeKey, `order-status-sms:${orderId}:%`));

/**
 * Runs the worker until the order's text has left the outbox as `status` (the worker's own nudge
 * after the change may be the run that sends it: the state is waited for, not a run's count).
 */
async function sendUntil(t: TestApp, orderId: string, status: 'sent' | 'pending') {
  await vi.waitFor(
    async () => {
      await t.app.smsWorker.runOnce();
      const [row] = await textsOf(t, orderId);
      expect(row?.status).toBe(status);
      if (status === 'pending') expect(row!.attempts).toBeGreaterThan(0);
    },
    { timeout: allowing(15_000), interval: 50 },
  );
  return (await textsOf(t, orderId))[0]!;
}

describe('through Twilio (the real SDK against a fake Twilio)', () => {
  let t: TestApp;
  let twilio: FakeTwilio;
  let admin: Record<string, string>;

  beforeAll(async () => {
    twilio = await startFakeTwilio();
    t = await createTestApp({
      TWILIO_ACCOUNT_SID: twilio.accountSid,
      TWILIO_AUTH_TOKEN: twilio.authToken,
      TWILIO_FROM: '+6498765432',
      TWILIO_API_URL: twilio.url,
    });
    admin = await adminOf(t);
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });

  const setStatus = (id: string, status: string) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${id}/status`, headers: admin, payload: { status } });

  it('texts "out for delivery" to the profile number, once, with the account auth', async () => {
    const user = await customerWithPhone(t, '021 555 1234', true);
    const order = await insertOrder(t, user.id, 'delivery');
    expect((await setStatus(order.id, 'outfordelivery')).statusCode).toBe(200);
    const before = twilio.requests.length;
    const row = await sendUntil(t, order.id, 'sent');
    const sent = twilio.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe(`/2010-04-01/Accounts/${twilio.accountSid}/Messages.json`);
    expect(sent[0]!.body.get('To')).toBe('+64215551234');
    expect(sent[0]!.body.get('From')).toBe('+6498765432');
    expect(sent[0]!.body.get('Body')).toContain(`order #${order.orderNumber} is out for delivery`);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.providerId).toMatch(/^SM/);
    // The same status again changes nothing and texts nothing.
    expect((await setStatus(order.id, 'outfordelivery')).statusCode).toBe(200);
    expect(await textsOf(t, order.id)).toHaveLength(1);
  });

  it('keeps the status change when Twilio is down, and the outbox retries the text', async () => {
    allowConsoleError(/text message delivery failed/);
    const user = await customerWithPhone(t, '+64 27 123 4567', true);
    const order = await insertOrder(t, user.id, 'pickup');
    twilio.failNext = 1;
    const res = await setStatus(order.id, 'readyforpickup');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ status: string }>().status).toBe('readyforpickup');
    let row = await sendUntil(t, order.id, 'pending');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toContain('Service unavailable');
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Its next attempt comes due (the worker's back-off, moved forward instead of waited for).
    await t.database.db
      .update(smsOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(smsOutbox.id, row.id));
    row = await sendUntil(t, order.id, 'sent');
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(twilio.requests.at(-1)!.body.get('Body')).toContain('is ready to collect from');
  });

  it('texts nobody who did not switch texts on, has no usable number, or for other statuses', async () => {
    const quiet = await customerWithPhone(t, '021 555 1234', false);
    const noNumber = await customerWithPhone(t, null, false);
    await t.database.db.insert(notificationPreferences).values({ userId: noNumber.id, smsOrderUpdates: true });
    const texting = await customerWithPhone(t, '021 555 9999', true);
    const a = await insertOrder(t, quiet.id, 'delivery');
    const b = await insertOrder(t, noNumber.id, 'delivery');
    const c = await insertOrder(t, texting.id, 'delivery');
    const guest = await insertOrder(t, null, 'pickup');
    for (const id of [a.id, b.id]) expect((await setStatus(id, 'outfordelivery')).statusCode).toBe(200);
    expect((await setStatus(c.id, 'inprogress')).statusCode).toBe(200);
    expect((await setStatus(c.id, 'delivered')).statusCode).toBe(200);
    expect((await setStatus(guest.id, 'readyforpickup')).statusCode).toBe(200);
    for (const id of [a.id, b.id, c.id, guest.id]) expect(await textsOf(t, id)).toHaveLength(0);
  });
});

describe('the embedded default: files in DATA_DIR/sms', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sms-'));
    t = await createTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes each text as a JSON file', async () => {
    const admin = await adminOf(t);
    const user = await customerWithPhone(t, '09 123 4567', true);
    const order = await insertOrder(t, user.id, 'pickup');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.id}/status`,
      headers: admin,
      payload: { status: 'readyforpickup' },
    });
    expect(res.statusCode).toBe(200);
    await sendUntil(t, order.id, 'sent');
    const files = readdirSync(path.join(dataDir, 'sms'));
    expect(files).toHaveLength(1);
    const text = JSON.parse(readFileSync(path.join(dataDir, 'sms', files[0]!), 'utf8')) as Record<string, string>;
    expect(text.to).toBe('+6491234567');
    expect(text.body).toMatch(
      new RegExp(`^Saffron & Sugar.*: your order #${order.orderNumber} is ready to collect from .*Queen Street`),
    );
  });
});
