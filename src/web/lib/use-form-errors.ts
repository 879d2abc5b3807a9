/**
 * The errors of an admin form as staff expect them (issue 20): after a refused submit the first
 * field in error takes the focus, scrolled into view, instead of the focus staying on the button
 * with the message out of sight; and a field's error goes away as soon as its value is valid,
 * instead of staying until the next submit.
 *
 * Errors are keyed by field, or by a dotted path into the values (`openingHours.monday.close`).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

export type FieldErrors = Readonly<Record<string, string>>;

interface Shown<V> {
  errors: FieldErrors;
  /** The form's own checks, or the server's reasons (which the form's checks may not know). */
  from: 'checks' | 'server';
  /** The values the errors were found in, to tell which fields changed since. */
  values: V;
}

function valueAt(values: unknown, path: string): unknown {
  let here: unknown = values;
  for (const key of path.split('.')) {
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<string, unknown>)[key];
  }
  return here;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The errors to show now: a field still invalid keeps its error (the current reason of the form's
 * checks); a server's reason stands while its field is unchanged; a field made valid shows none.
 */
export function visibleErrors<V>(shown: Shown<V> | null, values: V, validate: (values: V) => FieldErrors): FieldErrors {
  if (!shown) return {};
  const now = validate(values);
  const visible: Record<string, string> = {};
  for (const [field, message] of Object.entries(shown.errors)) {
    if (shown.from === 'server' && same(valueAt(values, field), valueAt(shown.values, field))) visible[field] = message;
    else if (now[field]) visible[field] = now[field];
  }
  return visible;
}

/** Focuses the first control marked invalid in the form (document order), scrolled to the middle of its scroller. */
export function focusFirstInvalid(form: HTMLElement | null): void {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!first) return;
  // jsdom has no scrollIntoView; browsers all do.
  first.scrollIntoView?.({ block: 'center' });
  first.focus({ preventScroll: true });
}

export function useFormErrors<V>(values: V, validate: (values: V) => FieldErrors) {
  const formRef = useRef<HTMLFormElement>(null);
  const [shown, setShown] = useState<Shown<V> | null>(null);
  // Bumped on each refused submit: the focus moves once the errors are on screen.
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  const errors = useMemo(() => visibleErrors(shown, values, validate), [shown, values, validate]);

  const show = useCallback(
    (found: FieldErrors, from: Shown<V>['from']) => {
      setShown({ errors: found, from, values });
      if (Object.keys(found).length > 0) setFocusRequest((n) => n + 1);
    },
    [values],
  );

  return {
    /** Give it to the <form>: the first invalid control inside takes the focus. */
    formRef,
    errors,
    /** Shows the form's own checks' findings (focusing the first); true when there are none. */
    showChecks(found: FieldErrors): boolean {
      show(found, 'checks');
      return Object.keys(found).length === 0;
    },
    /** Shows a refused save's field reasons (the API error's `fields`), focusing the first. */
    showServerErrors(error: unknown): void {
      show((error as { fields?: FieldErrors } | null)?.fields ?? {}, 'server');
    },
    clear: useCallback(() => setShown(null), []),
  };
}
