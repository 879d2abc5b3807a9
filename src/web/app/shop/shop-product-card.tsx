import { Eye, ShoppingBag } from 'lucide-react';
import type { StoreProduct } from '@/contracts/catalog';
import { Button } from '@/web/components/ui/button';
import { useAddCartItem } from '@/web/features/cart/api/add-cart-item';
import { ProductCard } from '@/web/features/catalog/components/product-card';
import { openQuickView } from './quick-view-store';

/** A product card with its shop actions: quick add in the default size, and quick view. */
export function ShopProductCard({ product, priority }: { product: StoreProduct; priority?: boolean }) {
  const add = useAddCartItem();
  return (
    <ProductCard
      product={product}
      priority={priority}
      actions={
        <>
          <Button
            size="sm"
            className="flex-1"
            loading={add.isPending}
            disabled={!product.inStock}
            onClick={() => add.mutate({ productId: product.id, productName: product.name, quantity: 1 })}
            // Starts with the visible words (WCAG 2.5.3; a phone shows just "Add"), then says which product.
            aria-label={`${product.inStock ? 'Add to Cart' : 'Out of Stock'}: ${product.name}`}
          >
            <ShoppingBag aria-hidden="true" className="hidden sm:block" />
            {product.inStock ? (
              <>
                <span className="sm:hidden">Add</span>
                <span className="hidden sm:inline">Add to Cart</span>
              </>
            ) : (
              'Out of Stock'
            )}
          </Button>
          <Button
            size="sm"
            variant="outline"
            className="w-9 px-0!"
            onClick={() => openQuickView(product)}
            aria-label={`Quick view ${product.name}`}
            title="Quick View"
          >
            <Eye aria-hidden="true" />
          </Button>
        </>
      }
    />
  );
}
