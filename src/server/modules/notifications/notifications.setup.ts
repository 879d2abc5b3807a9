/**
 * Notices that reach a phone (issue 24), put together for app.ts: the text-message worker (Twilio
 * or files in DATA_DIR/sms), the customer's notification choices, and the staff's Web Push.
 */
import type { FastifyInstance } from 'fastify';
import type { Agent } from 'node:https';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { People } from '../../platform/auth/people';
import { type SmsWorker, startSmsWorker } from '../../platform/sms/sms-worker';
import { fileSmsTransport, type SmsTransport, twilioSmsTransport } from '../../platform/sms/transports';
import type { LiveService } from '../live/live.service';
import { pushAdminRoutes } from './push-admin.routes';
import { preferencesRoutes } from './preferences.routes';
import { createPreferencesService } from './preferences.service';
import { createStaffPush, type StaffPush } from './staff-push';

declare module 'fastify' {
  interface FastifyInstance {
    smsWorker: SmsWorker;
    staffPush: StaffPush;
  }
}

/** The SMS worker, started before the services that queue texts; it stops with the app. */
export function startSms(app: FastifyInstance, config: AppConfig, db: Db, transport?: SmsTransport): SmsWorker {
  const worker = startSmsWorker(
    db,
    transport ?? (config.sms.kind === 'twilio' ? twilioSmsTransport(config.sms) : fileSmsTransport(config.sms.dir)),
    { log: (msg, err) => app.log.warn({ err }, msg) },
  );
  app.decorate('smsWorker', worker);
  app.addHook('onClose', () => worker.stop());
  return worker;
}

export async function setUpNotifications(
  app: FastifyInstance,
  deps: { config: AppConfig; db: Db; live: LiveService; accounts: People; pushAgent?: Agent },
): Promise<void> {
  await app.register(preferencesRoutes, { preferences: createPreferencesService(deps.db), accounts: deps.accounts });
  const push = createStaffPush({
    db: deps.db,
    live: deps.live,
    contact: deps.config.webPushContact,
    log: app.log,
    agent: deps.pushAgent,
    extraOrigins: deps.config.webPushExtraOrigins,
  });
  app.decorate('staffPush', push);
  await app.register(pushAdminRoutes, { push, accounts: deps.accounts });
  // Keys made on first start; a database hiccup here must not stop the shop (they are made on first use then).
  app.addHook('onReady', async () => {
    await push.start().catch((err: unknown) => app.log.warn({ err }, 'staff push could not start'));
  });
  app.addHook('preClose', () => push.close());
}
