/**
 * The state every admin form dialog keeps (product, category, size variant, reward): its values,
 * set afresh with no errors each time the dialog opens; the browser's checks, shown at their
 * fields before anything is sent; and the server's reasons, shown at the same fields. After a
 * refused submit the first field in error takes the focus, and an error goes once its field is
 * valid (use-form-errors.ts); the dialog gives `formRef` to its <form>. A save's end is the
 * same in each: a toast, and the dialog closes, or stays open on the server's reasons.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { toast, type ToastOptions } from './toast-store';
import { type FieldErrors, useFormErrors } from './use-form-errors';

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
  const { formRef, errors, showChecks, showServerErrors, clear } = useFormErrors<V>(
    values,
    validate as (values: V) => FieldErrors,
  );

  useEffect(() => {
    if (!open) return;
    setValues(toForm(subject));
    clear();
  }, [open, subject, toForm, clear]);

  const passesChecks = () => showChecks(validate(values) as FieldErrors);

  return {
    formRef,
    values,
    setValues,
    errors: errors as E,
    set: <K extends keyof V>(key: K, value: V[K]) => setValues((v) => ({ ...v, [key]: value })),
    /** The form's onSubmit: no page load, and `save` runs only once the form's checks pass. */
    submitWith: (save: () => void) => (event: FormEvent) => {
      event.preventDefault();
      if (passesChecks()) save();
    },
    /**
     * The save mutation's callbacks: saved, its toast and the dialog closes; refused, the server's
     * reasons at their fields and its toast, the dialog staying open to put them right.
     */
    afterSave<T>(outcome: {
      close: () => void;
      saved: (result: T) => ToastOptions;
      failed: (error: Error) => ToastOptions;
    }) {
      return {
        onSuccess: (result: T) => {
          toast(outcome.saved(result));
          outcome.close();
        },
        onError: (error: Error) => {
          showServerErrors(error);
          toast(outcome.failed(error));
        },
      };
    },
  };
}
