import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'success' | 'warning' | 'destructive' | 'info';

const variants: Record<BadgeVariant, string> = {
  default: 'border-transparent bg-cocoa-800 text-cream-50',
  secondary: 'border-rose-200 bg-rose-100 text-rose-900',
  outline: 'border-cocoa-200 bg-transparent text-cocoa-700',
  success: 'border-pistachio-200 bg-pistachio-100 text-pistachio-900',
  warning: 'border-saffron-200 bg-saffron-100 text-saffron-900',
  destructive: 'border-destructive/20 bg-destructive-muted text-destructive',
  info: 'border-info/20 bg-info-muted text-info',
};

export interface BadgeProps extends ComponentProps<'span'> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs leading-5 font-semibold whitespace-nowrap',
        "[&_svg:not([class*='size-'])]:size-3.5",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
