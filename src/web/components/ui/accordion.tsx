import type { ComponentProps } from 'react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';

/** Radix Accordion root: pass type="single" (with `collapsible`) or type="multiple". */
export function Accordion({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Root>) {
  return <AccordionPrimitive.Root className={cn('w-full', className)} {...props} />;
}

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn('border-b border-border last:border-b-0', className)} {...props} />;
}

export interface AccordionTriggerProps extends ComponentProps<typeof AccordionPrimitive.Trigger> {
  /** Props for the wrapping heading (Radix renders an <h3>; use asChild with your own heading to change level). */
  headerProps?: ComponentProps<typeof AccordionPrimitive.Header>;
}

export function AccordionTrigger({ className, children, headerProps, ...props }: AccordionTriggerProps) {
  return (
    <AccordionPrimitive.Header {...headerProps} className={cn('flex', headerProps?.className)}>
      <AccordionPrimitive.Trigger
        className={cn(
          'group flex flex-1 cursor-pointer items-center justify-between gap-4 rounded-lg py-4 text-left font-display text-h4 font-semibold text-cocoa-900',
          'transition-colors hover:text-saffron-800 disabled:cursor-not-allowed disabled:opacity-50',
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-cocoa-500 transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      className="overflow-hidden text-cocoa-700 data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down"
      {...props}
    >
      <div className={cn('pb-5 leading-relaxed', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
