import type { StoreCartLine } from '../../../contracts/cart';
import { lineMessage } from '../../../domain/cake-message';
import { formatMoneyString } from '../../../domain/money';
import { chosenUnitPriceCents, lineTotalCents } from '../../../domain/pricing';
import { toStoreProduct } from '../catalog/catalog.service';
import type { CartLineRow } from './cart.repository';

/**
 * The current unit price of a stored line by the domain's one line-price rule; undefined when its
 * size is no longer offered (the checkout refuses such a line, the cart shows the product price).
 */
export function storedLineUnitCents({ item, product, variant }: CartLineRow): number | undefined {
  // A variant that went unavailable still has a price to show; availability is the checkout's check.
  const variants = variant ? [{ ...variant, available: true }] : [];
  return chosenUnitPriceCents(product, variants, item.size, item.featured);
}

export function toStoreCartLine(row: CartLineRow): StoreCartLine {
  const unit = storedLineUnitCents(row) ?? row.product.priceCents;
  return {
    id: row.item.id,
    productId: row.item.productId,
    product: toStoreProduct(row.product),
    quantity: row.item.quantity,
    size: row.item.size,
    customization: row.item.customization,
    message: lineMessage(row.item.featured, row.item.customization),
    featured: row.item.featured,
    unitPrice: formatMoneyString(unit),
    lineTotal: formatMoneyString(lineTotalCents(unit, row.item.quantity)),
  };
}
