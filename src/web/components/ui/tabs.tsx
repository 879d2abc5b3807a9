import type { ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn('flex min-w-0 flex-col gap-4', className)} {...props} />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'inline-flex w-fit max-w-full items-center gap-0.5 overflow-x-auto rounded-full border border-border bg-cream-100 p-1 sm:gap-1',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex h-9 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-full px-2.5 text-sm sm:px-4 font-semibold whitespace-nowrap text-cocoa-600',
        'transition-[background-color,color,box-shadow] duration-200 hover:text-cocoa-900',
        'data-[state=active]:bg-card data-[state=active]:text-cocoa-900 data-[state=active]:shadow-soft',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('rounded-card', className)} {...props} />;
}
