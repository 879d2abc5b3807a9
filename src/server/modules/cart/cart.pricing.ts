import type { StoreCartLine } from '../../../contracts/cart';
import {
  CAKE_CATEGORY,
  lineTotalCents,
  sizeAdjustmentCents,
  STANDARD_SIZE,
  unitPriceCents,
} from '../../../domain/pricing';
import { formatMoneyString } from '../../../domain/money';
import { toStoreProduct } from '../catalog/catalog.mapper';
import type { CartLineRow } from './cart.repository';

/**
 * The unit price of a stored line, from what was chosen: the variant's price, else the cake's
 * price adjusted for its default size, else the product price; then the featured offer.
 */
export function storedLineUnitCents({ item, product, variant }: CartLineRow): number {
  const base = variant
    ? variant.priceCents
    : product.category === CAKE_CATEGORY && item.size !== STANDARD_SIZE
      ? product.priceCents + sizeAdjustmentCents(item.size)
      : product.priceCents;
  return unitPriceCents({ unitPriceCents: base }, item.featured);
}

export function toStoreCartLine(row: CartLineRow): StoreCartLine {
  const unit = storedLineUnitCents(row);
  return {
    id: row.item.id,
    productId: row.item.productId,
    product: toStoreProduct(row.product),
    quantity: row.item.quantity,
    size: row.item.size,
    customization: row.item.customization,
    featured: row.item.featured,
    unitPrice: formatMoneyString(unit),
    lineTotal: formatMoneyString(lineTotalCents(unit, row.item.quantity)),
  };
}
