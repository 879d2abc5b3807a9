/** The shop's notice of a new contact message, queued in the message's own transaction. */
import type { OutgoingMail } from '../../platform/mail/outbox';

export interface StoredMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  source: 'contact' | 'home';
}

/** Header values never carry line breaks (header injection), whatever the caller checked before. */
const oneLine = (value: string, max: number) =>
  Array.from(value, (ch) => {
    const code = ch.charCodeAt(0);
    return code < 0x20 || code === 0x7f ? ' ' : ch;
  })
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

/**
 * The mail layer has no Reply-To header, so the sender's address leads the body: staff reply to
 * it by hand (or from the admin's "Reply by e-mail" link). Sent once per message (dedupe key).
 */
export function contactNotice(message: StoredMessage, shopInbox: string): OutgoingMail {
  const topic = message.subject
    ? oneLine(message.subject, 150)
    : message.source === 'home'
      ? 'Home page message'
      : 'Contact form';
  return {
    dedupeKey: `contact-message:${message.id}`,
    to: shopInbox,
    subject: oneLine(`New message from ${message.name}: ${topic}`, 200),
    text: [
      `From: ${oneLine(message.name, 100)} <${oneLine(message.email, 254)}>`,
      `Phone: ${message.phone ? oneLine(message.phone, 40) : '-'}`,
      `Sent through: the ${message.source === 'home' ? 'home page' : 'contact page'} form`,
      `Reply to: ${oneLine(message.email, 254)}`,
      '',
      message.message,
      '',
      'Mark it handled under Messages in the admin portal.',
    ].join('\n'),
  };
}
