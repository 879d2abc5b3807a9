import { useRef, type ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { returnFocusTo } from '../../lib/focus-return';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn(
        'fixed inset-0 z-50 bg-cocoa-900/40 backdrop-blur-[2px] data-[state=open]:animate-overlay-in data-[state=closed]:animate-overlay-out',
        className,
      )}
      {...props}
    />
  );
}

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl' | '2xl';

const sizes: Record<DialogSize, string> = {
  sm: 'max-w-sm',
  md: 'max-w-md',
  lg: 'max-w-lg',
  xl: 'max-w-xl',
  '2xl': 'max-w-2xl',
};

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Max width; defaults to 'lg' (32rem). */
  size?: DialogSize;
  /** Hide the top-right close (X) button. */
  hideClose?: boolean;
}

export function DialogContent({
  className,
  children,
  size = 'lg',
  hideClose = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  // Radix gives the focus back only to a DialogTrigger; most of ours open from a plain button
  // (a row's action, a button inside another dialog), so the element focused when the dialog
  // opened gets it back on close, and a keyboard user goes on from where they were.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto',
          'rounded-card border border-border bg-card p-6 text-card-foreground shadow-lifted sm:p-8',
          'data-[state=open]:animate-dialog-in data-[state=closed]:animate-dialog-out',
          sizes[size],
          className,
        )}
        {...props}
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!event.defaultPrevented) returnFocusTo(opener.current)(event);
        }}
      >
        {hideClose ? null : (
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute top-4 right-4 inline-flex size-9 cursor-pointer max-sm:top-3 max-sm:right-3 max-sm:size-11 pointer-coarse:size-11 items-center justify-center rounded-full text-cocoa-600 transition-colors hover:bg-cream-100 hover:text-cocoa-900"
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        )}
        {children}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2 pr-8 text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:items-center sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('font-display text-h3 font-semibold tracking-tight text-cocoa-900', className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-small text-muted-foreground', className)} {...props} />;
}
