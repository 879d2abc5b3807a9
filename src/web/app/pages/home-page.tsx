import { ArrowRight } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { useCategories } from '@/web/features/catalog/api/get-categories';
import { productsQuery, useProducts } from '@/web/features/catalog/api/get-products';
import { CategoryStrip } from '@/web/features/catalog/components/category-strip';
import { ProductCard } from '@/web/features/catalog/components/product-card';
import { ProductGrid, ProductGridSkeleton } from '@/web/features/catalog/components/product-grid';
import { paths } from '@/web/lib/paths';
import type { Prefetch } from '../route-types';

const searchFilter = (params: URLSearchParams) => {
  const search = params.get('search')?.trim().slice(0, 100);
  return search ? { search } : {};
};

export const prefetchHome: Prefetch = async ({ data, queryClient, searchParams }) => {
  const filters = searchFilter(searchParams);
  queryClient.setQueryData(productsQuery(filters).queryKey, await data.listProducts(filters));
};

function Hero() {
  return (
    <section className="relative overflow-hidden bg-cream-100">
      <img
        src="/images/hero/slide-1.webp"
        srcSet="/images/hero/slide-1-800w.webp 800w, /images/hero/slide-1.webp 1600w"
        sizes="100vw"
        alt=""
        width={1600}
        height={900}
        fetchPriority="high"
        className="absolute inset-0 h-full w-full object-cover object-right"
      />
      <div className="absolute inset-0 bg-gradient-to-r from-cream-50 via-cream-50/85 to-transparent" />
      <div className="relative mx-auto flex min-h-[26rem] max-w-7xl flex-col justify-center px-4 py-16 sm:px-6 md:min-h-[32rem]">
        <p className="text-eyebrow font-semibold tracking-[0.14em] text-saffron-700 uppercase">Baked fresh in Auckland</p>
        <h1 className="mt-3 max-w-xl text-display text-cocoa-950">Celebrate with something sweet</h1>
        <p className="mt-5 max-w-md text-lg text-cocoa-700">
          Celebration cakes, pistachio baklava, saffron mithai and proper English scones, made by hand
          every morning and delivered across Auckland.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <a href="#products">
              Shop Our Desserts <ArrowRight aria-hidden="true" />
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.customOrders()}>Custom Orders</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

function ProductsSection() {
  const [params] = useSearchParams();
  const filters = searchFilter(params);
  const { data: categories = [] } = useCategories();
  const { data: products, isPending, isError } = useProducts(filters);

  return (
    <section id="products" aria-labelledby="products-heading" className="mx-auto max-w-7xl scroll-mt-32 px-4 py-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-eyebrow font-semibold tracking-[0.14em] text-saffron-700 uppercase">Our menu</p>
          <h2 id="products-heading" className="mt-2 text-h2">
            {filters.search ? `Results for “${filters.search}”` : 'Fresh from the oven'}
          </h2>
        </div>
      </div>
      <div className="mt-6">
        <CategoryStrip categories={categories} />
      </div>
      <div className="mt-8">
        {isPending ? (
          <ProductGridSkeleton />
        ) : isError ? (
          <p role="alert" className="rounded-card bg-destructive-muted p-6 text-center text-destructive">
            Failed to load products. Please try again.
          </p>
        ) : products.length === 0 ? (
          <div className="rounded-card border border-dashed border-cocoa-200 p-12 text-center">
            <p className="font-display text-h3">No products found</p>
            <p className="mt-2 text-muted-foreground">Try adjusting your search or category filter.</p>
          </div>
        ) : (
          <ProductGrid
            products={products}
            renderCard={(product, index) => <ProductCard key={product.id} product={product} priority={index < 2} />}
          />
        )}
      </div>
    </section>
  );
}

export function HomePage() {
  return (
    <>
      <title>Saffron &amp; Sugar Bakery &amp; Cafe – Cakes and sweets delivered in Auckland</title>
      <meta
        name="description"
        content="Celebration cakes, Arabian, Indian and English sweets baked fresh in Auckland. Order online for delivery or pickup."
      />
      <Hero />
      <ProductsSection />
    </>
  );
}
