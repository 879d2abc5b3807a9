import { useState } from 'react';
import type { StoreOrder } from '@/contracts/checkout';
import { aucklandNow } from '@/domain/delivery';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { toast } from '@/web/lib/toast-store';
import { useMoveSlots } from '../api/get-move-slots';
import { useMoveOrder } from '../api/move-order';
import { formatScheduleDate, formatSlot, orderLabel } from '../order-format';
import { OrderChangeDialog } from './order-change-dialog';

interface Props {
  order: StoreOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Moves the order to another day and slot; the server checks it as it checks a new order. */
export function MoveOrderDialog({ order, open, onOpenChange }: Props) {
  const move = useMoveOrder(order.id);
  const [date, setDate] = useState(order.deliveryDate ?? '');
  const [time, setTime] = useState(order.deliveryTime ?? '');
  const slots = useMoveSlots(open ? date : '', order.fulfilment);
  const unchanged = date === order.deliveryDate && time === order.deliveryTime;

  const submit = () =>
    move.mutate(
      { deliveryDate: date, deliveryTime: time },
      {
        onSuccess: (moved) => {
          onOpenChange(false);
          toast({
            title: `Order ${orderLabel(order)} moved`,
            description: `Now ${formatScheduleDate(moved.deliveryDate ?? date)}, ${formatSlot(moved.deliveryTime ?? time)}.`,
            variant: 'success',
          });
        },
      },
    );

  return (
    <OrderChangeDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={move.isPending}
      size="md"
      title="Change date or time"
      description={
        <>
          {order.fulfilment === 'pickup' ? 'Pick up' : 'Delivery'} is now{' '}
          {order.deliveryDate ? formatScheduleDate(order.deliveryDate) : 'not set'}
          {order.deliveryTime ? `, ${formatSlot(order.deliveryTime)}` : ''}. Choose a new day and time slot.
        </>
      }
      error={move.error}
      onSubmit={submit}
      keepLabel="Keep as it is"
      action={
        <Button type="submit" loading={move.isPending} disabled={unchanged || !date || !time}>
          Move order
        </Button>
      }
    >
      <Field label="Date" required>
        <Input type="date" value={date} min={aucklandNow().date} onChange={(event) => setDate(event.target.value)} />
      </Field>
      <Field label="Time slot" required hint={slots.isFetching ? 'Checking which slots are free...' : undefined}>
        <NativeSelect value={time} onChange={(event) => setTime(event.target.value)}>
          <option value="" disabled>
            Choose a time slot
          </option>
          {(slots.data ?? []).map((slot) => {
            const current = date === order.deliveryDate && slot.time === order.deliveryTime;
            return (
              <option key={slot.time} value={slot.time} disabled={!slot.available && !current}>
                {formatSlot(slot.time)}
                {current ? ' (your slot now)' : !slot.available ? ` (${slot.reason ?? 'not available'})` : ''}
              </option>
            );
          })}
        </NativeSelect>
      </Field>
    </OrderChangeDialog>
  );
}
