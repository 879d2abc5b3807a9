import { Minus, Plus } from 'lucide-react';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '@/domain/cart';
import { cn } from '../../lib/cn';

interface QuantityInputProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  label?: string;
  className?: string;
}

/** − value + stepper; the decrease button is disabled at the minimum. */
export function QuantityInput({
  value,
  onChange,
  min = MIN_LINE_QUANTITY,
  max = MAX_LINE_QUANTITY,
  label = 'Quantity',
  className,
}: QuantityInputProps) {
  const button =
    'grid size-10 cursor-pointer place-items-center rounded-full text-cocoa-700 transition-colors hover:bg-cream-200 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div
      role="group"
      aria-label={label}
      className={cn('inline-flex items-center rounded-full border border-cocoa-200 bg-card', className)}
    >
      <button
        type="button"
        aria-label="Decrease quantity"
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
        className={button}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output aria-live="polite" className="min-w-9 text-center font-semibold">
        {value}
      </output>
      <button
        type="button"
        aria-label="Increase quantity"
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
        className={button}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
