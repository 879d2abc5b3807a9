import { Check, Mail, MailOpen, Phone, Reply } from 'lucide-react';
import type { AdminContactMessage } from '@/contracts/admin-messages';
import { Badge } from '@/web/components/ui/badge';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { formatSent, isUnread, replyHref } from '../message-format';
import { TOUCH_HEIGHT } from '@/web/lib/touch-target';

/** One message: who, when, what (plain text, line breaks kept), and its actions. */
export function MessageCard({
  message,
  pending,
  onToggle,
}: {
  message: AdminContactMessage;
  pending: boolean;
  onToggle: (handled: boolean) => void;
}) {
  const unread = isUnread(message);
  const titleId = `message-${message.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-message-id={message.id}
      data-unread={unread || undefined}
      className={cn(
        'rounded-card border bg-card p-5 shadow-soft transition-colors sm:p-6',
        unread ? 'border-saffron-300 border-l-4 border-l-saffron-500 bg-saffron-50/60' : 'border-border',
      )}
    >
      <header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          {unread ? (
            <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-saffron-700" />
          ) : (
            <MailOpen aria-hidden="true" className="mt-1 size-5 shrink-0 text-cocoa-500" />
          )}
          <div className="min-w-0">
            <h2 id={titleId} className="text-h4 font-semibold break-words text-cocoa-900">
              {message.subject || 'No subject'}
            </h2>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-small break-words text-cocoa-700">
              {unread ? <Badge variant="warning">Unread</Badge> : <Badge variant="outline">Handled</Badge>}
              <span className="font-semibold text-cocoa-900">{message.name}</span>
              <span className="break-all text-muted-foreground">&lt;{message.email}&gt;</span>
              {message.phone ? (
                <span className="inline-flex items-center gap-1 whitespace-nowrap">
                  <Phone aria-hidden="true" className="size-3.5" />
                  {message.phone}
                </span>
              ) : null}
            </p>
          </div>
        </div>
        <p className="shrink-0 pl-8 text-caption text-muted-foreground sm:pl-0 sm:text-right">
          <time dateTime={message.createdAt}>{formatSent(message.createdAt)}</time>
          <br />
          {message.source === 'home' ? 'Home page form' : 'Contact page'}
        </p>
      </header>

      <p className="mt-4 break-words whitespace-pre-wrap text-cocoa-900">{message.message}</p>

      <footer className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={replyHref(message)} className={cn(buttonVariants({ variant: 'primary', size: 'sm' }), TOUCH_HEIGHT)}>
          <Reply aria-hidden="true" />
          Reply by e-mail
        </a>
        <Button variant="outline" size="sm" className={TOUCH_HEIGHT} loading={pending} onClick={() => onToggle(unread)}>
          {unread ? <Check aria-hidden="true" /> : <Mail aria-hidden="true" />}
          {unread ? 'Mark handled' : 'Mark unread'}
        </Button>
      </footer>
    </article>
  );
}
