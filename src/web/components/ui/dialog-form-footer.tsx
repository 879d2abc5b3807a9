import { Button } from './button';
import { DialogFooter } from './dialog';

/** A form dialog's last row: Cancel, then the submit button, busy while the save runs. */
export function DialogFormFooter({
  submitLabel,
  pending,
  onCancel,
  className,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  className?: string;
}) {
  return (
    <DialogFooter className={className}>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
