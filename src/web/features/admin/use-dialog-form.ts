/**
 * The state every admin form dialog keeps (product, category, size variant, reward): its values,
 * set afresh with no errors each time the dialog opens; the browser's checks, shown at their
 * fields before anything is sent; and the server's reasons, shown at the same fields.
 */
import { useEffect, useState } from 'react';

export function useDialogForm<V, E extends object, S = null>(options: {
  open: boolean;
  /** The record the dialog is open on (null to create); the form starts from it on every opening. */
  subject: S;
  /** The form's values for `subject`; a module-level function, so the opening effect stays keyed on `open` and `subject`. */
  toForm: (subject: S) => V;
  validate: (values: V) => E;
}) {
  const { open, subject, toForm, validate } = options;
  const [values, setValues] = useState<V>(() => toForm(subject));
  const [errors, setErrors] = useState<E>({} as E);

  useEffect(() => {
    if (!open) return;
    setValues(toForm(subject));
    setErrors({} as E);
  }, [open, subject, toForm]);

  return {
    values,
    setValues,
    errors,
    set: <K extends keyof V>(key: K, value: V[K]) => setValues((v) => ({ ...v, [key]: value })),
    /** Runs the form's checks and shows what they find; true when the form may be sent. */
    passesChecks(): boolean {
      const found = validate(values);
      setErrors(found);
      return Object.keys(found).length === 0;
    },
    /** A refused save's field reasons (the API error's `fields`), at their fields. */
    showServerErrors(error: unknown): void {
      setErrors(((error as { fields?: Record<string, string> }).fields ?? {}) as E);
    },
  };
}
