import { useState } from 'react';
import type { StoreOrder } from '@/contracts/checkout';
import { formatCurrency, parseMoney } from '@/domain/money';
import { moneyBackOnCancel } from '@/domain/store-credit';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/lib/toast-store';
import { useCancelOrder } from '../api/cancel-order';
import { orderLabel } from '../order-format';
import { OrderChangeDialog } from './order-change-dialog';

interface Props {
  order: StoreOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Where the money goes (decision 0220): what is left of the card payment back to the card, what is
 * left of the store credit back to credit, after any partial refunds; the server's rule.
 */
function moneyBack(order: StoreOrder): { promise: string; done: string } {
  const refunds = order.refunds ?? [];
  const { cardCents, creditCents } = moneyBackOnCancel({
    totalCents: parseMoney(order.totalAmount),
    storeCreditCents: parseMoney(order.storeCreditPaid ?? '0'),
    refundedCents: refunds.reduce((sum, r) => sum + parseMoney(r.amount), 0),
    creditBackCents: refunds.reduce((sum, r) => sum + parseMoney(r.storeCredit ?? '0'), 0),
  });
  const card = formatCurrency(cardCents);
  const credit = formatCurrency(creditCents);
  const full = refunds.length === 0 ? ' in full' : '';
  if (creditCents === 0) {
    return {
      promise: `We will refund ${card} to your card${full}; it usually arrives within 3-5 business days.`,
      done: `We have refunded ${card} to your card.`,
    };
  }
  if (cardCents === 0) {
    return {
      promise: `It was paid with store credit: ${credit} goes back to your store credit at once.`,
      done: `${credit} is back in your store credit.`,
    };
  }
  return {
    promise: `We will refund ${card} to your card (it usually arrives within 3-5 business days) and ${credit} to your store credit at once.`,
    done: `We have refunded ${card} to your card and ${credit} to your store credit.`,
  };
}

/** Cancels the order after saying what happens to the money and the points. */
export function CancelOrderDialog({ order, open, onOpenChange }: Props) {
  const cancel = useCancelOrder(order.id);
  const [reason, setReason] = useState('');
  const back = moneyBack(order);

  const submit = () =>
    cancel.mutate(reason.trim() ? { reason: reason.trim() } : {}, {
      onSuccess: () => {
        onOpenChange(false);
        toast({
          title: `Order ${orderLabel(order)} cancelled`,
          description: back.done,
          variant: 'success',
        });
      },
    });

  return (
    <OrderChangeDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={cancel.isPending}
      size="md"
      title={`Cancel order ${orderLabel(order)}?`}
      description={
        <>
          {back.promise}
          {order.pointsEarned > 0 ? ` The ${order.pointsEarned} loyalty points it earned are taken back.` : ''} Any
          reward or voucher it used is yours again.
        </>
      }
      error={cancel.error}
      onSubmit={submit}
      keepLabel="Keep order"
      action={
        <Button type="submit" variant="destructive" loading={cancel.isPending}>
          Cancel order
        </Button>
      }
    >
      <Field label="Reason (optional)">
        <Textarea rows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
      </Field>
    </OrderChangeDialog>
  );
}
