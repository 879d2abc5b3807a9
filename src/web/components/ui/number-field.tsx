import type { ReactNode } from 'react';
import { Field } from './field';
import { Input } from './input';

/**
 * A labelled number box of the admin forms: `money` takes cents (decimal keypad, step 0.01),
 * `count` whole numbers (number keypad, step 1). The value stays a string, as the forms keep it,
 * so a half-typed "12." is not rewritten under the typist.
 */
export function NumberField({
  label,
  value,
  onChange,
  kind,
  min,
  max,
  step,
  required,
  hint,
  error,
  placeholder,
  className,
  inputClassName,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  kind: 'money' | 'count';
  min?: string;
  max?: string;
  /** Defaults to the kind's: 0.01 for money, 1 for a count. */
  step?: string;
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  placeholder?: string;
  className?: string;
  inputClassName?: string;
}) {
  return (
    <Field label={label} required={required} hint={hint} error={error} className={className}>
      <Input
        type="number"
        inputMode={kind === 'money' ? 'decimal' : 'numeric'}
        min={min}
        max={max}
        step={step ?? (kind === 'money' ? '0.01' : '1')}
        placeholder={placeholder}
        className={inputClassName}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
