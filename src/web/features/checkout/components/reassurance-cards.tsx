import { Headset, LockKeyhole, Truck, Wheat } from 'lucide-react';
import { chargesDelivery, type DeliveryFees, deliveryFeeEstimate } from '@/domain/delivery-fees';
import { formatCurrency } from '@/domain/money';
import { cn } from '@/web/lib/cn';
import { useDeliveryFees } from '@/web/lib/delivery-fees';

const OTHER_CARDS = [
  { icon: Wheat, title: 'Fresh Guarantee', text: 'Baked fresh for your delivery day' },
  { icon: LockKeyhole, title: 'Secure Payment', text: 'Your card details are encrypted' },
  { icon: Headset, title: '24/7 Support', text: "We're here whenever you need us" },
] as const;

/**
 * The spec's "Free Delivery on all orders within Auckland" while the shop charges no fee; once it
 * does (issue 26), the promise it can keep: free over the threshold, else the lowest fee.
 */
function deliveryCard(fees: DeliveryFees) {
  if (!chargesDelivery(fees)) return { icon: Truck, title: 'Free Delivery', text: 'On all orders within Auckland' };
  if (fees.freeOverCents !== null) {
    return { icon: Truck, title: 'Free Delivery', text: `On orders over ${formatCurrency(fees.freeOverCents)}` };
  }
  return { icon: Truck, title: 'Delivery', text: `From ${formatCurrency(deliveryFeeEstimate(fees, 0).cents)}` };
}

/** Four small promises beside the order summary: delivery, freshness, payment security, support. */
export function ReassuranceCards({ className }: { className?: string }) {
  const cards = [deliveryCard(useDeliveryFees()), ...OTHER_CARDS];
  return (
    <ul aria-label="Why order with us" className={cn('grid grid-cols-2 gap-3', className)}>
      {cards.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex flex-col gap-2 rounded-card border border-border bg-card/70 p-4">
          <span className="grid size-9 place-items-center rounded-full bg-saffron-100 text-saffron-800">
            <Icon aria-hidden="true" className="size-4.5" />
          </span>
          <span className="text-small leading-snug font-semibold text-cocoa-900">{title}</span>
          <span className="text-caption text-muted-foreground">{text}</span>
        </li>
      ))}
    </ul>
  );
}
