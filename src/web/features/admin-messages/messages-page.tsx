import { useMemo, useState } from 'react';
import { Inbox } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { cn } from '@/web/lib/cn';
import { toast } from '@/web/lib/toast-store';
import { useAdminMessages } from './api/get-messages';
import { useSetMessageHandled } from './api/set-message-handled';
import { MessageCard } from './components/message-card';
import { isUnread, type MessageFilter, visibleMessages } from './message-format';

const TITLE = 'Messages';

/** /admin/messages: what visitors sent through the contact and home forms, newest first. */
export default function MessagesPage() {
  const messages = useAdminMessages();
  const update = useSetMessageHandled();
  const [filter, setFilter] = useState<MessageFilter>('all');
  const all = useMemo(() => messages.data ?? [], [messages.data]);
  const unreadCount = all.filter(isUnread).length;
  const shown = useMemo(() => visibleMessages(all, filter), [all, filter]);

  const toggle = (id: string, handled: boolean) =>
    update.mutate(
      { id, handled },
      {
        onSuccess: () =>
          toast({
            title: handled ? 'Message Handled' : 'Marked Unread',
            description: handled ? 'The message is marked as handled' : 'The message is unread again',
            variant: 'success',
          }),
        onError: () =>
          toast({ title: 'Update Failed', description: 'Failed to update the message', variant: 'destructive' }),
      },
    );

  const filters: { value: MessageFilter; label: string }[] = [
    { value: 'unread', label: `Unread (${unreadCount})` },
    { value: 'all', label: `All (${all.length})` },
  ];

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <title>{`${TITLE} | Admin`}</title>
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-h1 text-cocoa-900">{TITLE}</h1>
          <p className="mt-1 text-muted-foreground">Messages from the contact and home page forms, newest first</p>
        </div>
        <div
          role="group"
          aria-label="Show messages"
          className="inline-flex w-fit shrink-0 rounded-full border border-border bg-card p-1"
        >
          {filters.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={filter === option.value}
              onClick={() => setFilter(option.value)}
              className={cn(
                'min-h-10 cursor-pointer rounded-full px-4 max-md:min-h-11 pointer-coarse:min-h-11 text-small font-semibold whitespace-nowrap transition-colors',
                filter === option.value ? 'bg-cocoa-800 text-cream-50' : 'text-cocoa-700 hover:bg-cream-100',
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
      </header>

      {messages.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner label="Loading messages..." />
        </div>
      ) : messages.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
          <p className="text-destructive">Could not load the messages.</p>
          <Button variant="outline" onClick={() => void messages.refetch()}>
            Try again
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-border px-6 py-16 text-center">
          <Inbox aria-hidden="true" className="size-10 text-cocoa-400" />
          <p className="text-h4 font-semibold text-cocoa-900">
            {all.length === 0 ? 'No messages yet' : 'No unread messages'}
          </p>
          <p className="text-muted-foreground">
            {all.length === 0
              ? 'Messages sent through the contact and home page forms appear here.'
              : 'Every message has been handled. Choose All to see them.'}
          </p>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          {shown.map((message) => (
            <MessageCard
              key={message.id}
              message={message}
              pending={update.isPending && update.variables?.id === message.id}
              onToggle={(handled) => toggle(message.id, handled)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
