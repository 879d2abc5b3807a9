import { Clock, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { formatCurrency, multiplyRounded, parseMoney } from '@/domain/money';
import { FEATURED_DISCOUNT } from '@/domain/pricing';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useAddCartItem } from '@/web/features/cart/api/add-cart-item';
import { useProducts } from '@/web/features/catalog/api/get-products';
import { ProductImage } from '@/web/features/catalog/components/product-image';
import { paths } from '@/web/lib/paths';

export const FEATURED_FILTER = { featured: 'true', limit: 1 } as const;

/** The featured special offer: the featured product at 20% off, one of its default size per click. */
export function FeaturedOffer() {
  const { data, isPending, isError } = useProducts(FEATURED_FILTER);
  const add = useAddCartItem();
  const product = data?.[0];

  return (
    <section aria-labelledby="offer-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <div className="overflow-hidden rounded-[2rem] bg-gradient-to-br from-rose-100 via-cream-100 to-saffron-100 shadow-warm">
        {isPending ? (
          <div className="grid gap-8 p-8 md:grid-cols-2">
            <Skeleton className="aspect-square w-full" />
            <Skeleton className="h-48 w-full" />
          </div>
        ) : isError ? (
          <p role="alert" className="p-10 text-center text-destructive">
            Failed to fetch featured product
          </p>
        ) : !product ? (
          <p className="p-10 text-center font-display text-h3">No Featured Products Available</p>
        ) : (
          <div className="grid items-center gap-8 md:grid-cols-2">
            <div className="relative">
              <ProductImage src={product.image} alt={product.name} sizes="(min-width: 768px) 600px, 100vw" />
              <Badge variant="destructive" className="absolute top-5 left-5 px-3 py-1 text-small">
                20% OFF
              </Badge>
            </div>
            <div className="px-6 pb-10 md:py-10 md:pr-12 md:pl-0">
              <p className="inline-flex items-center gap-2 text-eyebrow font-semibold tracking-[0.14em] text-rose-800 uppercase">
                <Sparkles aria-hidden="true" className="size-4" /> Special offer
              </p>
              <h2 id="offer-heading" className="mt-3 text-h1">
                {product.name}
              </h2>
              <p className="mt-4 text-cocoa-700">{product.description}</p>
              <p className="mt-6 flex items-baseline gap-3">
                <span className="font-display text-h2 text-cocoa-950">
                  {formatCurrency(
                    multiplyRounded(
                      parseMoney(product.price),
                      FEATURED_DISCOUNT.numerator,
                      FEATURED_DISCOUNT.denominator,
                    ),
                  )}
                </span>
                <s className="text-lg text-muted-foreground">
                  <span className="sr-only">was </span>
                  {formatCurrency(parseMoney(product.price))}
                </s>
              </p>
              <p className="mt-2 inline-flex items-center gap-2 text-small font-semibold text-rose-800">
                <Clock aria-hidden="true" className="size-4" /> Hurry, offer ends in 3 days
              </p>
              <div className="mt-8 flex flex-wrap gap-3">
                <Button
                  size="lg"
                  loading={add.isPending}
                  disabled={!product.inStock}
                  onClick={() =>
                    add.mutate({
                      productId: product.id,
                      productName: product.name,
                      quantity: 1,
                      // No size: the server adds the default one, whose price is the listed price shown above.
                      featured: true,
                    })
                  }
                >
                  Add Special to Cart
                </Button>
                <Button asChild size="lg" variant="outline">
                  <Link to={paths.product(product.slug)}>View Details</Link>
                </Button>
              </div>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
