import { useId } from 'react';
import { CAKE_MESSAGE_MAX_LENGTH, cakeMessageLength, cakeMessageProblem } from '@/domain/cake-message';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { cn } from '@/web/lib/cn';

export const CAKE_MESSAGE_LABEL = 'Message on the cake (optional)';

/** What is wrong with a typed message, as a sentence for the form; null when it may be sent. */
export function cakeMessageError(value: string): string | null {
  const problem = cakeMessageProblem(value.trim());
  return problem ? problem.charAt(0).toUpperCase() + problem.slice(1) : null;
}

interface CakeMessageInputProps {
  value: string;
  onChange: (value: string) => void;
  /** An error to show (the form's check, or the server's field error); null for none. */
  error?: string | null;
  className?: string;
  autoFocus?: boolean;
}

/**
 * The one-line message piped on the cake board, with a "n/60" counter. No maxLength: a pasted
 * message is never cut short silently; the counter and the error say when it is too long.
 */
export function CakeMessageInput({ value, onChange, error, className, autoFocus }: CakeMessageInputProps) {
  const id = useId();
  const count = cakeMessageLength(value.trim());
  const over = count > CAKE_MESSAGE_MAX_LENGTH;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{CAKE_MESSAGE_LABEL}</Label>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoFocus={autoFocus}
        autoComplete="off"
        placeholder="e.g. Happy birthday"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
      />
      <div className="flex items-start justify-between gap-3 text-caption">
        {error ? (
          <p id={`${id}-error`} className="font-medium text-destructive">
            {error}
          </p>
        ) : (
          <p className="text-muted-foreground">Piped on the cake board, free of charge.</p>
        )}
        <p
          id={`${id}-count`}
          data-testid="cake-message-count"
          className={cn('shrink-0 tabular-nums', over ? 'font-semibold text-destructive' : 'text-muted-foreground')}
        >
          {count}/{CAKE_MESSAGE_MAX_LENGTH}
          <span className="sr-only"> characters</span>
        </p>
      </div>
    </div>
  );
}
