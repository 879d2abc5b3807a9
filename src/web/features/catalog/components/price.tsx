import { parseMoney, formatCurrency } from '@/domain/money';
import { cn } from '@/web/lib/cn';

/** The discount badge percent: the rounded relative difference between price and original price. */
export function discountPercent(price: string, originalPrice: string | null): number | null {
  if (!originalPrice) return null;
  const now = parseMoney(price);
  const before = parseMoney(originalPrice);
  if (before <= now) return null;
  return Math.round(((before - now) / before) * 100);
}

export function Price({
  price,
  originalPrice,
  className,
}: {
  price: string;
  originalPrice?: string | null;
  className?: string;
}) {
  const showOriginal = originalPrice && discountPercent(price, originalPrice) !== null;
  return (
    <span className={cn('inline-flex items-baseline gap-2', className)}>
      <span className="font-semibold text-cocoa-900">{formatCurrency(parseMoney(price))}</span>
      {showOriginal ? (
        <s className="text-small text-muted-foreground">
          <span className="sr-only">was </span>
          {formatCurrency(parseMoney(originalPrice))}
        </s>
      ) : null}
    </span>
  );
}
