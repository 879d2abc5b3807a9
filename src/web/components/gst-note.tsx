import { gstNote } from '@/domain/checkout-pricing';
import { cn } from '@/web/lib/cn';
import { useBusinessSettings } from '@/web/lib/get-business-settings';

/** "+ 15% GST at checkout" or "incl. GST" beside a price, so no total differs from the charge unexplained. */
export function GstNote({ className }: { className?: string }) {
  const settings = useBusinessSettings().data;
  if (!settings) return null;
  return (
    <span className={cn('text-small text-muted-foreground', className)} data-testid="gst-note">
      {gstNote(settings.pricesIncludeGst)}
    </span>
  );
}
