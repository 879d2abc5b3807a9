import { Save } from 'lucide-react';
import { Button, type ButtonSize } from '@/web/components/ui/button';

/** A settings form's submit: "Save …" with a disk, or "Saving..." and a spinner while it runs. */
export function SaveButton({
  pending,
  label,
  size,
  className,
}: {
  pending: boolean;
  label: string;
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <Button type="submit" size={size} loading={pending} className={className}>
      {pending ? null : <Save aria-hidden="true" />}
      {pending ? 'Saving...' : label}
    </Button>
  );
}
