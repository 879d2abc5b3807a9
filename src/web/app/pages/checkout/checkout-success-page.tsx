import { Check, ChefHat, Clock, Home, Mail, MapPin, Package, Phone, UtensilsCrossed } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { StoreOrder } from '@/contracts/checkout';
import { formatLongDay, formatSlotDay, isAucklandToday, slotPromise } from '@/domain/dates';
import { formatCurrency, parseMoney } from '@/domain/money';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { useMyOrders } from '@/web/features/orders/api/get-orders';
import { formatScheduleDate, formatSlot, orderLabel } from '@/web/features/orders/order-format';
import { useAuth } from '@/web/lib/auth/use-auth';
import { cn } from '@/web/lib/cn';
import { focusOnMount } from '@/web/lib/focus-return';
import { useBusinessDetails } from '@/web/lib/get-business-settings';
import { paths } from '@/web/lib/paths';

const TITLE = 'Order Confirmed – Saffron & Sugar';

type StepState = 'done' | 'current' | 'pending';

/**
 * The four progress lines. An order for a later day is not being baked yet: its lines speak of the
 * chosen slot instead of "our bakers are on it now".
 */
function progressSteps(order: StoreOrder | undefined): { label: string; state: StepState; note: string }[] {
  const later = order?.deliveryDate && !isAucklandToday(order.deliveryDate) ? order.deliveryDate : null;
  const slot = order?.deliveryDate ? formatSlotDay(order.deliveryDate, order.deliveryTime) : null;
  return [
    { label: 'Payment processed', state: 'done', note: 'Your payment was received securely' },
    { label: 'Order sent to kitchen', state: 'done', note: 'The kitchen has your order' },
    later
      ? { label: 'Preparation in progress', state: 'pending', note: `Baked fresh for ${formatLongDay(later)}` }
      : { label: 'Preparation in progress', state: 'current', note: 'Our bakers are on it now' },
    { label: 'Ready for pickup/delivery', state: 'pending', note: slot ?? "We'll call you when it's ready" },
  ];
}

/**
 * /checkout/success: the order confirmation. Open to guests too; when signed in (the portal
 * sidebar shows) and the address names one of the customer's orders (?order=), its number and
 * schedule are shown.
 */
