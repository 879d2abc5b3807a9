import type { StoreProduct, StoreVariant } from '@/contracts/catalog';
import { formatCurrency, parseMoney } from '@/domain/money';
import { sizeOptions, type SizeOption } from '@/domain/pricing';
import { cn } from '@/web/lib/cn';

/**
 * The sizes a customer may pick for a product, priced by the same rules the server charges. The
 * listed price of a product without variants is its own price (Large or Standard), the base the
 * standard sizes adjust; a product with variants is priced by its variants alone.
 */
export function productSizeOptions(product: StoreProduct, variants: StoreVariant[] = []): SizeOption[] {
  return sizeOptions(
    { priceCents: parseMoney(product.price), category: product.category },
    variants.map((v) => ({ ...v, priceCents: parseMoney(v.price) })),
  );
}

interface SizePickerProps {
  options: SizeOption[];
  value: string;
  onChange: (size: string) => void;
}

export function SizePicker({ options, value, onChange }: SizePickerProps) {
  if (options.length <= 1) return null;
  return (
    <fieldset>
      <legend className="text-small font-semibold text-cocoa-800">Size</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-3" role="radiogroup">
        {options.map((option) => {
          const selected = option.size === value;
          return (
            <label
              key={option.size}
              className={cn(
                'relative flex cursor-pointer flex-col rounded-xl border px-3 py-2.5 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                selected
                  ? 'border-saffron-500 bg-saffron-50 shadow-soft'
                  : 'border-cocoa-200 bg-card hover:border-saffron-300',
              )}
            >
              <input
                type="radio"
                name="size"
                value={option.size}
                checked={selected}
                onChange={() => onChange(option.size)}
                className="sr-only"
              />
              <span className="text-small font-semibold text-cocoa-900">{option.size}</span>
              {option.serves ? (
                <span className="text-caption text-muted-foreground">
                  Serves {option.serves.replace(/^serves\s*/i, '')}
                </span>
              ) : null}
              <span className="mt-1 text-small font-semibold text-saffron-800">
                {formatCurrency(option.unitPriceCents)}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
