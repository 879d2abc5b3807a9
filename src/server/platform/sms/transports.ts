/**
 * Where text messages go (issue 24): files in DATA_DIR/sms by default (like the mail outbox's
 * files), Twilio through its official SDK in production.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface SmsMessage {
  /** The outbox row: one file or one provider message per row. */
  id: string;
  to: string;
  body: string;
}

export interface SmsTransport {
  /** Sends one message; resolves with the provider's id for it, throws when it was not accepted. */
  send(message: SmsMessage): Promise<{ providerId: string | null }>;
  close(): void;
}

/** The embedded default: each text becomes a JSON file in the folder (data/sms). */
export function fileSmsTransport(dir: string): SmsTransport {
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR/sms, from configuration
  mkdirSync(dir, { recursive: true });
  return {
    async send(message) {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- the outbox row's own uuid in that folder
      writeFileSync(path.join(dir, `${stamp}-${message.id}.json`), JSON.stringify(message, null, 2));
      return { providerId: null };
    },
    close() {},
  };
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** A sender number (+64…) or a messaging service (MG…). */
  from: string;
  /** Only for tests: where the SDK sends its requests (a local fake Twilio). */
  apiUrl?: string;
}

type TwilioClient = import('twilio').Twilio;

/** Twilio's Messages API through the `twilio` SDK, loaded with the first text (performance A9). */
export function twilioSmsTransport(config: TwilioConfig): SmsTransport {
  let client: Promise<TwilioClient> | null = null;
  const open = () =>
    (client ??= import('twilio').then(({ default: twilio }) => {
      const made = twilio(config.accountSid, config.authToken, { timeout: 10_000 });
      // The SDK has no base-URL option; its Api domain keeps the address it calls.
      if (config.apiUrl) made.api.baseUrl = config.apiUrl.replace(/\/$/, '');
      return made;
    }));
  return {
    async send(message) {
      const sender = config.from.startsWith('MG') ? { messagingServiceSid: config.from } : { from: config.from };
      const sent = await (await open()).messages.create({ to: message.to, body: message.body, ...sender });
      return { providerId: sent.sid };
    },
    close() {},
  };
}
