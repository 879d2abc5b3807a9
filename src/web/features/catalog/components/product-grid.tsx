import type { ReactNode } from 'react';
import type { StoreProduct } from '@/contracts/catalog';
import { Skeleton } from '@/web/components/ui/skeleton';

export const GRID_CLASSES = 'grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4';

/** The 8-card skeleton shown while products load (storefront section 9). */
export function ProductGridSkeleton() {
  return (
    <div className={GRID_CLASSES} aria-busy="true" aria-label="Loading products">
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-card border border-border bg-card">
          <Skeleton className="aspect-square w-full rounded-none" />
          <div className="space-y-2 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function ProductGrid({
  products,
  renderCard,
}: {
  products: StoreProduct[];
  renderCard: (product: StoreProduct, index: number) => ReactNode;
}) {
  return <div className={GRID_CLASSES}>{products.map(renderCard)}</div>;
}
