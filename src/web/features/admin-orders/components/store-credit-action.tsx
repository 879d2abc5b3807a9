import { WalletCards } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { AdminOrder } from '@/contracts/admin-orders';
import { MONEY_PATTERN, formatCurrency, parseMoney } from '@/domain/money';
import { STORE_CREDIT_PERCENT, creditForResolution } from '@/domain/store-credit';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { ApiRequestError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast-store';
import { useGiveStoreCredit } from '../api/give-store-credit';
import { orderIdLabel } from '../order-list';
import {
  MoneyAmountField,
  ResolutionFailure,
  ResolutionFooter,
  ResolutionReasonField,
} from './money-resolution-fields';

type Errors = Partial<Record<'amount' | 'reason', string>>;

/**
 * Resolving a complaint about an order with store credit instead of a refund (decision 0202): the
 * customer receives 110% of the amount, kept as credit that never expires. Only for an order that
 * has a customer account and was not cancelled; the server checks the rest (the amount left, the
 * staff refund limit, once per order).
 */
export function StoreCreditAction({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  if (!order.userId || order.status === 'cancelled') return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} className="max-sm:w-full">
        <WalletCards aria-hidden="true" />
        Give store credit
      </Button>
      {open ? <StoreCreditDialog order={order} customerId={order.userId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function StoreCreditDialog({
  order,
  customerId,
  onClose,
}: {
  order: AdminOrder;
  customerId: string;
  onClose: () => void;
}) {
  const give = useGiveStoreCredit();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const valid = MONEY_PATTERN.test(amount.trim()) && parseMoney(amount.trim()) > 0;
  const credit = valid ? formatCurrency(creditForResolution(parseMoney(amount.trim()))) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (give.isPending) return;
    const found: Errors = {};
    if (!valid) found.amount = 'Enter an amount like 12.50';
    if (!reason.trim()) found.reason = 'Please give the reason for the credit';
    setErrors(found);
    if (Object.keys(found).length) return;
    setFailure(null);
    give.mutateAsync({ customerId, body: { orderId: order.id, amount: amount.trim(), reason: reason.trim() } }).then(
      (grant) => {
        toast({
          title: 'Store Credit Given',
          description: `${formatCurrency(parseMoney(grant.credited))} store credit for order ${orderIdLabel(order)}. Their balance is ${formatCurrency(parseMoney(grant.balance))}.`,
          variant: 'success',
        });
        onClose();
      },
      (cause: unknown) => {
        if (cause instanceof ApiRequestError) {
          const fields = cause.fields;
          if (fields.amount || fields.reason) setErrors({ amount: fields.amount, reason: fields.reason });
          setFailure(cause.serverMessage ?? cause.message);
        } else setFailure('The store credit could not be given. Please try again.');
      },
    );
  };

  return (
    <Dialog open onOpenChange={(next) => !next && !give.isPending && onClose()}>
      <DialogContent size="md">
        <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
          <DialogHeader>
            <DialogTitle>Give store credit</DialogTitle>
            <DialogDescription>
              Resolve the complaint about order {orderIdLabel(order)} with store credit instead of a refund. The
              customer receives {STORE_CREDIT_PERCENT}% of the amount; it never expires and is used at their next
              checkout.
            </DialogDescription>
          </DialogHeader>
          <MoneyAmountField
            label="Amount of the complaint (NZD)"
            value={amount}
            onChange={setAmount}
            error={errors.amount}
            hint={credit ? `The customer receives ${credit} in store credit.` : `At most the order's total.`}
            placeholder="e.g. 20.00"
          />
          <ResolutionReasonField
            value={reason}
            onChange={setReason}
            error={errors.reason}
            hint="The customer sees this with their credit."
            placeholder="e.g. The cake arrived damaged"
          />
          <ResolutionFailure message={failure} />
          <ResolutionFooter pending={give.isPending} onClose={onClose}>
            <Button type="submit" loading={give.isPending}>
              {give.isPending ? 'Giving...' : credit ? `Give ${credit} credit` : 'Give credit'}
            </Button>
          </ResolutionFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
