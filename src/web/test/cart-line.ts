import type { StoreCartLine } from '@/contracts/cart';
import { storeProduct } from './store-product';

/** A line of GET /api/cart as the server sends it; a test names only what it is about. */
export function cartLine(fields: Partial<StoreCartLine> & Pick<StoreCartLine, 'id'>): StoreCartLine {
  const product = fields.product ?? storeProduct({ id: fields.productId ?? 'p1', name: 'Almond Croissants' });
  return {
    productId: product.id,
    product,
    quantity: 1,
    size: 'Regular',
    customization: null,
    message: null,
    featured: false,
    unitPrice: product.price,
    lineTotal: product.price,
    ...fields,
  };
}
