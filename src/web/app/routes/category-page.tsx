import { GstNote } from '@/web/components/gst-note';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { useCategories } from '@/web/features/catalog/api/get-categories';
import { productTotal, useProductPages } from '@/web/features/catalog/api/get-product-pages';
import { CategoryStrip } from '@/web/features/catalog/components/category-strip';
import { DietFilterChips, NoDietMatches } from '@/web/features/catalog/components/diet-filter-chips';
import { LoadMoreProducts } from '@/web/features/catalog/components/load-more-products';
import { ProductGrid, ProductGridSkeleton } from '@/web/features/catalog/components/product-grid';
import { hasDietFilter } from '@/web/features/catalog/diet-filter';
import { paths } from '@/web/lib/paths';
import { usePublicConfig } from '@/web/lib/public-config';
import { JsonLd } from '../shop/json-ld';
import { ShopProductCard } from '../shop/shop-product-card';
import { categoryGridFilters } from './category-prefetch';

export function CategoryPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const filters = categoryGridFilters(slug, params);
  const dietFiltered = hasDietFilter(filters);
  const { data: categories, isPending: categoriesPending } = useCategories();
  const category = categories?.find((c) => c.slug === slug);
  // A page at a time, as the home grid: the answer and the page stay the same size however many
  // products the category holds (performance A7, decision 0097).
  const { data, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useProductPages(filters);
  const products = data?.pages.flatMap((page) => page.products) ?? [];
  const origin = usePublicConfig().publicUrl;

  if (!categoriesPending && !category) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <title>Category Not Found – Saffron &amp; Sugar</title>
        <p aria-hidden="true" className="text-6xl">
          🍰
        </p>
        <h1 className="mt-6 text-h1">Category Not Found</h1>
        <p className="mt-3 text-muted-foreground">We don't have a category called “{slug}”.</p>
        <Button asChild className="mt-8">
          <Link to={paths.home()}>Back to Home</Link>
        </Button>
      </section>
    );
  }

  // The header counts the whole category (or what matches the filters), not the pages loaded.
  const count = productTotal(data);
  return (
    <>
      {category ? (
        <>
          <title>{`${category.name} – Saffron & Sugar Bakery & Cafe`}</title>
          <meta
            name="description"
            content={category.description ?? `${category.name} from Saffron & Sugar, Auckland.`}
          />
          <meta property="og:title" content={`${category.name} – Saffron & Sugar`} />
          <meta property="og:type" content="website" />
          <meta property="og:url" content={`${origin}${paths.category(category.slug)}`} />
          {category.description ? <meta property="og:description" content={category.description} /> : null}
          <JsonLd
            data={{
              '@context': 'https://schema.org',
              '@type': 'BreadcrumbList',
              itemListElement: [
                { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
                {
                  '@type': 'ListItem',
                  position: 2,
                  name: category.name,
                  item: `${origin}${paths.category(category.slug)}`,
                },
              ],
            }}
          />
        </>
      ) : null}
      <section className="border-b border-border bg-gradient-to-b from-saffron-50 to-background">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <span aria-hidden="true" className="grid size-16 place-items-center rounded-2xl bg-card text-4xl shadow-soft">
            {category?.icon}
          </span>
          <h1 className="mt-5 text-h1">{category?.name}</h1>
          {category?.description ? (
            <p className="mt-3 max-w-2xl text-lg text-cocoa-700">{category.description}</p>
          ) : null}
          <p aria-live="polite" className="mt-4 text-small font-semibold text-muted-foreground">
            {count} {count === 1 ? 'product' : 'products'}
            {dietFiltered ? ' match your filters' : null}
          </p>
          {/* The cards' prices and their GST wording (issue 26). */}
          <GstNote className="mt-1 block" />
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <CategoryStrip categories={categories ?? []} current={slug} />
        <DietFilterChips className="mt-5" />
        <h2 className="sr-only">{category ? `All ${category.name}` : 'Products'}</h2>
        <div className="mt-8">
          {isPending ? (
            <ProductGridSkeleton />
          ) : isError ? (
            <p role="alert" className="rounded-card bg-destructive-muted p-6 text-center text-destructive">
              Failed to load products. Please try again.
            </p>
          ) : products.length === 0 && dietFiltered ? (
            <NoDietMatches>
              Nothing in {category?.name ?? 'this category'} fits every filter you chose. Try fewer, or look in another
              category.
            </NoDietMatches>
          ) : products.length === 0 ? (
            <div className="rounded-card border border-dashed border-cocoa-200 p-12 text-center">
              <p className="font-display text-h3">No Products Available</p>
              <p className="mt-2 text-muted-foreground">Nothing in this category right now. Check back soon!</p>
              <Button asChild className="mt-6">
                <Link to={paths.home()}>Browse All Products</Link>
              </Button>
            </div>
          ) : (
            <>
              <ProductGrid
                products={products}
                renderCard={(product, index) => (
                  <ShopProductCard key={product.id} product={product} priority={index < 1} />
                )}
              />
              {hasNextPage ? (
                <LoadMoreProducts onLoadMore={() => void fetchNextPage()} loading={isFetchingNextPage} />
              ) : null}
            </>
          )}
        </div>
      </div>
    </>
  );
}
