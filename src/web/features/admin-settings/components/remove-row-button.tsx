import { Trash2 } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { TOUCH_SIZE } from '@/web/lib/touch-target';

/** The bin at the end of a settings row (a refund step, a zone's fee, a closure), named for what it removes. */
export function RemoveRowButton({
  label,
  disabled,
  onClick,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={TOUCH_SIZE}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}
