import { useState } from 'react';

/**
 * An add/edit dialog's state: open on a record to edit it, or on nothing to add one. Closing keeps
 * the record, so the dialog does not switch to "Add" while its closing animation runs.
 */
export function useEditDialog<T>() {
  const [state, setState] = useState<{ open: boolean; subject: T | null }>({ open: false, subject: null });
  return {
    open: state.open,
    subject: state.subject,
    openToAdd: () => setState({ open: true, subject: null }),
    openToEdit: (subject: T) => setState({ open: true, subject }),
    onOpenChange: (open: boolean) => setState((s) => ({ ...s, open })),
  };
}
