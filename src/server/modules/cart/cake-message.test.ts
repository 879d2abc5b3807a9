/** The message on the cake (issue 9, decision 0032): from the cart line to the order and its e-mails. */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreCartLine } from '../../../contracts/cart';
import type { StoreProduct } from '../../../contracts/catalog';
import type { StoreOrder, StorePaymentIntentReply } from '../../../contracts/checkout';
import { businessSettings, cartItems, mailOutbox, orderItems } from '../../db/schema';
import {
  confirmOrder,
  createIntent,
  deliveryAddress,
  newShopper,
  payWithCard,
  placeOrder,
  saveDetails,
} from '../../test/checkout-helpers';
import { createProduct, insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';

let t: TestApp;
let cake: StoreProduct;
let offerCake: StoreProduct;
let sweet: StoreProduct;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_CART_WRITES_PER_MINUTE: '10000',
    RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000',
  });
  await t.database.db.update(businessSettings).set({ slotCapacity: 1000 });
  cake = await createProduct(t, { category: 'cakes', name: 'Test Message Cake', priceCents: 6000 });
  offerCake = await createProduct(t, { category: 'cakes', name: 'Test Offer Cake', priceCents: 8900, featured: true });
  sweet = await createProduct(t, { name: 'Test Baklava Box', priceCents: 3250 });
});
afterAll(() => t.close());

