import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** Decorative loading placeholder. Announce loading elsewhere (e.g. aria-busy on the region or a Spinner). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-xl bg-cream-200/80', className)} {...props} />;
}
