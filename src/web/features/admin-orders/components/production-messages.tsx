import type { AdminProductionCakeMessage } from '@/contracts/admin-orders';
import { slotLabel, TickBox } from './production-parts';

/**
 * The decorator's list: every cake message of the day in slot order, with the order number to find
 * the box, the cake and its size, and the words exactly as the customer typed them (as text).
 */
export function ProductionCakeMessages({
  messages,
  headingId,
}: {
  messages: readonly AdminProductionCakeMessage[];
  headingId: string;
}) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2" data-cake-messages="">
      <h3
        id={headingId}
        className="keep-with-next font-sans text-small font-semibold tracking-wide text-cocoa-700 uppercase"
      >
        Cake messages for the decorator
      </h3>
      <ul className="flex flex-col">
        {messages.map((entry, index) => (
          <li
            key={`${entry.orderId}-${index}`}
            className="avoid-break flex gap-3 border-b border-border py-2.5 first:border-t-2 first:border-t-cocoa-800"
          >
            <TickBox className="mt-0.5" />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <p className="flex flex-wrap gap-x-3 text-small text-cocoa-800">
                <span className="font-semibold text-cocoa-950">#{entry.orderNumber}</span>
                <span>
                  {entry.quantity > 1 ? `${entry.quantity} × ` : ''}
                  {entry.productName}
                  {entry.size ? ` (${entry.size})` : ''}
                </span>
                <span className="text-cocoa-700 tabular-nums">{slotLabel(entry.deliveryTime)}</span>
              </p>
              <p className="font-display text-lg break-words whitespace-pre-wrap text-cocoa-950">“{entry.message}”</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
