import { AlertCircle } from 'lucide-react';

/**
 * The provider's refusal of a card (declined, insufficient funds, not approved), said by the card
 * fields and kept there until the card is changed: a toast alone is gone in five seconds, before
 * a customer on a phone has read it. The card field names it in its aria-describedby.
 */
export function PaymentDeclined({ id, message }: { id: string; message: string }) {
  return (
    <div
      id={id}
      role="alert"
      className="flex items-start gap-2.5 rounded-control border border-destructive/25 bg-destructive-muted px-3.5 py-3 text-small"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      <div className="min-w-0">
        <p className="font-semibold text-cocoa-900">{message}</p>
        <p className="mt-0.5 text-cocoa-700">Nothing was charged. Try another card, or check its details.</p>
      </div>
    </div>
  );
}
