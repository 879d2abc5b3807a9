import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

/** Props Field passes to its control (merged into the child element, or given to a render function). */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** Helper text under the control, linked via aria-describedby. */
  hint?: ReactNode;
  /** Error text; when present the control gets aria-invalid and the message is linked via aria-describedby. */
  error?: ReactNode;
  /** id for the control; generated when omitted. */
  id?: string;
  /** Shows a required marker and sets aria-required on the control. */
  required?: boolean;
  className?: string;
  /** A single control element (Input, Textarea, SelectTrigger…) or a render function receiving the wiring props. */
  children: ReactElement<Record<string, unknown>> | ((control: FieldControlProps) => ReactNode);
}

export function Field({ label, hint, error, id, required, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;

  const control = (childDescribedBy?: unknown): FieldControlProps => {
    const describedBy = [typeof childDescribedBy === 'string' ? childDescribedBy : undefined, hintId, errorId]
      .filter(Boolean)
      .join(' ');
    const props: FieldControlProps = { id: controlId };
    if (describedBy) props['aria-describedby'] = describedBy;
    if (error) props['aria-invalid'] = true;
    if (required) props['aria-required'] = true;
    return props;
  };

  let rendered: ReactNode;
  if (typeof children === 'function') {
    rendered = children(control());
  } else if (isValidElement(children)) {
    rendered = cloneElement(children, { ...control(children.props['aria-describedby']) });
  } else {
    rendered = children;
  }

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={controlId}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-rose-700">
            *
          </span>
        ) : null}
      </Label>
      {rendered}
      {hint ? (
        <p id={hintId} className="text-caption text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="flex items-start gap-1.5 text-caption font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
