import type { ComponentProps } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { ToastVariant } from '../../lib/toast-store';

export type { ToastVariant };

export function ToastProvider(props: ComponentProps<typeof ToastPrimitive.Provider>) {
  return <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50} {...props} />;
}

/** Bottom-left region. F8 moves focus to it (Radix default hotkey). */
export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      hotkey={['F8']}
      className={cn(
        'pointer-events-none fixed bottom-0 left-0 z-[100] m-0 flex max-h-dvh w-full list-none flex-col-reverse gap-3 p-4 outline-none sm:max-w-[26rem] sm:p-6',
        className,
      )}
      {...props}
    />
  );
}

const variants: Record<ToastVariant, string> = {
  default: 'border-border bg-card text-card-foreground',
  success: 'border-pistachio-200 bg-pistachio-50 text-pistachio-950',
  destructive: 'border-transparent bg-destructive text-destructive-foreground',
};

export interface ToastProps extends ComponentProps<typeof ToastPrimitive.Root> {
  variant?: ToastVariant;
}

/**
 * Below `lg` (phones and tablets) a toast lies over the foot of the screen, where the page keeps its
 * main buttons (the product page's fixed Add to Cart bar, Complete Payment): there a tap on the
 * toast's words reaches the page beneath, so a toast never blocks the next tap for its five
 * seconds; its close button and action still take taps (decision 0244). From `lg` up, where that
 * bar is part of the page, it takes taps and swipes as before.
 */
export function Toast({ variant = 'default', className, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-variant={variant}
      className={cn(
        'group pointer-events-none relative lg:pointer-events-auto flex w-full items-start gap-3 overflow-hidden rounded-2xl border p-4 pr-12 shadow-lifted',
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-[translate] data-[swipe=end]:animate-toast-swipe-out',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return (
    <ToastPrimitive.Title
      data-slot="toast-title"
      className={cn('text-[0.9375rem] leading-snug font-semibold', className)}
      {...props}
    />
  );
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      data-slot="toast-description"
      className={cn(
        'text-small opacity-90 group-data-[variant=default]:text-muted-foreground group-data-[variant=default]:opacity-100',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close"
      className={cn(
        'pointer-events-auto absolute top-3 right-3 inline-flex size-8 cursor-pointer items-center justify-center rounded-full opacity-75 transition-[opacity,background-color] hover:bg-black/5 hover:opacity-100',
        'group-data-[variant=destructive]:hover:bg-white/15 group-data-[variant=destructive]:focus-visible:outline-white',
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        'pointer-events-auto inline-flex h-8 shrink-0 cursor-pointer items-center rounded-full border border-current/25 px-3 text-sm font-semibold transition-colors hover:bg-black/5',
        className,
      )}
      {...props}
    />
  );
}
