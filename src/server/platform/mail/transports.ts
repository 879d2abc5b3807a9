import { mkdirSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The embedded default: each e-mail becomes a JSON file in the mail folder (data/mail). */
export function fileTransport(dir: string): MailTransport {
  mkdirSync(dir, { recursive: true });
  return {
    async send(message) {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      // Written off the event loop (a sync write held every request ~1 ms per e-mail), under
      // another name first: whoever reads the folder's .json files never sees half an e-mail.
      const file = path.join(dir, `${stamp}-${message.id}.json`);
      await writeFile(`${file}.part`, JSON.stringify(message, null, 2));
      await rename(`${file}.part`, file);
    },
    close() {},
  };
}

/** SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465. */
export function smtpTransport(url: string): MailTransport {
  // nodemailer is loaded with the first e-mail, not at start-up (performance A9).
  let transporter: Promise<Transporter> | null = null;
  const open = () => (transporter ??= import('nodemailer').then((mailer) => mailer.default.createTransport(url)));
  return {
    async send(message) {
      await (
        await open()
      ).sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        messageId: `<${message.id}@saffron-sugar.shop>`,
      });
    },
    close() {
      void transporter?.then((opened) => opened.close());
    },
  };
}
