import { useEffect, useState, type FormEvent } from 'react';
import type { AdminOrder } from '@/contracts/admin-orders';
import type { AdminCreateRefund, AdminOrderRefunds } from '@/contracts/admin-refunds';
import { formatCurrency, MONEY_PATTERN, parseMoney } from '@/domain/money';
import { lineRefundCents } from '@/domain/partial-refunds';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { QuantityInput } from '@/web/components/ui/quantity-input';
import { ApiRequestError } from '@/web/lib/api-client';
import { cn } from '@/web/lib/cn';
import { toast } from '@/web/lib/toast-store';
import { useCreateRefund } from '../api/create-refund';
import { orderIdLabel } from '../order-list';
import {
  MoneyAmountField,
  ResolutionFailure,
  ResolutionFooter,
  ResolutionReasonField,
} from './money-resolution-fields';

type Mode = 'lines' | 'amount';

/** A fresh key each time the dialog opens: a double click or a retry of this refund is the same refund. */
const newKey = () => globalThis.crypto?.randomUUID?.() ?? `refund-${Date.now()}-${Math.random().toString(36).slice(2)}`;

const cents = (money: string) => parseMoney(money);

/** What the chosen units are worth, as the server reckons them (src/domain/partial-refunds.ts). */
function chosenCents(refunds: AdminOrderRefunds, chosen: Record<string, number>): number {
  const order = { subtotalCents: cents(refunds.subtotal), totalCents: cents(refunds.total) };
  return refunds.lines.reduce(
    (sum, line) => sum + lineRefundCents(order, cents(line.unitPrice), chosen[line.itemId] ?? 0),
    0,
  );
}

function ModeChoice({ mode, onChange }: { mode: Mode; onChange: (mode: Mode) => void }) {
  const option = (value: Mode, label: string) => (
    <button
      type="button"
      role="radio"
      aria-checked={mode === value}
      onClick={() => onChange(value)}
      className={cn(
        'min-h-11 flex-1 cursor-pointer rounded-full px-4 text-small font-semibold transition-colors',
        mode === value ? 'bg-cocoa-900 text-cream-50 shadow-soft' : 'text-cocoa-700 hover:bg-cream-200',
      )}
    >
      {label}
    </button>
  );
  return (
    <div role="radiogroup" aria-label="Refund by" className="flex gap-1 rounded-full bg-cream-100 p-1">
      {option('lines', 'Choose items')}
      {option('amount', 'Enter an amount')}
    </div>
  );
}

/**
 * Refunds part of an order (issue 24): chosen items with their quantities, or an amount, with a
 * reason the customer reads in their e-mail. Never more than is left (the server says so too);
 * a refusal (over the staff limit, the gateway) keeps the dialog open with the server's reason.
 */
