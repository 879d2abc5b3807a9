import type { StoreCartLine } from '../../../contracts/cart';
import { lineMessage } from '../../../domain/cake-message';
import { formatMoneyString, parseMoney } from '../../../domain/money';
import { chosenUnitPriceCents, lineTotalCents } from '../../../domain/pricing';
import type { CatalogService } from '../catalog/catalog.service';
import type { CartLineRow } from './cart.repository';

/**
 * The current unit price of a stored line by the domain's one line-price rule, over all the
 * product's variants: a standard size ("Large (8 inch)") that variants added since have replaced
 * is no longer offered. Undefined when the line's size is not offered (the checkout refuses such a
 * line, the cart shows the product's listed price).
 */
export function storedLineUnitCents({ item, product, variant, variants }: CartLineRow): number | undefined {
  // A variant that went unavailable still has a price to show; availability is the checkout's check.
  const priced = variants.map((v) => (v.id === variant?.id ? { ...v, available: true } : v));
  return chosenUnitPriceCents(product, priced, item.size, item.featured);
}

/** How the catalogue shows a product: its service's mapper, passed in by app.ts (decision 0137). */
export type StoreProductOf = CatalogService['storeProductOf'];

export function toStoreCartLine(row: CartLineRow, storeProductOf: StoreProductOf): StoreCartLine {
  const product = storeProductOf(row.product, row.variants);
  const unit = storedLineUnitCents(row) ?? parseMoney(product.price);
  return {
    id: row.item.id,
    productId: row.item.productId,
    product,
    quantity: row.item.quantity,
    size: row.item.size,
    customization: row.item.customization,
    message: lineMessage(row.item.featured, row.item.customization),
    featured: row.item.featured,
    unitPrice: formatMoneyString(unit),
    lineTotal: formatMoneyString(lineTotalCents(unit, row.item.quantity)),
  };
}
