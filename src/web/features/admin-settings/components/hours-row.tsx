import type { ReactNode } from 'react';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';

export interface HoursRowProps {
  /** What the row is for, "Monday" or "Anzac Day". */
  name: string;
  /** Shown under the name ("Deliveries are never on a Sunday"). */
  note?: ReactNode;
  open: string;
  close: string;
  /** Times are off (the day is closed). */
  off: boolean;
  /** "Monday deliveries start" / "Anzac Day opens" */
  openLabel: string;
  closeLabel: string;
  openError?: string;
  closeError?: string;
  onChange(patch: { open?: string; close?: string }): void;
  /** The row's tick boxes (Closed, Deliveries). */
  children: ReactNode;
}

/** One day's times with its tick boxes: the shape the opening hours card uses, for the calendar's hours. */
export function HoursRow({
  name,
  note,
  open,
  close,
  off,
  openLabel,
  closeLabel,
  openError,
  closeError,
  onChange,
  children,
}: HoursRowProps) {
  const id = `hours-row-${name.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div role="group" aria-labelledby={id} className="grid items-center gap-3 py-3 sm:grid-cols-[11rem_1fr_1fr_auto]">
      <div className="flex flex-col">
        <span id={id} className="font-semibold text-cocoa-900">
          {name}
        </span>
        {note ? <span className="text-caption text-muted-foreground">{note}</span> : null}
      </div>
      <Field label="From" error={openError}>
        <Input
          type="time"
          value={open}
          disabled={off}
          aria-label={openLabel}
          onChange={(event) => onChange({ open: event.target.value })}
        />
      </Field>
      <Field label="To" error={closeError}>
        <Input
          type="time"
          value={close}
          disabled={off}
          aria-label={closeLabel}
          onChange={(event) => onChange({ close: event.target.value })}
        />
      </Field>
      <div className="flex flex-wrap gap-x-5 sm:self-end">{children}</div>
    </div>
  );
}

/** A tick box of at least 44 px height (touch), labelled for screen readers with the row's name. */
export function RowCheckbox({
  label,
  spoken,
  checked,
  onChange,
}: {
  label: string;
  /** "on Monday" — read after the label. */
  spoken: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 text-small text-cocoa-800">
      <input
        type="checkbox"
        className="size-5 cursor-pointer rounded accent-saffron-600"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label} <span className="sr-only">{spoken}</span>
    </label>
  );
}
