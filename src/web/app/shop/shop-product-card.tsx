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
          >
            <ShoppingBag aria-hidden="true" className="hidden sm:block" />
            {/* The name starts with the visible words (WCAG 2.5.3) and then says which product:
                "Add to Cart: Rose Baklava", "Out of Stock: Rose Baklava" (a phone shows just "Add"). */}
            {product.inStock ? (
              <span>
                Add<span className="sr-only sm:not-sr-only"> to Cart</span>
              </span>
            ) : (
              'Out of Stock'
            )}
            <span className="sr-only">: {product.name}</span>
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
