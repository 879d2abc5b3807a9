import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { Button } from './button';
import { Spinner } from './spinner';

/** A list's loading state: a centred spinner with its label read out. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className="grid place-items-center py-16">
      <Spinner label={label} />
    </div>
  );
}

/** A list that could not load: what failed, and one button to try again. */
export function LoadError({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-3 py-12 text-center', className)}>
      <p className="text-destructive">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  /** Dashed frame for a list standing alone on the page; none inside a card. */
  framed?: boolean;
  className?: string;
}

/** A list with nothing to show: an icon, a heading and what would fill it. */
export function EmptyState({ icon: Icon, title, children, framed = false, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-2 px-6 py-16 text-center',
        framed && 'rounded-card border border-dashed border-border',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-10 text-cocoa-400" />
      <p className="text-h4 font-semibold text-cocoa-900">{title}</p>
      <p className="text-muted-foreground">{children}</p>
    </div>
  );
}
