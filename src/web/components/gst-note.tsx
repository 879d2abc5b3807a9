import { gstNoteFor } from '@/domain/checkout-pricing';
import { cn } from '@/web/lib/cn';
import { useBusinessSettings } from '@/web/lib/get-business-settings';

/** "+ 15% GST at checkout" or "incl. GST" beside a price, so no total differs from the charge unexplained. */
export function GstNote({ className }: { className?: string }) {
  const settings = useBusinessSettings().data;
  const note = settings ? gstNoteFor(settings) : null;
  // A shop that is not GST-registered says nothing of GST (issue 26).
  if (!note) return null;
  return (
    <span className={cn('text-small text-muted-foreground', className)} data-testid="gst-note">
      {note}
    </span>
  );
}
