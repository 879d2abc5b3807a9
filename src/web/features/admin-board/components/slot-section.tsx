import { Store, Truck } from 'lucide-react';
import type { AdminBoardOrder, AdminBoardSlot } from '@/contracts/admin-board';
import { formatSlot } from '@/domain/dates';
import { KitchenMinutesMeter } from '@/web/components/kitchen/kitchen-minutes-meter';
import { cn } from '@/web/lib/cn';
import { OrderCard } from './order-card';

function Group({ kind, orders, wide }: { kind: 'pickup' | 'delivery'; orders: AdminBoardOrder[]; wide: boolean }) {
  const Icon = kind === 'pickup' ? Store : Truck;
  const title = kind === 'pickup' ? 'Pickups' : 'Deliveries';
  return (
    <section aria-label={title} className={cn('flex min-w-0 flex-col gap-3', wide && 'lg:col-span-2')}>
      <h3
        className={cn(
          'flex items-center gap-2 text-eyebrow font-semibold tracking-[0.12em] uppercase',
          kind === 'pickup' ? 'text-pistachio-800' : 'text-purple-800',
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
        {title} <span className="tabular-nums">({orders.length})</span>
      </h3>
      <div className={cn('grid min-w-0 gap-3', wide && 'lg:grid-cols-2')}>
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </div>
    </section>
  );
}

/**
 * One slot of the day: its pickups and deliveries apart, side by side from 1024 px when it has
 * both (counter on the left, van on the right), one list across the width when it has one.
 */
export function SlotSection({ slot }: { slot: AdminBoardSlot }) {
  const both = slot.pickups.length > 0 && slot.deliveries.length > 0;
  const count = slot.pickups.length + slot.deliveries.length;
  const name = slot.slot ? formatSlot(slot.slot) : 'No time chosen';
  return (
    <section aria-label={name} className="flex flex-col gap-3">
      <h2 className="sticky top-16 z-10 -mx-1 flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-xl bg-cream-50/95 px-1 py-2 font-display text-h3 font-semibold text-cocoa-900 backdrop-blur">
        {slot.slot ? formatSlot(slot.slot) : 'No time chosen'}
        <span className="font-sans text-small font-normal text-muted-foreground">
          {count} {count === 1 ? 'order' : 'orders'}
        </span>
        {slot.kitchen ? <KitchenMinutesMeter use={slot.kitchen} label={name} className="self-center" /> : null}
      </h2>
      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        {slot.pickups.length ? <Group kind="pickup" orders={slot.pickups} wide={!both} /> : null}
        {slot.deliveries.length ? <Group kind="delivery" orders={slot.deliveries} wide={!both} /> : null}
      </div>
    </section>
  );
}
