import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap font-semibold select-none ' +
  'transition-[background-color,color,border-color,box-shadow,translate] duration-200 ease-out ' +
  'disabled:cursor-not-allowed disabled:opacity-55 aria-disabled:cursor-not-allowed aria-disabled:opacity-55 ' +
  "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-[1.125em]";

const variants: Record<ButtonVariant, string> = {
  primary:
    'rounded-full bg-primary text-primary-foreground shadow-glow hover:bg-primary-hover active:translate-y-px ' +
    'disabled:shadow-none',
  secondary: 'rounded-full bg-secondary text-secondary-foreground hover:bg-rose-200 active:translate-y-px',
  outline:
    'rounded-full border border-cocoa-200 bg-card text-foreground shadow-soft hover:border-cocoa-300 hover:bg-cream-100 active:translate-y-px',
  ghost: 'rounded-full text-foreground hover:bg-cream-200/70 active:bg-cream-200',
  destructive:
    'rounded-full bg-destructive text-destructive-foreground shadow-soft hover:bg-destructive-hover active:translate-y-px',
  link: 'rounded-sm text-saffron-800 underline decoration-saffron-400 decoration-2 underline-offset-4 hover:text-saffron-900 hover:decoration-saffron-600',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-6 text-[0.9375rem]',
  lg: 'h-13 px-8 text-base',
  icon: 'size-11 text-base',
};

/** Class string for the button look, e.g. to style a plain <a> or router <Link> directly. */
export function buttonVariants({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variants[variant], variant === 'link' ? 'h-auto p-0' : sizes[size], className);
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child element (e.g. a router <Link>) with the button styles. */
  asChild?: boolean;
  /**
   * Shows a spinner and sets aria-busy and aria-disabled; clicks (and a form's implicit
   * submission) do nothing meanwhile. The button is not `disabled`, so the focus stays on it
   * while it works instead of falling to the page.
   */
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  loading = false,
  disabled,
  className,
  children,
  type,
  onClick,
  ...props
}: ButtonProps) {
  const isDisabled = Boolean(disabled || loading);
  // While it works the button ignores clicks; preventDefault also stops a form's submission.
  const click: ButtonProps['onClick'] = loading
    ? (event) => {
        event.preventDefault();
      }
    : onClick;
  const spinner = loading ? <LoaderCircle aria-hidden="true" data-spinner="" className="animate-spin" /> : null;
  const classes = buttonVariants({ variant, size, className });

  if (asChild) {
    return (
      <Slot.Root
        className={classes}
        aria-disabled={isDisabled || undefined}
        aria-busy={loading || undefined}
        data-loading={loading || undefined}
        onClick={click}
        {...props}
      >
        {spinner}
        <Slot.Slottable>{children}</Slot.Slottable>
      </Slot.Root>
    );
  }

  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={Boolean(disabled)}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      onClick={click}
      {...props}
    >
      {spinner}
      {children}
    </button>
  );
}
