import type { ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { DialogFooter } from '@/web/components/ui/dialog';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';

/**
 * The parts the partial refund and store-credit dialogs share (decisions 0200, 0202): an amount in
 * dollars, a reason the customer reads, the server's refusal, and Close beside the action. One copy
 * so the two money dialogs keep the same wording rules, input hints and touch sizes.
 */
export function MoneyAmountField({
  label,
  value,
  onChange,
  error,
  hint,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint: ReactNode;
  placeholder: string;
}) {
  return (
    <Field label={label} required error={error} hint={hint}>
      <Input
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
      />
    </Field>
  );
}

export function ResolutionReasonField({
  value,
  onChange,
  error,
  hint,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint: string;
  placeholder: string;
}) {
  return (
    <Field label="Reason" required error={error} hint={hint}>
      <Textarea
        value={value}
        maxLength={500}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
      />
    </Field>
  );
}

/** The server's reason for refusing, kept in the open dialog so staff can correct and retry. */
export function ResolutionFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-small text-red-900">
      {message}
    </p>
  );
}

/** Close is disabled while the request is out: closing then would hide the outcome of a money move. */
export function ResolutionFooter({
  pending,
  onClose,
  children,
}: {
  pending: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
        Close
      </Button>
      {children}
    </DialogFooter>
  );
}
