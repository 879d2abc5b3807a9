import { useState } from 'react';
import type { StoreProduct } from '@/contracts/catalog';
import { formatMoneyString, parseMoney } from '@/domain/money';
import { compareAtCents, defaultSizeOption, type SizeOption } from '@/domain/pricing';
import { useVariants } from '@/web/features/catalog/api/get-variants';
import { Price } from '@/web/features/catalog/components/price';
import { productSizeOptions } from '@/web/features/catalog/components/size-picker';

/** The sizes of a product and the one chosen: shared by the price at the top and "Add to Cart". */
export interface PurchaseChoice {
  /** Empty until the variants are known: the sizes depend on whether there are any. */
  options: SizeOption[];
  /** The chosen size, else the default one; undefined while the sizes are not known. */
  option: SizeOption | undefined;
  choose: (size: string) => void;
  /** Whether the sizes are known (the variants have come). */
  known: boolean;
  /** The unit price to show: the chosen size's, else the listed price (the default size's). */
  unitPriceCents: number;
}

export function usePurchaseChoice(product: StoreProduct): PurchaseChoice {
  const { data: variants } = useVariants(product.id);
  // Until the variants come (or if they cannot), no sizes are offered: the standard sizes would
  // be wrong for a product with variants. The listed price is the default size's meanwhile.
  const options = variants ? productSizeOptions(product, variants) : [];
  const [chosen, setChosen] = useState<{ productId: string; size: string } | null>(null);
  const option =
    options.find((o) => chosen?.productId === product.id && o.size === chosen.size) ?? defaultSizeOption(options);
  return {
    options,
    option,
    choose: (size) => setChosen({ productId: product.id, size }),
    known: variants !== undefined,
    unitPriceCents: option?.unitPriceCents ?? parseMoney(product.price),
  };
}

/** The price of the chosen size, with its "was" price when the product is discounted. */
export function ChosenPrice({
  product,
  choice,
  className,
}: {
  product: StoreProduct;
  choice: PurchaseChoice;
  className?: string;
}) {
  const listed = {
    priceCents: parseMoney(product.price),
    originalPriceCents: product.originalPrice === null ? null : parseMoney(product.originalPrice),
    category: product.category,
  };
  const was = choice.option ? compareAtCents(listed, choice.option) : listed.originalPriceCents;
  return (
    <Price
      price={formatMoneyString(choice.unitPriceCents)}
      originalPrice={was === null ? null : formatMoneyString(was)}
      className={className}
    />
  );
}