export function RefundOrderDialog({
  order,
  refunds,
  onOpenChange,
}: {
  order: Pick<AdminOrder, 'id' | 'orderNumber'> | null;
  refunds: AdminOrderRefunds | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateRefund();
  const [mode, setMode] = useState<Mode>('lines');
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; lines?: string; reason?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [key, setKey] = useState(newKey);
  const open = order !== null;

  useEffect(() => {
    if (!open) {
      setMode('lines');
      setChosen({});
      setAmount('');
      setReason('');
      setErrors({});
      setFailure(null);
      setKey(newKey());
    }
  }, [open]);

  const leftCents = refunds ? cents(refunds.left) : 0;
  const linesCents = refunds ? chosenCents(refunds, chosen) : 0;
  const amountCents = MONEY_PATTERN.test(amount.trim()) ? cents(amount) : 0;
  const refundCents = mode === 'lines' ? linesCents : amountCents;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!order || !refunds || create.isPending) return;
    const found: typeof errors = {};
    if (mode === 'lines' && linesCents === 0) found.lines = 'Choose at least one item to refund';
    if (mode === 'amount') {
      if (!MONEY_PATTERN.test(amount.trim()) || amountCents === 0) found.amount = 'Enter an amount like 12.50';
      else if (amountCents > leftCents) found.amount = `Only ${formatCurrency(leftCents)} is left to refund`;
    }
    if (!reason.trim()) found.reason = 'Please give a reason for the refund';
    setErrors(found);
    if (Object.keys(found).length) return;
    setFailure(null);
    const body: AdminCreateRefund =
      mode === 'lines'
        ? {
            lines: Object.entries(chosen)
              .filter(([, quantity]) => quantity > 0)
              .map(([itemId, quantity]) => ({ itemId, quantity })),
            reason: reason.trim(),
            idempotencyKey: key,
          }
        : { amount: amount.trim(), reason: reason.trim(), idempotencyKey: key };
    // mutateAsync: its promise settles even when the dialog has closed meanwhile.
    create.mutateAsync({ id: order.id, body }).then(
      () => {
        toast({
          title: 'Refund Made',
          description: `${formatCurrency(refundCents)} of order ${orderIdLabel(order)} was refunded to the customer's card`,
          variant: 'success',
        });
        onOpenChange(false);
      },
      (cause: unknown) => {
        const error = cause instanceof ApiRequestError ? cause.apiError : undefined;
        const message = error?.message ?? 'The refund could not be made. Please try again.';
        setFailure(message);
        toast({ title: 'Refund Failed', description: message, variant: 'destructive' });
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !create.isPending && onOpenChange(next)}>
      <DialogContent
        size="lg"
        className="max-h-[92dvh] overflow-y-auto overscroll-contain max-sm:w-[calc(100%-1rem)] max-sm:p-5"
      >
        <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
          <DialogHeader>
            <DialogTitle>Refund part of this order</DialogTitle>
            <DialogDescription>
              {order && refunds
                ? `Order ${orderIdLabel(order)}: ${formatCurrency(leftCents)} of ${formatCurrency(cents(refunds.total))} is left to refund. The money goes back to the customer's card, the points it earned are taken back in proportion, and they are e-mailed.`
                : 'Loading the order…'}
            </DialogDescription>
          </DialogHeader>

          <ModeChoice mode={mode} onChange={setMode} />

          {mode === 'lines' ? (
            <fieldset
              className="flex flex-col gap-2"
              aria-describedby={errors.lines ? 'refund-lines-error' : undefined}
            >
              <legend className="mb-2 text-small font-semibold text-cocoa-900">Items to refund</legend>
              {refunds?.lines.map((line) => {
                const left = line.quantity - line.refundedQuantity;
                return (
                  <div
                    key={line.itemId}
                    className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl border border-border bg-card px-4 py-3"
                  >
                    <div className="min-w-0 flex-1">
                      <p className="font-medium break-words text-cocoa-900">
                        {line.productName}
                        {line.size ? <span className="font-normal text-cocoa-700"> · {line.size}</span> : null}
                      </p>
                      <p className="text-caption text-muted-foreground">
                        {formatCurrency(cents(line.unitRefund))} each · {left} of {line.quantity} left to refund
                      </p>
                    </div>
                    <QuantityInput
                      label={`Refund how many of ${line.productName}`}
                      value={chosen[line.itemId] ?? 0}
                      min={0}
                      max={left}
                      onChange={(quantity) => setChosen((prev) => ({ ...prev, [line.itemId]: quantity }))}
                      className="pointer-coarse:[&_button]:size-11"
                    />
                  </div>
                );
              })}
              {errors.lines ? (
                <p id="refund-lines-error" className="text-small text-destructive">
                  {errors.lines}
                </p>
              ) : null}
            </fieldset>
          ) : (
            <MoneyAmountField
              label="Amount to refund"
              value={amount}
              onChange={setAmount}
              error={errors.amount}
              hint={`Up to ${formatCurrency(leftCents)}`}
              placeholder="e.g. 12.50"
            />
          )}

          <ResolutionReasonField
            value={reason}
            onChange={setReason}
            error={errors.reason}
            hint="The customer sees this in their e-mail."
            placeholder="e.g. The cake was damaged in delivery"
          />

          <ResolutionFailure message={failure} />

          <ResolutionFooter pending={create.isPending} onClose={() => onOpenChange(false)}>
            <Button type="submit" variant="destructive" loading={create.isPending} disabled={!refunds}>
              {create.isPending ? 'Refunding...' : `Refund ${formatCurrency(refundCents)}`}
            </Button>
          </ResolutionFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
