import { Check, ChefHat, Clock, Home, Mail, MapPin, Package, Phone, UtensilsCrossed } from 'lucide-react';
import { Link } from 'react-router';
import { slotPromise } from '@/domain/dates';
import { formatCurrency, parseMoney } from '@/domain/money';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { useMyOrders } from './api/get-orders';
import { formatScheduleDate, formatSlot, orderLabel } from './order-format';
import { useAuth } from '@/web/lib/auth/use-auth';
import { cn } from '@/web/lib/cn';
import { focusOnMount } from '@/web/lib/focus-return';
import { useBusinessDetails } from '@/web/lib/get-business-settings';
import { paths } from '@/web/lib/paths';
import { ConfirmationFact } from './components/confirmation-fact';
import { ProgressStepIcon } from './components/progress-step-icon';
import { progressSteps } from './progress-steps';

const TITLE = 'Order Confirmed – Saffron & Sugar';

/**
 * /checkout/success: the order confirmation. Open to guests too; when signed in (the portal
 * sidebar shows) and `orderId` names one of the customer's orders, its number and
 * schedule are shown.
 */
export function OrderConfirmationScreen({ orderId }: { orderId: string | null }) {
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
          <ConfirmationFact label="Order number" value={orderLabel(order)} />
          <ConfirmationFact label="Total paid" value={formatCurrency(parseMoney(order.totalAmount))} />
          <ConfirmationFact
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
                <ProgressStepIcon state={step.state} />
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
              {order?.fulfilment === 'pickup'
                ? // The customer is e-mailed when staff mark a pickup 'Ready to Collect' (decision 0153).
                  "We bake your order fresh for the slot you chose and e-mail you when it's ready to collect."
                : promise
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
