import type { ComponentProps } from 'react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

export type SheetSide = 'left' | 'right';

const sides: Record<SheetSide, string> = {
  right:
    'inset-y-0 right-0 rounded-l-card border-l data-[state=open]:animate-sheet-in-right data-[state=closed]:animate-sheet-out-right',
  left: 'inset-y-0 left-0 rounded-r-card border-r data-[state=open]:animate-sheet-in-left data-[state=closed]:animate-sheet-out-left',
};

export interface SheetContentProps extends ComponentProps<typeof SheetPrimitive.Content> {
  side?: SheetSide;
  /** Hide the top-right close (X) button. */
  hideClose?: boolean;
}

/**
 * Side panel. Default width is 24rem (capped to the viewport minus a 2.5rem strip).
 * To change the width pass an important utility, e.g. className="w-[28rem]!".
 */
export function SheetContent({ side = 'right', className, children, hideClose = false, ...props }: SheetContentProps) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-cocoa-900/40 backdrop-blur-[2px] data-[state=open]:animate-overlay-in data-[state=closed]:animate-overlay-out" />
      <SheetPrimitive.Content
        className={cn(
          'fixed z-50 flex h-dvh w-[24rem] max-w-[calc(100vw-2.5rem)] flex-col gap-4 overflow-y-auto border-border bg-background p-6 text-foreground shadow-lifted',
          sides[side],
          className,
        )}
        {...props}
      >
        {hideClose ? null : (
          <SheetPrimitive.Close
            aria-label="Close"
            className="absolute top-4 right-4 inline-flex size-9 cursor-pointer max-sm:top-3 max-sm:right-3 max-sm:size-11 pointer-coarse:size-11 items-center justify-center rounded-full text-cocoa-600 transition-colors hover:bg-cream-200/70 hover:text-cocoa-900"
          >
            <X aria-hidden="true" className="size-5" />
          </SheetPrimitive.Close>
        )}
        {children}
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-10', className)} {...props} />;
}

export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-auto flex flex-col gap-3 pt-4', className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return (
    <SheetPrimitive.Title
      className={cn('font-display text-h3 font-semibold tracking-tight text-cocoa-900', className)}
      {...props}
    />
  );
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
  return <SheetPrimitive.Description className={cn('text-small text-muted-foreground', className)} {...props} />;
}
