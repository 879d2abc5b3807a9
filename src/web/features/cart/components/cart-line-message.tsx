import { PenLine } from 'lucide-react';
import { useRef, useState } from 'react';
import type { StoreCartLine } from '@/contracts/cart';
import { takesCakeMessage } from '@/domain/cake-message';
import { Button } from '@/web/components/ui/button';
import { useUpdateCartItem } from '../api/update-cart-item';
import { CakeMessageInput, cakeMessageError } from './cake-message-input';

/**
 * A cake line's message in the drawer: shown as written, and edited in place (PUT
 * /api/cart/{itemId} with `message`). Other goods take no message and show nothing here. It is
 * the last, full-width row of the line's wrapping flex row: shown under the line's text (past the
 * 72 px picture and its gap), edited across the whole width.
 */
export function CartLineMessage({ line }: { line: StoreCartLine }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const update = useUpdateCartItem({ onMessageError: setError });
  if (!takesCakeMessage(line.product.category)) return null;
  const item = `${line.product.name} (${line.size})`;

  const close = () => {
    setEditing(false);
    setError(null);
    // The edit button comes back where the form was: the focus returns to it.
    requestAnimationFrame(() => toggle.current?.focus());
  };
  const save = () => {
    const problem = cakeMessageError(draft);
    setError(problem);
    if (problem) return;
    const message = draft.trim();
    if (message === (line.message ?? '')) {
      close();
      return;
    }
    update.mutate({ itemId: line.id, message: message || null }, { onSuccess: close });
  };

  if (editing) {
    return (
      <form
        className="mt-3 flex basis-full flex-col gap-2 rounded-control bg-cream-100/70 p-3"
        aria-label={`Message on ${item}`}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <CakeMessageInput
          value={draft}
          error={error}
          autoFocus
          onChange={(value) => {
            setDraft(value);
            if (error) setError(cakeMessageError(value));
          }}
        />
        <div className="flex gap-2">
          <Button type="submit" size="sm" loading={update.isPending}>
            Save message
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={close}>
            Cancel
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div
      className="mt-1.5 flex basis-full flex-wrap items-baseline gap-x-2 pl-21 text-caption"
      data-testid="cart-line-message"
    >
      {line.message ? (
        <p className="min-w-0 break-words text-cocoa-800">
          <span className="font-semibold">Message on the cake:</span> “{line.message}”
        </p>
      ) : null}
      <button
        ref={toggle}
        type="button"
        aria-label={`${line.message ? 'Edit message' : 'Add a message'} on ${item}`}
        onClick={() => {
          setDraft(line.message ?? '');
          setError(null);
          setEditing(true);
        }}
        className="inline-flex cursor-pointer items-center gap-1 rounded-sm font-semibold text-saffron-800 underline decoration-saffron-400 underline-offset-2 hover:text-saffron-900"
      >
        <PenLine aria-hidden="true" className="size-3" />
        {line.message ? 'Edit message' : 'Add a message'}
      </button>
    </div>
  );
}
