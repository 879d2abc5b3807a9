/** Small pieces the catalogue's tabs share: a checkbox, the server's message of a refusal. */
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { TOUCH_HEIGHT } from '@/web/lib/touch-target';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
}

/** A checkbox in its label: the whole label is the target, 44 px tall on a phone or a touch screen. */
export function Checkbox({ label, className, id, ...props }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <label
      htmlFor={inputId}
      className={cn('flex cursor-pointer items-center gap-2 text-sm text-cocoa-800', TOUCH_HEIGHT, className)}
    >
      <input
        id={inputId}
        type="checkbox"
        className="size-5 shrink-0 cursor-pointer rounded accent-saffron-600"
        {...props}
      />
      {label}
    </label>
  );
}

/** The server's message from a failed call (`409: {"message": …}`), or the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'serverMessage' in error) {
    const message = (error as { serverMessage?: unknown }).serverMessage;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}
