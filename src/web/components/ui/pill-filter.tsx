import { cn } from '@/web/lib/cn';

export interface PillOption<T extends string> {
  value: T;
  label: string;
}

interface PillFilterProps<T extends string> {
  /** Names the group for screen readers ("Show messages"). */
  label: string;
  options: readonly PillOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

/**
 * A row of pressed/unpressed pills choosing what a list shows (the admin's Messages and Reviews).
 * One home, so every list's filter has the same touch size, colours and semantics.
 */
export function PillFilter<T extends string>({ label, options, value, onChange, className }: PillFilterProps<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn('inline-flex w-fit shrink-0 rounded-full border border-border bg-card p-1', className)}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'min-h-10 cursor-pointer rounded-full px-4 max-md:min-h-11 pointer-coarse:min-h-11 text-small font-semibold whitespace-nowrap transition-colors',
            value === option.value ? 'bg-cocoa-800 text-cream-50' : 'text-cocoa-700 hover:bg-cream-100',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