const add = (body: Record<string, unknown>, url = '/api/cart') => t.app.inject({ method: 'POST', url, payload: body });
const put = (sessionId: string, itemId: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/cart/${itemId}`, headers: { 'x-cart-session': sessionId }, payload: body });
const read = (sessionId: string) =>
  t.app.inject({ url: '/api/cart', headers: { 'x-cart-session': sessionId } }).then((r) => r.json<StoreCartLine[]>());
const storedLines = (sessionId: string) =>
  t.database.db.select().from(cartItems).where(eq(cartItems.sessionId, sessionId));

describe('adding a cake with a message', () => {
  it('keeps the message, trimmed, on the line', async () => {
    const sessionId = randomUUID();
    const res = await add({ sessionId, productId: cake.id, quantity: 1, message: '  Happy 30th, Aroha! 🎂  ' });
    expect(res.statusCode).toBe(201);
    const line = res.json<StoreCartLine>();
    expect(line.message).toBe('Happy 30th, Aroha! 🎂');
    expect(line.customization).toBe('Happy 30th, Aroha! 🎂');
    expect((await read(sessionId))[0]!.message).toBe('Happy 30th, Aroha! 🎂');
    // exactly 60 characters is allowed
    const sixty = 'x'.repeat(60);
    const full = await add({ sessionId, productId: cake.id, quantity: 1, size: 'Small (6 inch)', message: sixty });
    expect(full.statusCode).toBe(201);
    expect(full.json<StoreCartLine>().message).toBe(sixty);
  });

  it.each([
    ['61 characters', 'x'.repeat(61), 'message must be at most 60 characters'],
    ['a line break', 'Happy\nbirthday', 'message must be plain text, without control characters'],
    ['a control character', 'Happy\u0007birthday', 'message must be plain text, without control characters'],
    ['a bidi override', 'Happy \u202Eyadhtrib', 'message must be plain text, without control characters'],
    ['a number', 42, 'message must be text'],
  ])('refuses %s with a field error and stores nothing', async (_name, message, error) => {
    const sessionId = randomUUID();
    const res = await add({ sessionId, productId: cake.id, quantity: 1, message });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { message: error } });
    expect(await storedLines(sessionId)).toHaveLength(0);
  });

  it.each(['I <3 you Mum', 'Dad > Golf', '<script>alert(1)</script>'])(
    'takes %j with its angle brackets and keeps it verbatim',
    async (message) => {
      const sessionId = randomUUID();
      const res = await add({ sessionId, productId: cake.id, quantity: 1, message });
      expect(res.statusCode).toBe(201);
      expect(res.json<StoreCartLine>().message).toBe(message);
      expect((await storedLines(sessionId))[0]!.customization).toBe(message);
      expect((await read(sessionId))[0]!.message).toBe(message);
    },
  );

  it('refuses a message for anything that is not a cake, and stores nothing', async () => {
    const sessionId = randomUUID();
    const res = await add({ sessionId, productId: sweet.id, quantity: 1, message: 'Happy birthday' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { message: 'only cakes take a message' } });
    expect(await storedLines(sessionId)).toHaveLength(0);
    // without a message (or with an empty one) the same product is added as before
    const plain = await add({ sessionId, productId: sweet.id, quantity: 1, message: '   ' });
    expect(plain.statusCode).toBe(201);
    expect(plain.json<StoreCartLine>()).toMatchObject({ message: null, customization: null });
  });

  it('never stores a customization the browser sends: only the server writes it', async () => {
    const sessionId = randomUUID();
    const res = await add({
      sessionId,
      productId: sweet.id,
      quantity: 1,
      customization: '<img src=x onerror=alert(1)>',
    });
    expect(res.statusCode).toBe(201);
    expect((await storedLines(sessionId))[0]!.customization).toBeNull();
  });

  it('replaces the line’s message when the same cake is added with a new one, and keeps it otherwise', async () => {
    const sessionId = randomUUID();
    await add({ sessionId, productId: cake.id, quantity: 1, message: 'Happy birthday Mum' });
    const again = (await add({ sessionId, productId: cake.id, quantity: 1 })).json<StoreCartLine>();
    expect(again).toMatchObject({ quantity: 2, message: 'Happy birthday Mum' });
    const changed = (
      await add({ sessionId, productId: cake.id, quantity: 1, message: 'Kia ora Koro' })
    ).json<StoreCartLine>();
    expect(changed).toMatchObject({ id: again.id, quantity: 3, message: 'Kia ora Koro' });
  });

  it('gives the featured offer’s cake a message beside the offer marker, at the offer price', async () => {
    const sessionId = randomUUID();
    const res = await add(
      { sessionId, productId: offerCake.id, quantity: 1, message: 'Congratulations!' },
      '/api/cart/featured',
    );
    expect(res.statusCode).toBe(201);
    const line = res.json<StoreCartLine>();
    expect(line).toMatchObject({ featured: true, message: 'Congratulations!', unitPrice: '71.20' });
    expect(line.customization).toBe('Special Offer - 20% OFF\nCongratulations!');
    // an add without a message keeps it; the marker stays however the line changes
    const again = (
      await add({ sessionId, productId: offerCake.id, quantity: 1 }, '/api/cart/featured')
    ).json<StoreCartLine>();
    expect(again).toMatchObject({ quantity: 2, message: 'Congratulations!' });
    const cleared = await put(sessionId, line.id, { message: null });
    expect(cleared.json()).toMatchObject({ message: null });
    expect((await read(sessionId))[0]).toMatchObject({ customization: 'Special Offer - 20% OFF', message: null });
    // a plain line whose message quotes the marker is neither featured nor cheaper
    const quoted = (
      await add({ sessionId, productId: cake.id, quantity: 1, message: 'Special Offer - 20% OFF' })
    ).json<StoreCartLine>();
    expect(quoted).toMatchObject({ featured: false, unitPrice: '60.00', message: 'Special Offer - 20% OFF' });
  });
});

describe('changing a line’s message in the drawer (PUT /api/cart/{itemId})', () => {
  it('sets, changes and clears the message of a cake line', async () => {
    const sessionId = randomUUID();
    const line = (await add({ sessionId, productId: cake.id, quantity: 2 })).json<StoreCartLine>();
    expect(line.message).toBeNull();
    const set = await put(sessionId, line.id, { message: ' Happy retirement, Sam ' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ id: line.id, quantity: 2, message: 'Happy retirement, Sam' });
    expect((await read(sessionId))[0]!.message).toBe('Happy retirement, Sam');
    // quantity alone leaves the message; both may come together
    expect((await put(sessionId, line.id, { quantity: 3 })).json()).toMatchObject({ message: 'Happy retirement, Sam' });
    expect((await put(sessionId, line.id, { quantity: 1, message: 'Go Sam' })).json()).toEqual({
      id: line.id,
      quantity: 1,
      message: 'Go Sam',
    });
    expect((await put(sessionId, line.id, { message: '' })).json()).toMatchObject({ message: null });
    expect((await storedLines(sessionId))[0]!.customization).toBeNull();
  });

  it('refuses a bad message, or one on a line that is not a cake, and changes nothing', async () => {
    const sessionId = randomUUID();
    const cakeLine = (
      await add({ sessionId, productId: cake.id, quantity: 1, message: 'Original' })
    ).json<StoreCartLine>();
    const sweetLine = (await add({ sessionId, productId: sweet.id, quantity: 1 })).json<StoreCartLine>();
    for (const message of ['y'.repeat(61), 'bell\u0007', 'tab\there']) {
      const res = await put(sessionId, cakeLine.id, { quantity: 5, message });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('message');
    }
    const notCake = await put(sessionId, sweetLine.id, { message: 'Happy birthday' });
    expect(notCake.statusCode).toBe(400);
    expect(notCake.json()).toMatchObject({ fields: { message: 'only cakes take a message' } });
    const lines = await read(sessionId);
    expect(lines.find((l) => l.id === cakeLine.id)).toMatchObject({ quantity: 1, message: 'Original' });
    expect(lines.find((l) => l.id === sweetLine.id)).toMatchObject({ message: null });
    // a body with neither field, and another session's line
    expect((await put(sessionId, cakeLine.id, {})).statusCode).toBe(400);
    expect((await put(randomUUID(), cakeLine.id, { message: 'Mine now' })).statusCode).toBe(404);
  });
});

describe('a cake with a message reaches the order and the e-mails', () => {
  it('takes the message as it is when paid, even when changed after checkout opened', async () => {
    const shopper = await newShopper(t);
    const added = await add({ sessionId: shopper.sessionId, productId: cake.id, quantity: 1, message: 'Old words' });
    const first = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
    await put(shopper.sessionId, added.json<StoreCartLine>().id, { message: 'New words' });
    // The changed message is a new snapshot, with its own payment.
    const second = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    await saveDetails(t, shopper, second.paymentIntentId);
    await payWithCard(t, second);
    const order = (await confirmOrder(t, shopper, second.paymentIntentId)).json<StoreOrder>();
    expect(order.items[0]!.message).toBe('New words');
  });

  it('is on the order item, in the orders list, and in the confirmation and the shop’s notice', async () => {
    const shopper = await newShopper(t);
    await add({ sessionId: shopper.sessionId, productId: cake.id, quantity: 1, message: 'Happy 30th, Aroha!' });
    await add({ sessionId: shopper.sessionId, productId: sweet.id, quantity: 1 });
    // placeOrder adds one more of the same cake, without a message: the line keeps its message
    const { order } = await placeOrder(t, shopper, cake.id, 1);
    const created = order as StoreOrder;
    const cakeItem = created.items.find((i) => i.productName === cake.name)!;
    expect(cakeItem).toMatchObject({ quantity: 2, message: 'Happy 30th, Aroha!' });
    expect(created.items.find((i) => i.productName === sweet.name)!.message).toBeNull();

    const [stored] = await t.database.db
      .select()
      .from(orderItems)
      .where(sql`${orderItems.orderId} = ${created.id} and ${orderItems.productName} = ${cake.name}`);
    expect(stored!.customization).toBe('Happy 30th, Aroha!');

    const listed = (await t.app.inject({ url: '/api/orders/me', headers: shopper.headers })).json<StoreOrder[]>();
    expect(listed[0]!.items.find((i) => i.productName === cake.name)!.message).toBe('Happy 30th, Aroha!');

    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.dedupeKey} like ${`%${created.id}`}`);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.textBody).toContain(`1 × ${sweet.name}`);
      expect(mail.textBody).toContain('Message on the cake: Happy 30th, Aroha!');
      expect(mail.textBody.match(/Message on the cake/g)).toHaveLength(1);
    }
  });

  it('carries a message holding <script> verbatim to the order, the production sheet and the e-mails, which have no HTML part', async () => {
    const script = '<script>alert(1)</script> Dad > Golf';
    const shopper = await newShopper(t);
    await add({ sessionId: shopper.sessionId, productId: cake.id, quantity: 1, message: script });
    const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
    const address = deliveryAddress();
    expect((await saveDetails(t, shopper, intent.paymentIntentId, address)).statusCode).toBe(200);
    expect((await payWithCard(t, intent)).statusCode).toBe(200);
    const order = (await confirmOrder(t, shopper, intent.paymentIntentId, address)).json<StoreOrder>();
    expect(order.items[0]!.message).toBe(script);

    // The production sheet answers JSON: the kitchen's screen shows it as text (orders-components tests).
    const baker = await insertUser(t.database.db, {
      issuer: t.config.oidc.issuer,
      email: 'sheet-baker@example.co.nz',
      emailVerified: true,
    });
    const admin = bearer(await mintToken(t, adminClaims({ sub: baker.subject, email: 'sheet-baker@example.co.nz' })));
    const sheet = await t.app.inject({ url: `/api/admin/production?date=${order.deliveryDate}`, headers: admin });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toContain('application/json');
    expect(JSON.stringify(sheet.json())).toContain(JSON.stringify(script).slice(1, -1));

    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.dedupeKey} like ${`%${order.id}`}`);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      // Plain text only: a mail client has no markup to run, and the words reach the kitchen exactly.
      expect(mail.htmlBody).toBeNull();
      expect(mail.textBody).toContain(`Message on the cake: ${script}`);
    }
  });

  it('carries the featured cake’s message, not the offer marker', async () => {
    const shopper = await newShopper(t);
    await add(
      { sessionId: shopper.sessionId, productId: offerCake.id, quantity: 1, message: 'Welcome home' },
      '/api/cart/featured',
    );
    const intent = (await createIntent(t, shopper)).json<StorePaymentIntentReply>();
    const address = deliveryAddress();
    expect((await saveDetails(t, shopper, intent.paymentIntentId, address)).statusCode).toBe(200);
    expect((await payWithCard(t, intent)).statusCode).toBe(200);
    const res = await confirmOrder(t, shopper, intent.paymentIntentId, address);
    expect(res.statusCode).toBe(200);
    const order = res.json<StoreOrder>();
    expect(order.items).toHaveLength(1);
    expect(order.items[0]!.message).toBe('Welcome home');
    const [notice] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order-notice:${order.id}`));
    expect(notice!.textBody).toContain('Message on the cake: Welcome home');
    expect(notice!.textBody).not.toContain('Message on the cake: Special Offer');
  });
});
