import type { ReactNode } from 'react';
import { CalendarClock, FileText, MapPin, MessageSquareText, Package, Phone, Sparkles, Store } from 'lucide-react';
import { Link } from 'react-router';
import type { StoreOrder, StoreOrderItem } from '@/contracts/checkout';
import { formatCurrency, parseMoney } from '@/domain/money';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { OrderStatusBadge } from '@/web/components/ui/order-status-badge';
import { formatPlacedAt, formatScheduleDate, formatSlot, orderLabel } from '../order-format';
import { OrderChanges } from './order-changes';
import { StatusTrack } from './status-track';

const money = (value: string) => formatCurrency(parseMoney(value));

/** What the page may add under a line (the reviews feature's "Review"), composed by the page. */
export type OrderLineAction = (order: StoreOrder, item: StoreOrderItem) => ReactNode;

export function OrderCard({ order, lineAction }: { order: StoreOrder; lineAction?: OrderLineAction }) {
  const pickup = order.fulfilment === 'pickup';
  const cityLine = [order.deliveryCity, order.deliveryPostalCode].filter(Boolean).join(' ');
  return (
    <Card aria-labelledby={`order-${order.id}`}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-x-6 gap-y-3 border-b border-border bg-cream-50/60 pb-5">
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2.5">
            <CardTitle asChild className="text-h4">
              <h2 id={`order-${order.id}`}>Order {orderLabel(order)}</h2>
            </CardTitle>
            <OrderStatusBadge status={order.status} />
          </div>
          <CardDescription>
            Placed <time dateTime={order.createdAt}>{formatPlacedAt(order.createdAt)}</time>
          </CardDescription>
        </div>
        <div className="flex flex-col sm:items-end">
          <span className="text-caption text-muted-foreground">Total</span>
          <span className="font-display text-h3 text-cocoa-950 tabular-nums">{money(order.totalAmount)}</span>
          {/* The delivery fee within the total (issue 26), as the checkout showed it. */}
          {order.deliveryFee && parseMoney(order.deliveryFee) > 0 ? (
            <span className="text-caption text-muted-foreground" data-testid="order-delivery-fee">
              incl. delivery {money(order.deliveryFee)}
            </span>
          ) : null}
        </div>
      </CardHeader>

      <CardContent className="flex flex-col gap-6 pt-5">
        <StatusTrack order={order} />
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="flex gap-3">
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-full bg-saffron-100 text-saffron-800"
            >
              {pickup ? <Store className="size-4" /> : <MapPin className="size-4" />}
            </span>
            <div className="min-w-0 text-small">
              <h3 className="font-sans text-small font-semibold text-cocoa-900">
                {pickup ? 'Pick up in store' : 'Delivery address'}
              </h3>
              <address className="mt-1 text-cocoa-700 not-italic">
                <span className="block font-medium text-cocoa-800">{order.customerName}</span>
                {pickup ? null : (
                  <>
                    {order.deliveryAddress ? <span className="block">{order.deliveryAddress}</span> : null}
                    {order.deliverySuburb ? <span className="block">{order.deliverySuburb}</span> : null}
                    {cityLine ? <span className="block">{cityLine}</span> : null}
                  </>
                )}
                {order.deliveryPhone ? (
                  <span className="mt-1 flex items-center gap-1.5">
                    <Phone aria-hidden="true" className="size-3.5 text-cocoa-500" />
                    {order.deliveryPhone}
                  </span>
                ) : null}
              </address>
              {order.specialInstructions ? (
                <p className="mt-2 flex gap-1.5 rounded-lg bg-cream-100 px-2.5 py-2 text-caption text-cocoa-700">
                  <MessageSquareText aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-cocoa-500" />
                  <span>
                    <span className="sr-only">Special instructions: </span>
                    {order.specialInstructions}
                  </span>
                </p>
              ) : null}
            </div>
          </div>

          <div className="flex gap-3">
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-full bg-saffron-100 text-saffron-800"
            >
              <CalendarClock className="size-4" />
            </span>
            <div className="text-small">
              <h3 className="font-sans text-small font-semibold text-cocoa-900">
                {pickup ? 'Pickup schedule' : 'Delivery schedule'}
              </h3>
              <p className="mt-1 text-cocoa-700">
                {order.deliveryDate ? formatScheduleDate(order.deliveryDate) : 'Date to be confirmed'}
              </p>
              {order.deliveryTime ? (
                <p className="text-cocoa-700 tabular-nums">{formatSlot(order.deliveryTime)}</p>
              ) : null}
            </div>
          </div>
        </div>

        {order.items.length ? (
          <div className="border-t border-border pt-5">
            <h3 className="sr-only">Items</h3>
            <ul className="flex flex-col gap-3">
              {order.items.map((item, index) => (
                <li key={`${item.productName}-${item.size}-${index}`} className="flex items-center gap-3 text-small">
                  {item.productImage ? (
                    <img
                      src={item.productImage.replace(/^(\/(?:images|objects)\/.+)\.webp$/, '$1-400w.webp')}
                      alt=""
                      width={44}
                      height={44}
                      loading="lazy"
                      decoding="async"
                      className="size-11 shrink-0 rounded-lg border border-border bg-cream-100 object-cover"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="grid size-11 shrink-0 place-items-center rounded-lg bg-cream-100 text-cocoa-400"
                    >
                      <Package className="size-4" />
                    </span>
                  )}
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-cocoa-900">{item.productName}</p>
                    <p className="text-caption text-muted-foreground">
                      {[item.size, `${item.quantity} × ${money(item.price)}`].filter(Boolean).join(' · ')}
                    </p>
                    {item.message ? (
                      <p className="mt-0.5 text-caption break-words text-cocoa-800">
                        <span className="font-semibold">Message on the cake:</span> “{item.message}”
                      </p>
                    ) : null}
                    {lineAction?.(order, item)}
                  </div>
                  <span className="font-semibold text-cocoa-900 tabular-nums">
                    {formatCurrency(parseMoney(item.price) * item.quantity)}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {order.refunds?.length ? (
          <ul aria-label="Refunds" className="flex flex-col gap-2 rounded-xl bg-rose-50 px-4 py-3 text-small">
            {order.refunds.map((refund) => (
              <li key={refund.refundedAt} className="text-cocoa-900">
                <span className="font-semibold">Refunded {money(refund.amount)}</span>
                <span className="text-cocoa-700">
                  {' '}
                  on <time dateTime={refund.refundedAt}>{formatPlacedAt(refund.refundedAt)}</time>: {refund.reason}
                </span>
              </li>
            ))}
          </ul>
        ) : null}

        <div className="flex flex-wrap items-center justify-between gap-3">
          {order.pointsEarned > 0 ? (
            <p className="flex items-center gap-2 text-caption text-pistachio-800">
              <Sparkles aria-hidden="true" className="size-3.5" />
              {order.pointsEarned} loyalty points earned
            </p>
          ) : (
            <span />
          )}
          {/* Issue 26: no GST charged means the shop is not registered: a receipt, not a tax invoice. */}
          <Link
            to={`/orders/${order.id}/tax-invoice`}
            className="inline-flex min-h-11 items-center gap-2 text-small font-semibold text-saffron-800 hover:underline"
          >
            <FileText aria-hidden="true" className="size-4" />
            {parseMoney(order.gst) > 0 ? 'Tax invoice' : 'Receipt'}
          </Link>
        </div>
        {/* Issue 24: the customer's own changes until the lock; only lists that know the window show them. */}
        {order.changesUntil !== undefined ? <OrderChanges order={order} /> : null}
      </CardContent>
    </Card>
  );
}
