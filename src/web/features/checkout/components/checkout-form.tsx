import { CalendarClock, LockKeyhole, MapPin, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import type { ChosenReward, PlaceOrderForm } from '../use-place-order';
import { CHECKOUT_TITLE } from './checkout-notices';
import { DeliveryForm, deliveryFieldId } from './delivery-form';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import { ReassuranceCards } from './reassurance-cards';
import { SchedulePicker } from './schedule-picker';
import { SectionHeader } from './section-header';

export interface CheckoutFormProps<Choice extends ChosenReward> {
  form: PlaceOrderForm<Choice>;
  /** The Loyalty Rewards card, under the order summary. */
  rewardsCard: ReactNode;
}

/** The prepared checkout: order summary and rewards, then delivery, schedule and payment. */
export function CheckoutForm<Choice extends ChosenReward>({ form, rewardsCard }: CheckoutFormProps<Choice>) {
  const { details, errors, locked, processing } = form;
  const pickup = details.fulfilment === 'pickup';

  return (
    <div className="flex w-full min-w-0 flex-col gap-8">
      <title>{CHECKOUT_TITLE}</title>
      <header className="flex flex-col gap-2">
        <p className="flex items-center gap-1.5 text-eyebrow font-semibold text-saffron-700 uppercase">
          <LockKeyhole aria-hidden="true" className="size-3.5" />
          Secure checkout
        </p>
        <h1 className="text-h1 text-cocoa-900">Checkout</h1>
        <p className="max-w-2xl text-muted-foreground">
          Check your order, tell us {pickup ? 'when you would like to collect it' : 'where and when to bring it'}, and
          pay securely. Nothing is charged until you press Complete Payment.
        </p>
      </header>

      <form
        onSubmit={form.submit}
        noValidate
        aria-label="Checkout"
        aria-busy={processing || undefined}
        // Read in order at every width: the order, then steps 1, 2 and 3 one under another (never
        // side by side), then the four promises. From 1280 px the order and the promises take a
        // narrow column on the left and the steps a wide one beside them. On a phone the cards'
        // padding is narrower, so an e-mail address fits its field whole.
        className={[
          "grid items-start gap-6 [grid-template-areas:'summary'_'steps'_'promises']",
          "xl:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] xl:grid-rows-[auto_1fr] xl:[grid-template-areas:'summary_steps'_'promises_steps']",
        ].join(' ')}
      >
        <section aria-labelledby="checkout-summary-title" className="min-w-0 [grid-area:summary]">
          <Card>
            <SectionHeader icon={ShoppingBag} id="checkout-summary-title" title="Order Summary" />
            <CardContent className="max-sm:px-4 xl:px-5 xl:pb-5">
              <OrderSummary intent={form.intent} fulfilment={details.fulfilment} deliveryPriced={form.deliveryPriced} />
              {form.refreshing ? <Spinner size="sm" label="Updating your order..." className="mt-4" /> : null}
            </CardContent>
          </Card>
          <div className="mt-6">{rewardsCard}</div>
        </section>

        <div className="flex min-w-0 flex-col gap-6 [grid-area:steps]">
          <section aria-label="Delivery" className="flex min-w-0 flex-col gap-6">
            <Card>
              <SectionHeader
                step={1}
                icon={MapPin}
                id="checkout-delivery-title"
                title="Delivery Address"
                description={
                  pickup
                    ? 'Who is collecting the order, and how we can reach you.'
                    : 'Where your treats are going, and how we can reach you.'
                }
              />
              <CardContent className="max-sm:px-4 xl:px-5 xl:pb-5">
                <DeliveryForm value={details} onChange={form.change} errors={errors} disabled={locked} />
              </CardContent>
            </Card>
            <Card>
              <SectionHeader
                step={2}
                icon={CalendarClock}
                id="checkout-schedule-title"
                // The spec's 'Delivery Schedule' for a delivery; a pickup is not delivered.
                title={pickup ? 'Pickup Schedule' : 'Delivery Schedule'}
                description={pickup ? 'Choose when to collect your order.' : 'Choose a day and a two-hour window.'}
              />
              <CardContent className="max-sm:px-4 xl:px-5 xl:pb-5">
                <SchedulePicker
                  fulfilment={details.fulfilment}
                  date={details.deliveryDate}
                  time={details.deliveryTime}
                  onChange={form.change}
                  errors={errors}
                  disabled={locked}
                  dateInputId={deliveryFieldId('deliveryDate')}
                  slotGroupId={deliveryFieldId('deliveryTime')}
                  sessionId={form.sessionId}
                  products={form.intent.lines}
                  advanceFromGuess
                />
              </CardContent>
            </Card>
          </section>

          <PaymentStep form={form} />
        </div>

        <ReassuranceCards className="min-w-0 self-start [grid-area:promises] sm:grid-cols-4 xl:grid-cols-2" />
      </form>
    </div>
  );
}
