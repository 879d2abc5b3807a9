import type { StoreProduct } from '@/contracts/catalog';

/**
 * Whether a product has a rating to show: only once someone has reviewed it. A new product's
 * "★ 0.0 · 0 reviews" reads as a bad score, and structured data must not claim one either.
 */
export function hasRating(product: Pick<StoreProduct, 'rating' | 'reviewCount'>): boolean {
  return product.reviewCount > 0 && product.rating > 0;
}
