import { formatCurrency, formatDollars, parseMoney } from '@/domain/money';
import { useEffect, useState, type FormEvent } from 'react';
import type { AdminCancelPreview, AdminOrder } from '@/contracts/admin-orders';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Field } from '@/web/components/ui/field';
import { Textarea } from '@/web/components/ui/textarea';
import { ApiRequestError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast-store';
import { useCancelOrder } from '../api/cancel-order';
import { useCancelPreview } from '../api/get-cancel-preview';
import { orderIdLabel } from '../order-list';
import { CancelPointsWarning } from './cancel-points-warning';

/** What the server said, or a plain sentence when it said nothing readable. */
export function cancelErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.serverMessage ?? `The refund failed (${error.status}).`;
  return 'The order could not be cancelled. Please try again.';
}

type CancellingOrder = Pick<AdminOrder, 'id' | 'orderNumber' | 'totalAmount'> &
  Partial<Pick<AdminOrder, 'userId' | 'refundedAmount' | 'storeCreditPaid'>>;

/**
 * Where the money goes (decision 0220): the server's preview says it for an order with an account
 * (store credit may have paid part, and partial refunds may have returned some of it); an order
 * without credit gives the card what partial refunds left. Null while that is not known yet.
 */
function moneySentence(order: CancellingOrder, preview: AdminCancelPreview | undefined): string | null {
  const label = orderIdLabel(order);
  const noCredit = !order.storeCreditPaid || parseMoney(order.storeCreditPaid) === 0;
  const cardCents = preview
    ? parseMoney(preview.refund)
    : noCredit
      ? parseMoney(order.totalAmount) - parseMoney(order.refundedAmount ?? '0')
      : null;
  const creditCents = preview ? parseMoney(preview.storeCredit) : 0;
  if (cardCents === null) return null;
  const card = formatCurrency(cardCents);
  const credit = formatCurrency(creditCents);
  if (cardCents <= 0 && creditCents <= 0)
    return `Order ${label} will be cancelled; its payment was already refunded in full.`;
  if (creditCents <= 0) return `Order ${label} will be cancelled and ${card} refunded to the customer's card.`;
  if (cardCents <= 0) return `Order ${label} will be cancelled and ${credit} returned to the customer's store credit.`;
  return `Order ${label} will be cancelled, ${card} refunded to the customer's card and ${credit} returned to their store credit.`;
}

/**
 * Confirms a cancellation with a required reason, then asks the server to refund the payment and
 * release the slot, reward and points. Before that it says what will be taken back of the
 * customer's points (decision 0108). A refusal keeps the dialog open with the server's reason.
 */
export function CancelOrderDialog({
  order,
  onOpenChange,
}: {
  order: CancellingOrder | null;
  onOpenChange: (open: boolean) => void;
}) {
  const cancel = useCancelOrder();
  // Only an order with an account earned points: staff see what will be taken back before confirming.
  const hasAccount = Boolean(order?.userId);
  // Not read again once the cancel is sent: the lists it refreshes include this query, and a
  // cancelled order has nothing left to preview (409).
  const points = useCancelPreview(order?.id ?? null, hasAccount && !cancel.isPending && !cancel.isSuccess);
  const checkingPoints = hasAccount && points.isPending;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (order === null) {
      setReason('');
      setError(null);
      setFailure(null);
    }
  }, [order]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!order || cancel.isPending || checkingPoints) return;
    if (!reason.trim()) {
      setError('Please give a reason for the cancellation');
      return;
    }
    setError(null);
    setFailure(null);
    // mutateAsync, not mutate's own callbacks: those never run if this dialog has unmounted by the
    // time the lists are re-read (the details re-render with the cancelled order), and the staff
    // member would not see that the order was cancelled. The promise settles either way.
    cancel.mutateAsync({ id: order.id, reason: reason.trim() }).then(
      (updated) => {
        toast({
          title: 'Order Cancelled',
          description: `Order ${orderIdLabel(order)} was cancelled and ${formatDollars(updated.refundedAmount)} refunded`,
          variant: 'success',
        });
        onOpenChange(false);
      },
      (cause: unknown) => {
        const message = cancelErrorMessage(cause);
        setFailure(message);
        toast({ title: 'Cancel Failed', description: message, variant: 'destructive' });
      },
    );
  };

  return (
    <Dialog open={order !== null} onOpenChange={(open) => !cancel.isPending && onOpenChange(open)}>
      <DialogContent size="md">
        <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
          <DialogHeader>
            <DialogTitle>Cancel this order?</DialogTitle>
            <DialogDescription>
              {order
                ? `${moneySentence(order, points.data) ?? `Order ${orderIdLabel(order)} will be cancelled and what is left of its payment refunded.`} Their delivery slot, any reward used and the points earned are given back, and they are e-mailed.`
                : null}
            </DialogDescription>
          </DialogHeader>
          <Field label="Reason" required error={error ?? undefined} hint="The customer sees this in their e-mail.">
            <Textarea
              value={reason}
              maxLength={500}
              rows={3}
              onChange={(event) => setReason(event.target.value)}
              placeholder="e.g. The customer called to cancel"
            />
          </Field>
          {hasAccount ? (
            <CancelPointsWarning preview={points.data} pending={points.isPending} failed={points.isError} />
          ) : null}
          {failure ? (
            <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-small text-red-900">
              {failure}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={cancel.isPending}>
              Keep order
            </Button>
            <Button type="submit" variant="destructive" loading={cancel.isPending} disabled={checkingPoints}>
              {cancel.isPending ? 'Cancelling...' : 'Cancel order and refund'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
