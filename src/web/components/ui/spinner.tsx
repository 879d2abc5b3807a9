import type { ComponentProps } from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const iconSizes: Record<SpinnerSize, string> = {
  sm: 'size-4',
  md: 'size-6',
  lg: 'size-9',
};

export interface SpinnerProps extends ComponentProps<'div'> {
  /** Visible text next to the spinner, e.g. "Checking admin permissions...". Also announced. */
  label?: string;
  /** Screen-reader-only text used when no visible label is given. */
  srLabel?: string;
  size?: SpinnerSize;
}

/** Accessible loading indicator: a polite live region with a spinning icon. */
export function Spinner({ label, srLabel = 'Loading…', size = 'md', className, ...props }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('inline-flex items-center gap-3 text-small font-medium text-cocoa-700', className)}
      {...props}
    >
      <LoaderCircle
        aria-hidden="true"
        data-spinner=""
        className={cn('shrink-0 animate-spin text-saffron-600', iconSizes[size])}
      />
      {label ? <span>{label}</span> : <span className="sr-only">{srLabel}</span>}
    </div>
  );
}
