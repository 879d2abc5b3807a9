import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { controlClasses } from './input';

export type TextareaProps = ComponentProps<'textarea'>;

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={cn(controlClasses, 'min-h-24 resize-y py-3 leading-relaxed', className)}
      {...props}
    />
  );
}
