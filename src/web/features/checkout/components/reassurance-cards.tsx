import { Headset, LockKeyhole, Truck, Wheat } from 'lucide-react';
import { cn } from '@/web/lib/cn';

const CARDS = [
  { icon: Truck, title: 'Free Delivery', text: 'On all orders within Auckland' },
  { icon: Wheat, title: 'Fresh Guarantee', text: 'Baked fresh for your delivery day' },
  { icon: LockKeyhole, title: 'Secure Payment', text: 'Your card details are encrypted' },
  { icon: Headset, title: '24/7 Support', text: "We're here whenever you need us" },
] as const;

/** Four small promises beside the order summary: delivery, freshness, payment security, support. */
export function ReassuranceCards({ className }: { className?: string }) {
  return (
    <ul aria-label="Why order with us" className={cn('grid grid-cols-2 gap-3', className)}>
      {CARDS.map(({ icon: Icon, title, text }) => (
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
