/** The admin's Messages: list, unread count, mark handled (audited), and the shop's e-mail notice. */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminContactMessage } from '../../../contracts/admin-messages';
import { auditLog, businessSettings, contactMessages, mailOutbox } from '../../db/schema';
import { insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, customerClaims, mintToken } from '../../test/tokens';

let t: TestApp;
let admin: Record<string, string>;
let adminUserId: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_CONTACT_PER_MINUTE: '1000' });
  const claims = adminClaims();
  const user = await insertUser(t.database.db, {
    issuer: t.config.oidc.issuer,
    subject: claims.sub!,
    email: claims.email!,
  });
  adminUserId = user.id;
  admin = bearer(await mintToken(t, claims));
});
afterAll(() => t.close());

const contact = (payload: object) => t.app.inject({ method: 'POST', url: '/api/contact', payload });
const list = async () =>
  (await t.app.inject({ url: '/api/admin/messages', headers: admin })).json<AdminContactMessage[]>();
const unread = async () =>
  (await t.app.inject({ url: '/api/admin/messages/unread-count', headers: admin })).json<{ count: number }>().count;
const mark = (id: string, handled: unknown, headers = admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/messages/${id}`, headers, payload: { handled } });
const noticesFor = (id: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, `contact-message:${id}`));

const message = (over: Record<string, unknown> = {}) => ({
  name: 'Aroha Ngata',
  email: 'aroha@example.co.nz',
  phone: '021 123 4567',
  subject: 'Wedding cake',
  message: 'Kia ora!\nCould you do three tiers?\n\nNgā mihi',
  ...over,
});

async function sendAndFind(over: Record<string, unknown> = {}): Promise<AdminContactMessage> {
  const res = await contact(message(over));
  expect(res.statusCode).toBe(201);
  return (await list())[0]!;
}

describe('GET /api/admin/messages', () => {
  it('lists messages newest first with every field, line breaks kept', async () => {
    const first = await sendAndFind({ subject: 'First' });
    const second = await sendAndFind({ subject: 'Second', source: 'home', phone: undefined });
    const res = await t.app.inject({ url: '/api/admin/messages', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const all = res.json<AdminContactMessage[]>();
    expect(all.map((m) => m.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(all[1]).toEqual({
      id: first.id,
      name: 'Aroha Ngata',
      email: 'aroha@example.co.nz',
      phone: '021 123 4567',
      subject: 'First',
      message: 'Kia ora!\nCould you do three tiers?\n\nNgā mihi',
      source: 'contact',
      createdAt: expect.any(String),
      handledAt: null,
    });
    expect(all[0]).toMatchObject({ source: 'home', phone: null });
  });
});

describe('PATCH /api/admin/messages/{id}', () => {
  it('marks handled by the admin and back to unread, changes the unread count, and audits each with the request id', async () => {
    const sent = await sendAndFind({ subject: 'Handle me' });
    const before = await unread();
    const res = await mark(sent.id, true);
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminContactMessage>().handledAt).toEqual(expect.any(String));
    expect(await unread()).toBe(before - 1);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, sent.id));
    expect(row!.handledBy).toBe(adminUserId);
    expect(row!.handledAt).toBeInstanceOf(Date);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, sent.id), eq(auditLog.action, 'message.handled')));
    expect(audit).toMatchObject({
      entity: 'contact_message',
      actorUserId: adminUserId,
      actorEmail: 'admin@saffron-sugar.example',
      requestId: res.headers['x-request-id'],
    });

    const back = await mark(sent.id, false);
    expect(back.statusCode).toBe(200);
    expect(back.json<AdminContactMessage>().handledAt).toBeNull();
    expect(await unread()).toBe(before);
    const [again] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, sent.id));
    expect(again!.handledBy).toBeNull();
    const unreadAudit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, sent.id), eq(auditLog.action, 'message.unread')));
    expect(unreadAudit).toHaveLength(1);
    expect(unreadAudit[0]!.requestId).toBe(back.headers['x-request-id']);
  });

  it('answers 404 for an unknown message and 400 for a bad id or body, changing nothing', async () => {
    const sent = await sendAndFind();
    const before = await unread();
    const unknown = await mark('00000000-0000-4000-8000-000000000000', true);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toEqual(expect.any(String));
    expect((await mark('nope', true)).statusCode).toBe(400);
    for (const bad of ['yes', 1, null, undefined]) {
      const res = await mark(sent.id, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toBeDefined();
    }
    expect(await unread()).toBe(before);
  });

  it('refuses a customer (403) and a visitor (401), changing nothing', async () => {
    const sent = await sendAndFind();
    const customer = bearer(await mintToken(t, customerClaims()));
    expect((await mark(sent.id, true, customer)).statusCode).toBe(403);
    expect((await mark(sent.id, true, {})).statusCode).toBe(401);
    for (const url of ['/api/admin/messages', '/api/admin/messages/unread-count']) {
      expect((await t.app.inject({ url, headers: customer })).statusCode).toBe(403);
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, sent.id));
    expect(row!.handledAt).toBeNull();
  });
});

describe("the shop's e-mail notice of a new message", () => {
  it('is queued once per message to the business e-mail, with the sender in the body, no line break in the subject', async () => {
    await t.database.db.update(businessSettings).set({ email: 'orders@bakery.example' });
    const sent = await sendAndFind({ subject: 'Gift boxes', email: 'mere@example.com' });
    const notices = await noticesFor(sent.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ toAddress: 'orders@bakery.example' });
    expect(notices[0]!.subject).toBe('New message from Aroha Ngata: Gift boxes');
    expect(notices[0]!.subject).not.toMatch(/[\r\n]/);
    expect(notices[0]!.textBody).toContain('Reply to: mere@example.com');
    expect(notices[0]!.textBody).toContain('Could you do three tiers?');
    const home = await sendAndFind({ source: 'home', subject: undefined, phone: undefined });
    expect((await noticesFor(home.id))[0]!.subject).toBe('New message from Aroha Ngata: Home page message');
  });

  it('is not queued when the shop has no e-mail set, and a refused message queues nothing', async () => {
    await t.database.db.update(businessSettings).set({ email: null });
    const sent = await sendAndFind({ subject: 'No inbox' });
    expect(await noticesFor(sent.id)).toHaveLength(0);
    await t.database.db.update(businessSettings).set({ email: 'orders@bakery.example' });
    const before = await t.database.db.select().from(mailOutbox).where(like(mailOutbox.dedupeKey, 'contact-message:%'));
    const refused = await contact(message({ subject: 'Hi\r\nBcc: victim@example.com' }));
    expect(refused.statusCode).toBe(400);
    const after = await t.database.db.select().from(mailOutbox).where(like(mailOutbox.dedupeKey, 'contact-message:%'));
    expect(after).toHaveLength(before.length);
  });
});