export function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const { status } = useAuth();
  const orders = useMyOrders({ enabled: Boolean(orderId) });
  const order = orderId ? orders.data?.find((o) => o.id === orderId) : undefined;
  const bakery = useBusinessDetails();
  const steps = progressSteps(order);
  const promise = order ? slotPromise(order) : null;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10 sm:px-6 lg:py-12">
      <title>{TITLE}</title>

      <header className="flex flex-col items-center gap-4 text-center">
        <span className="relative grid size-20 place-items-center">
          <span aria-hidden="true" className="absolute inset-0 rounded-full bg-pistachio-100" />
          <span aria-hidden="true" className="absolute inset-2.5 rounded-full bg-pistachio-200/70" />
          <Check aria-hidden="true" strokeWidth={2.5} className="relative size-9 text-pistachio-700" />
        </span>
        <h1 ref={focusOnMount} tabIndex={-1} className="text-h1 text-cocoa-900">
          Order Confirmed!
        </h1>
        <p className="max-w-xl text-body text-cocoa-700">
          {order ? (
            <>
              Thank you for your order! Order{' '}
              <strong className="font-semibold text-cocoa-900">{orderLabel(order)}</strong> has been received.{' '}
              {promise ? `${promise}.` : 'Our bakers are already on it.'}
            </>
          ) : (
            "Thank you for your purchase! We've received your order and sent it to the kitchen."
          )}
        </p>
        {order ? (
          <p className="text-small text-muted-foreground">
            A confirmation is on its way to <span className="font-medium text-cocoa-800">{order.customerEmail}</span>.
          </p>
        ) : null}
      </header>

      {order ? (
        <dl className="grid gap-px overflow-hidden rounded-card border border-border bg-border text-small sm:grid-cols-3">
          <Fact label="Order number" value={orderLabel(order)} />
          <Fact label="Total paid" value={formatCurrency(parseMoney(order.totalAmount))} />
          <Fact
            label={order.fulfilment === 'pickup' ? 'Pickup' : 'Delivery'}
            value={order.deliveryDate ? formatScheduleDate(order.deliveryDate) : '—'}
            detail={order.deliveryTime ? formatSlot(order.deliveryTime) : undefined}
          />
        </dl>
      ) : null}

      {order?.items.some((item) => item.message) ? (
        <ul aria-label="Messages on the cakes" className="flex flex-col gap-2 text-small text-cocoa-800">
          {order.items.map((item, index) =>
            item.message ? (
              <li key={`${item.productName}-${index}`} className="rounded-control bg-cream-100 px-4 py-3 break-words">
                <span className="font-semibold">Message on the cake:</span> “{item.message}”{' '}
                <span className="text-muted-foreground">
                  ({item.productName}
                  {item.size ? `, ${item.size}` : ''})
                </span>
              </li>
            ) : null,
          )}
        </ul>
      ) : null}

      <Card>
        <CardHeader className="flex-row items-center gap-3">
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-full bg-saffron-100 text-saffron-800"
          >
            <ChefHat className="size-5" />
          </span>
          <CardTitle asChild className="text-h4">
            <h2>Your Order is Being Prepared</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <ol className="flex flex-col" aria-label="Order progress">
            {steps.map((step, index) => (
              <li
                key={step.label}
                aria-current={step.state === 'current' ? 'step' : undefined}
                className="relative flex gap-4 pb-6 last:pb-0"
              >
                {index < steps.length - 1 ? (
                  <span
                    aria-hidden="true"
                    className={cn(
                      'absolute top-8 bottom-0 left-[0.9375rem] w-0.5 rounded-full',
                      step.state === 'done' ? 'bg-pistachio-300' : 'bg-cream-300',
                    )}
                  />
                ) : null}
                <StepIcon state={step.state} />
                <div className="flex min-w-0 flex-col pt-1">
                  <span className={cn('font-semibold', step.state === 'pending' ? 'text-cocoa-500' : 'text-cocoa-900')}>
                    {step.label}
                  </span>
                  <span className="text-caption text-muted-foreground">{step.note}</span>
                </div>
              </li>
            ))}
          </ol>
          <p className="flex items-start gap-3 rounded-control bg-cream-100 px-4 py-3.5 text-small text-cocoa-800">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-saffron-700" />
            <span>
              <strong className="font-semibold">Typical preparation time: 2-4 hours.</strong>{' '}
              {promise
                ? "We bake your order fresh for the slot you chose and call you when it's ready."
                : "We'll call you when your order is ready."}
            </span>
          </p>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle asChild className="text-h4">
            <h2>Questions about your order?</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <div className="flex items-start gap-3">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-saffron-700" />
            <div className="text-small">
              <p className="font-semibold text-cocoa-900">{bakery?.name}</p>
              <address className="text-cocoa-700 not-italic">
                {bakery?.addressLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </div>
          </div>
          <div className="flex flex-col gap-2.5 text-small">
            <a
              href={bakery?.phoneHref}
              className="flex w-fit items-center gap-3 rounded-sm font-semibold text-cocoa-900 hover:text-saffron-800"
            >
              <Phone aria-hidden="true" className="size-5 shrink-0 text-saffron-700" />
              {bakery?.phone}
            </a>
            <a
              href={bakery?.emailHref}
              className="flex w-fit items-center gap-3 rounded-sm font-semibold break-all text-cocoa-900 hover:text-saffron-800"
            >
              <Mail aria-hidden="true" className="size-5 shrink-0 text-saffron-700" />
              {bakery?.email}
            </a>
          </div>
        </CardContent>
      </Card>

      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to={paths.home()}>
            <Home aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={{ pathname: paths.home(), hash: '#products' }}>
            <UtensilsCrossed aria-hidden="true" />
            Browse Menu
          </Link>
        </Button>
        {status === 'authenticated' ? (
          <Button asChild size="lg" variant="ghost">
            <Link to={paths.orders()}>
              <Package aria-hidden="true" />
              View My Orders
            </Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function Fact({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="flex flex-col gap-0.5 bg-card px-5 py-4">
      <dt className="text-caption text-muted-foreground">{label}</dt>
      <dd className="font-semibold text-cocoa-900 tabular-nums">
        {value}
        {detail ? <span className="block text-small font-normal text-cocoa-700">{detail}</span> : null}
      </dd>
    </div>
  );
}

function StepIcon({ state }: { state: StepState }) {
  if (state === 'done') {
    return (
      <span className="relative grid size-8 shrink-0 place-items-center rounded-full bg-pistachio-600 text-white">
        <Check aria-hidden="true" strokeWidth={3} className="size-4" />
        <span className="sr-only">Completed:</span>
      </span>
    );
  }
  if (state === 'current') {
    return (
      <span className="relative grid size-8 shrink-0 place-items-center rounded-full border-2 border-saffron-500 bg-saffron-50">
        <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-saffron-500" />
        <span className="sr-only">In progress:</span>
      </span>
    );
  }
  return (
    <span className="relative grid size-8 shrink-0 place-items-center rounded-full border-2 border-cream-300 bg-card">
      <span className="sr-only">Pending:</span>
    </span>
  );
}
