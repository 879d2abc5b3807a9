import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** Shared look for text-like controls (input, textarea, select trigger). */
export const controlClasses =
  'w-full rounded-control border border-input bg-card px-4 text-base text-foreground shadow-[inset_0_1px_2px_rgb(65_42_30/0.06)] ' +
  'transition-[border-color,box-shadow,background-color] duration-150 placeholder:text-cocoa-500 placeholder:italic ' +
  'hover:border-cocoa-500 focus-visible:border-saffron-600 focus-visible:shadow-[0_0_0_4px_rgb(245_165_36/0.22)] ' +
  'disabled:cursor-not-allowed disabled:bg-cream-100 disabled:opacity-60 ' +
  'aria-invalid:border-destructive aria-invalid:shadow-[0_0_0_3px_rgb(180_35_24/0.12)] aria-invalid:focus-visible:shadow-[0_0_0_4px_rgb(180_35_24/0.18)]';

export type InputProps = ComponentProps<'input'>;

export function Input({ className, type = 'text', ...props }: InputProps) {
  return (
    <input
      type={type}
      className={cn(
        controlClasses,
        'h-11 py-2 file:mr-3 file:rounded-full file:border-0 file:bg-cream-200 file:px-3 file:py-1 file:text-sm file:font-semibold file:text-cocoa-800',
        className,
      )}
      {...props}
    />
  );
}
