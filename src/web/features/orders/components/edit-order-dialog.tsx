import { useState } from 'react';
import type { StoreOrder } from '@/contracts/checkout';
import type { StoreEditOrder } from '@/contracts/order-changes';
import { CAKE_MESSAGE_MAX_LENGTH } from '@/domain/cake-message';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { ApiRequestError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast-store';
import { useEditOrder } from '../api/edit-order';
import { orderLabel } from '../order-format';
import { OrderChangeDialog } from './order-change-dialog';

interface Props {
  order: StoreOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const addressOf = (order: StoreOrder) => ({
  address: order.deliveryAddress ?? '',
  suburb: order.deliverySuburb ?? '',
  city: order.deliveryCity ?? '',
  postalCode: order.deliveryPostalCode ?? '',
});

/** The delivery address (a delivery's), the instructions and the cake messages; only what changed is sent. */
export function EditOrderDialog({ order, open, onOpenChange }: Props) {
  const edit = useEditOrder(order.id);
  const [address, setAddress] = useState(() => addressOf(order));
  const [instructions, setInstructions] = useState(order.specialInstructions ?? '');
  const cakes = order.items.filter((item) => item.id && item.message !== null);
  const [messages, setMessages] = useState<Record<string, string>>(() =>
    Object.fromEntries(cakes.map((item) => [item.id!, item.message ?? ''])),
  );
  const delivery = order.fulfilment === 'delivery';
  const fieldError = (name: string) => (edit.error instanceof ApiRequestError ? edit.error.fields[name] : undefined);

  const changes = (): StoreEditOrder => {
    const body: StoreEditOrder = {};
    const before = addressOf(order);
    if (delivery && (Object.keys(before) as (keyof typeof before)[]).some((key) => before[key] !== address[key])) {
      body.address = address;
    }
    if (instructions !== (order.specialInstructions ?? '')) body.specialInstructions = instructions;
    const changed = cakes.filter((item) => messages[item.id!] !== (item.message ?? ''));
    if (changed.length) body.messages = changed.map((item) => ({ itemId: item.id!, message: messages[item.id!]! }));
    return body;
  };

  const submit = () => {
    const body = changes();
    if (Object.keys(body).length === 0) return onOpenChange(false);
    edit.mutate(body, {
      onSuccess: () => {
        onOpenChange(false);
        toast({ title: `Order ${orderLabel(order)} updated`, variant: 'success' });
      },
    });
  };

  const setPart = (key: keyof ReturnType<typeof addressOf>) => (event: { target: { value: string } }) =>
    setAddress((current) => ({ ...current, [key]: event.target.value }));

  return (
    <OrderChangeDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={edit.isPending}
      size="lg"
      title="Edit order details"
      description={
        <>
          {delivery ? 'Change the delivery address (inside our delivery area), ' : 'Change '}
          the instructions{cakes.length ? ' or the message on the cake' : ''}.
        </>
      }
      error={edit.error}
      onSubmit={submit}
      keepLabel="Keep as it is"
      action={
        <Button type="submit" loading={edit.isPending}>
          Save changes
        </Button>
      }
    >
      {delivery ? (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">Delivery address</legend>
          <Field label="Street address" required className="sm:col-span-2" error={fieldError('address')}>
            <Input
              value={address.address}
              maxLength={200}
              autoComplete="street-address"
              onChange={setPart('address')}
            />
          </Field>
          <Field label="Suburb" error={fieldError('suburb') ?? fieldError('address.suburb')}>
            <Input value={address.suburb} maxLength={80} onChange={setPart('suburb')} />
          </Field>
          <Field label="City" required error={fieldError('city') ?? fieldError('address.city')}>
            <Input value={address.city} maxLength={80} onChange={setPart('city')} />
          </Field>
          <Field label="Postal code" required error={fieldError('postalCode')}>
            <Input value={address.postalCode} inputMode="numeric" maxLength={4} onChange={setPart('postalCode')} />
          </Field>
        </fieldset>
      ) : null}
      <Field label="Special instructions">
        <Textarea
          rows={3}
          maxLength={1000}
          value={instructions}
          onChange={(event) => setInstructions(event.target.value)}
        />
      </Field>
      {cakes.map((item) => (
        <Field
          key={item.id}
          label={`Message on the cake: ${item.productName}`}
          hint={`Up to ${CAKE_MESSAGE_MAX_LENGTH} characters`}
        >
          <Input
            value={messages[item.id!] ?? ''}
            maxLength={CAKE_MESSAGE_MAX_LENGTH}
            onChange={(event) => setMessages((current) => ({ ...current, [item.id!]: event.target.value }))}
          />
        </Field>
      ))}
    </OrderChangeDialog>
  );
}
