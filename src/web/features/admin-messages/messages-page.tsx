import { useMemo, useState } from 'react';
import { Inbox } from 'lucide-react';
import { PillFilter } from '@/web/components/ui/pill-filter';
import { EmptyState, LoadError, LoadingState } from '@/web/components/ui/query-states';
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
        <PillFilter label="Show messages" options={filters} value={filter} onChange={setFilter} />
      </header>

      {messages.isPending ? (
        <LoadingState label="Loading messages..." />
      ) : messages.isError ? (
        <LoadError message="Could not load the messages." onRetry={() => void messages.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState icon={Inbox} framed title={all.length === 0 ? 'No messages yet' : 'No unread messages'}>
          {all.length === 0
            ? 'Messages sent through the contact and home page forms appear here.'
            : 'Every message has been handled. Choose All to see them.'}
        </EmptyState>
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
