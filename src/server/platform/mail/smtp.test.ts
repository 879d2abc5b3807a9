import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { freePort } from '../../test/listening-app';
import { createTestApp, type TestApp } from '../../test/test-app';
import { enqueueMail } from './outbox';

let t: TestApp;
let server: SMTPServer;
const received: { to: string; data: string }[] = [];
let failNext = 0;

beforeAll(async () => {
  const port = await freePort();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        if (failNext > 0) {
          failNext -= 1;
          const error = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });
          return callback(error);
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('e-mail over SMTP', () => {
  it('delivers queued e-mail to the SMTP server after the request', async () => {
    await enqueueMail(t.database.db, {
      dedupeKey: 'smtp:1',
      to: 'kai@example.com',
      subject: 'Your order',
      text: 'Ka pai!',
    });
    expect(await t.app.mailWorker.runOnce()).toBe(1);
    expect(received.at(-1)!.to).toBe('kai@example.com');
    expect(received.at(-1)!.data).toContain('Subject: Your order');
    expect(received.at(-1)!.data).toContain('Ka pai!');
  });

  it('retries a failed delivery later, once', async () => {
    failNext = 1;
    await enqueueMail(t.database.db, {
      dedupeKey: 'smtp:2',
      to: 'retry@example.com',
      subject: 'Retry',
      text: 'Second time lucky',
    });
    expect(await t.app.mailWorker.runOnce()).toBe(0);
    const [failed] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, 'smtp:2'));
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed!.lastError).toMatch(/busy/);
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Its time comes:
    await t.database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.dedupeKey, 'smtp:2'));
    expect(await t.app.mailWorker.runOnce()).toBe(1);
    expect(received.filter((r) => r.to === 'retry@example.com')).toHaveLength(1);
    expect(await t.app.mailWorker.runOnce()).toBe(0);
  });
});
