/** Pure helpers of the Messages screen (tested on their own). */
import type { AdminContactMessage } from '@/contracts/admin-messages';

export type MessageFilter = 'unread' | 'all';

export const isUnread = (message: Pick<AdminContactMessage, 'handledAt'>) => message.handledAt === null;

/** Newest first, whatever order they came in. */
export function visibleMessages(
  messages: readonly AdminContactMessage[],
  filter: MessageFilter,
): AdminContactMessage[] {
  return messages
    .filter((m) => filter === 'all' || isUnread(m))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** A `mailto:` link to the sender with the subject "Re: …" (the subject, or the form it came from). */
export function replyHref(message: Pick<AdminContactMessage, 'email' | 'subject' | 'source'>): string {
  const topic = message.subject?.trim() || (message.source === 'home' ? 'Your message' : 'Your enquiry');
  const subject = /^re:/i.test(topic) ? topic : `Re: ${topic}`;
  // The address passed the e-mail check (no spaces, no line breaks); only the subject needs encoding.
  return `mailto:${message.email}?subject=${encodeURIComponent(subject)}`;
}

const sentFormat = new Intl.DateTimeFormat('en-NZ', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Pacific/Auckland',
});

/** "23 Nov 2026, 2:05 pm" in Auckland. */
export const formatSent = (iso: string) => sentFormat.format(new Date(iso));
