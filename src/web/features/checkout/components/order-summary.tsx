import { Sparkles } from 'lucide-react';
import type { StorePaymentIntentReply } from '@/contracts/checkout';
import type { FulfilmentMethod } from '@/domain/delivery';
import { feeLabel } from '@/domain/delivery-fees';
import { formatCurrency, parseMoney } from '@/domain/money';
import { cn } from '@/web/lib/cn';

const money = (value: string) => formatCurrency(parseMoney(value));
const dollars = (amount: number) => formatCurrency(Math.round(amount * 100));

/** Our own images come in a 400 px width too, plenty for a thumbnail. */
function thumbnail(src: string): string {
  return /^\/(images|objects)\/.+\.webp$/.test(src) ? src.replace(/\.webp$/, '-400w.webp') : src;
}

export interface OrderSummaryProps {
  /** The server's priced checkout: lines, subtotal, discounts, GST and total. */
  intent: Pick<
    StorePaymentIntentReply,
    | 'lines'
    | 'subtotal'
    | 'discount'
    | 'deliveryFee'
    | 'appliedDiscounts'
    | 'gst'
    | 'total'
    | 'storeCredit'
    | 'amountDue'
    | 'pricesIncludeGst'
    | 'gstRegistered'
    | 'pointsToEarn'
  >;
  /** 'pickup' labels the fee line "Pickup" instead of "Delivery". */
  fulfilment?: FulfilmentMethod;
  /** False while the fee waits for a region (issue 26): the row says so rather than "Free". */
  deliveryPriced?: boolean;
  className?: string;
}

/**
 * What the customer is paying for, exactly as the server priced it: each line with its
 * thumbnail, size, quantity and line total; the subtotal, any discounts, GST (added, or included
 * in the prices), the delivery fee (or Free) and the total; and the loyalty points the order will earn.
 */
export function OrderSummary({ intent, fulfilment = 'delivery', deliveryPriced = true, className }: OrderSummaryProps) {
  const fee = parseMoney(intent.deliveryFee ?? '0');
  // Store credit pays before the card (decision 0202): its line, and the total is what is left to pay.
  const credit = intent.storeCredit && parseMoney(intent.storeCredit) > 0 ? intent.storeCredit : null;
  const discounts =
    intent.appliedDiscounts.length > 0
      ? intent.appliedDiscounts
      : intent.discount > 0
        ? [{ name: 'Discount', type: 'discount', amount: intent.discount }]
        : [];
  const itemCount = intent.lines.reduce((sum, line) => sum + line.quantity, 0);

  return (
    <div className={cn('flex flex-col gap-5', className)}>
      <ul aria-label={`Items in your order (${itemCount})`} className="flex flex-col divide-y divide-border">
        {intent.lines.map((line) => (
          <li
            key={`${line.productId}-${line.size}-${line.featured}`}
            className="flex items-start gap-3.5 py-3.5 first:pt-0"
          >
            <div className="relative shrink-0">
              <img
                src={thumbnail(line.productImage)}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                decoding="async"
                className="size-14 rounded-xl border border-border bg-cream-100 object-cover"
              />
              <span
                aria-hidden="true"
                className="absolute -top-2 -right-2 grid h-5 min-w-5 place-items-center rounded-full bg-cocoa-800 px-1.5 text-[0.6875rem] font-semibold text-cream-50 tabular-nums"
              >
                {line.quantity}
              </span>
            </div>
            <div className="min-w-0 flex-1">
              <p className="leading-snug font-semibold text-cocoa-900">{line.productName}</p>
              <div className="mt-0.5 flex items-baseline justify-between gap-3">
                <p className="text-caption text-muted-foreground">
                  {line.size}
                  <span className="whitespace-nowrap"> · Qty {line.quantity}</span>
                </p>
                <p className="shrink-0 font-semibold text-cocoa-900 tabular-nums">{money(line.lineTotal)}</p>
              </div>
              {line.featured ? (
                <p className="mt-1.5 inline-flex rounded-full bg-rose-100 px-2 py-0.5 text-[0.6875rem] font-semibold whitespace-nowrap text-rose-900">
                  Special Offer - 20% OFF
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>

      <dl className="flex flex-col gap-2.5 border-t border-border pt-4 text-small">
        <Row label="Subtotal" value={money(intent.subtotal)} />
        {discounts.map((d) => (
          <Row
            key={`${d.name}-${d.amount}`}
            label={d.name}
            value={`-${dollars(d.amount)}`}
            valueClassName="text-pistachio-700"
          />
        ))}
        {/* The fee the server priced for the address (issue 26), before the GST that covers it too. */}
        <Row
          label={fulfilment === 'pickup' ? 'Pickup' : 'Delivery'}
          value={deliveryPriced ? feeLabel(fee) : 'Choose your region'}
          valueClassName={
            !deliveryPriced ? 'text-muted-foreground' : fee === 0 ? 'font-semibold text-pistachio-700' : undefined
          }
          testId="checkout-delivery-fee"
        />
        {/* Not GST-registered (issue 26): no GST row and no GST wording at all. */}
        {intent.pricesIncludeGst || intent.gstRegistered === false ? null : (
          <Row label="GST (15%)" value={money(intent.gst)} />
        )}
        {credit ? (
          <Row label="Store Credit" value={`-${money(credit)}`} valueClassName="font-semibold text-pistachio-700" />
        ) : null}
      </dl>

      <div className="flex flex-col gap-1 border-t border-border pt-4">
        <div className="flex items-baseline justify-between gap-3">
          <span className="font-semibold text-cocoa-900">Total</span>
          <span className="font-display text-h3 text-cocoa-950 tabular-nums" data-testid="checkout-total">
            {money(credit && intent.amountDue ? intent.amountDue : intent.total)}
          </span>
        </div>
        <p className="text-right text-caption text-muted-foreground">
          {intent.pricesIncludeGst && intent.gstRegistered !== false
            ? `Includes GST of ${money(intent.gst)} · NZD`
            : 'All prices in NZD'}
        </p>
      </div>

      {intent.pointsToEarn > 0 ? (
        <p className="flex items-center gap-2.5 rounded-control bg-pistachio-50 px-3.5 py-3 text-small text-pistachio-900">
          <Sparkles aria-hidden="true" className="size-4 shrink-0 text-pistachio-700" />
          <span>
            You'll earn <strong className="font-semibold">{intent.pointsToEarn} points</strong> with this order
          </span>
        </p>
      ) : null}
    </div>
  );
}

function Row({
  label,
  value,
  valueClassName,
  testId,
}: {
  label: string;
  value: string;
  valueClassName?: string;
  testId?: string;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-cocoa-700">{label}</dt>
      <dd className={cn('text-cocoa-900 tabular-nums', valueClassName)} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
