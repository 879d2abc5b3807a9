/** Small pieces the production sheet, its cake messages and the dockets share. */
import type { AdminProductionOrder } from '@/contracts/admin-orders';
import { formatSlot } from '@/domain/dates';
import { cn } from '@/web/lib/cn';

/**
 * An empty square to tick with a pen on the printed sheet (decision 0171). It is drawn, not a form
 * control: ticks on screen would be lost on reload, and the statuses already record progress.
 */
export function TickBox({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-tick-box=""
      className={cn(
        'tick-box inline-block size-5 shrink-0 rounded-[3px] border-2 border-cocoa-700 bg-white',
        className,
      )}
    />
  );
}

export const slotLabel = (slot: string | null) => (slot ? formatSlot(slot) : 'No time chosen');

export const fulfilmentLabel = (fulfilment: AdminProductionOrder['fulfilment']) =>
  fulfilment === 'pickup' ? 'Pickup' : 'Delivery';

/** "021 555 0100" → "tel:0215550100": what a phone dials, whatever spaces the customer typed. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export const pieces = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** One item as the kitchen reads it: "2 × Chocolate Cake (Small)". */
export function ItemLine({ item }: { item: AdminProductionOrder['items'][number] }) {
  return (
    <>
      <span className="font-semibold tabular-nums">{item.quantity} ×</span> {item.productName}
      {item.size ? <span className="text-cocoa-700"> ({item.size})</span> : null}
    </>
  );
}
