import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StoreProduct } from '@/contracts/catalog';
import { BatchNotice } from '@/web/components/batch-notice';
import { Badge } from '@/web/components/ui/badge';
import { paths } from '@/web/lib/paths';
import { hasRating } from '../rating';
import { DietBadges } from './diet-badges';
import { discountPercent, Price } from './price';
import { ProductImage } from './product-image';

interface ProductCardProps {
  product: StoreProduct;
  /** Buttons under the card (add to cart, quick view), supplied by the page. */
  actions?: ReactNode;
  priority?: boolean;
}

export function ProductCard({ product, actions, priority }: ProductCardProps) {
  const off = discountPercent(product.price, product.originalPrice);
  // The card's link covers the whole card and draws no outline of its own (overflow-hidden would
  // clip it): the card itself shows the focus ring while its link has the keyboard focus.
  const focusRing =
    'has-[h3_a:focus-visible]:outline-2 has-[h3_a:focus-visible]:outline-offset-3 has-[h3_a:focus-visible]:outline-ring';
  return (
    <article
      className={`group relative flex flex-col overflow-hidden rounded-card border border-border bg-card shadow-soft transition-shadow duration-300 hover:shadow-warm has-[h3_a:focus-visible]:shadow-warm ${focusRing}`}
    >
      <div className="relative overflow-hidden bg-cream-100">
        <ProductImage
          src={product.image}
          alt={product.name}
          sizes="(min-width: 1280px) 300px, (min-width: 1024px) 31vw, 46vw"
          priority={priority}
          className="transition-transform duration-500 ease-out group-hover:scale-[1.04]"
        />
        <div className="absolute top-2 left-2 flex flex-wrap gap-1 sm:top-3 sm:left-3 sm:gap-1.5">
          {off ? <Badge variant="destructive">{off}% OFF</Badge> : null}
          {product.bestseller ? <Badge variant="warning">Bestseller</Badge> : null}
          {product.seasonal ? <Badge variant="success">Seasonal</Badge> : null}
        </div>
        {!product.inStock ? (
          <div className="absolute inset-x-0 bottom-0 bg-cocoa-900/80 py-2 text-center text-small font-semibold text-cream-50">
            Out of Stock
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:gap-2 sm:p-4">
        <h3 className="text-base leading-snug sm:text-h4">
          <Link
            to={paths.product(product.slug)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {product.name}
          </Link>
        </h3>
        <DietBadges product={product} />
        <p className="line-clamp-2 hidden text-small text-muted-foreground sm:block">{product.description}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-2 gap-y-0.5 pt-1">
          <Price price={product.price} originalPrice={product.originalPrice} />
          {hasRating(product) ? (
            <span
              data-testid="product-rating"
              className="inline-flex items-center gap-1 text-caption text-muted-foreground"
            >
              <Star aria-hidden="true" className="size-3.5 fill-saffron-400 text-saffron-400" />
              {product.rating.toFixed(1)}
              <span className="sr-only"> out of 5 from</span> ({product.reviewCount})
            </span>
          ) : null}
        </div>
        <BatchNotice productId={product.id} compact />
        {actions ? <div className="relative z-10 flex gap-2 pt-2">{actions}</div> : null}
      </div>
    </article>
  );
}
