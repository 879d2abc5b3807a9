import { CircleCheck, CreditCard, LockKeyhole, WalletCards } from 'lucide-react';
import { formatCurrency, parseMoney } from '@/domain/money';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import type { ChosenReward, PlaceOrderForm } from '../use-place-order';
import { PaymentMethod } from './payment-method-switch';
import { SectionHeader } from './section-header';

/** Step 3: the card form, the total and the Complete Payment button. */
export function PaymentStep<Choice extends ChosenReward>({ form }: { form: PlaceOrderForm<Choice> }) {
  const { total, processing } = form;
  return (
    <section aria-label="Payment" className="flex min-w-0 flex-col gap-6">
      <Card>
        <SectionHeader
          step={3}
          icon={CreditCard}
          id="checkout-payment-title"
          title="Payment Details"
          description="All transactions are secure and encrypted."
        />
        <CardContent className="flex flex-col gap-6 max-sm:px-4 xl:px-5 xl:pb-5">
          {form.alreadyPaid ? (
            <p
              role="status"
              className="flex items-start gap-2.5 rounded-control bg-pistachio-50 px-3.5 py-3 text-small text-pistachio-900"
            >
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-pistachio-700" />
              Your payment went through. Press Complete Payment again to finish placing your order.
            </p>
          ) : null}
          {form.paidByCredit ? (
            <PaidByCredit credit={form.intent.storeCredit ?? '0.00'} />
          ) : (
            <PaymentMethod
              intent={form.intent}
              ref={form.payment}
              onReadyChange={form.setPaymentReady}
              disabled={form.locked}
            />
          )}
          <div className="flex flex-col gap-3 border-t border-border pt-5">
            <div className="flex items-baseline justify-between text-small">
              <span className="font-semibold text-cocoa-800">Total to pay</span>
              <span className="font-display text-h4 text-cocoa-950 tabular-nums">{total}</span>
            </div>
            <Button
              type="submit"
              size="lg"
              className="h-auto! min-h-13 w-full px-4! py-3 text-center text-[0.9375rem]! leading-snug whitespace-normal!"
              loading={processing}
              disabled={!form.payable}
              aria-describedby="checkout-pay-note"
            >
              {processing ? 'Processing...' : `Complete Payment - ${total}`}
            </Button>
            <p
              id="checkout-pay-note"
              className="flex items-start justify-center gap-1.5 text-center text-caption text-muted-foreground"
            >
              <LockKeyhole aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
              <span>
                {form.paidByCredit
                  ? 'No card is charged: your store credit pays when you press Complete Payment.'
                  : `Your card is charged ${total} NZD once, when you press Complete Payment.`}
              </span>
            </p>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}

/** Store credit covers the order (decision 0202): said instead of a card form nobody needs. */
function PaidByCredit({ credit }: { credit: string }) {
  return (
    <p
      role="status"
      className="flex items-start gap-2.5 rounded-control bg-pistachio-50 px-3.5 py-3 text-small text-pistachio-900"
    >
      <WalletCards aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-pistachio-700" />
      <span>
        Your store credit of <strong className="font-semibold">{formatCurrency(parseMoney(credit))}</strong> pays for
        this whole order. No card needed.
      </span>
    </p>
  );
}
