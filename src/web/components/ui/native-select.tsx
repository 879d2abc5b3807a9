import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { controlClasses } from '@/web/components/ui/input';
import { cn } from '@/web/lib/cn';

/** A native <select> in the shop's control style: quick on a counter tablet, labelled by Field. */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select className={cn(controlClasses, 'h-11 cursor-pointer appearance-none py-2 pr-10', className)} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-cocoa-500"
      />
    </div>
  );
}
