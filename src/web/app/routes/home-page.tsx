import { GstNote } from '@/web/components/gst-note';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useProfile } from '@/web/features/account/api/get-profile';
import { useCategories } from '@/web/features/catalog/api/get-categories';
import {
  firstProductPage,
  type ProductPageFilters,
  productPagesQuery,
  useProductPages,
} from '@/web/features/catalog/api/get-product-pages';
import { productsQuery } from '@/web/features/catalog/api/get-products';
import { CategoryStrip } from '@/web/features/catalog/components/category-strip';
import { DietFilterChips, NoDietMatches } from '@/web/features/catalog/components/diet-filter-chips';
import { LoadMoreProducts } from '@/web/features/catalog/components/load-more-products';
import { ProductGridSkeleton, GRID_CLASSES } from '@/web/features/catalog/components/product-grid';
import { dietFilterFrom, hasDietFilter } from '@/web/features/catalog/diet-filter';
import { AboutSection } from '@/web/features/home/components/about-section';
import { HeroCarousel } from '@/web/features/home/components/hero-carousel';
import { HomeContactSection } from '@/web/features/home/components/home-contact-section';
import { ScrollToTopButton } from '@/web/features/home/components/scroll-to-top-button';
import { Testimonials } from '@/web/features/home/components/testimonials';
import { useSendContactMessage } from '@/web/features/info-pages/api/send-contact-message';
import { useBusinessDetails } from '@/web/lib/get-business-settings';
import { isBrowsingShop } from '@/web/lib/shop-visit';
import type { Prefetch } from '../route-types';
import { FEATURED_FILTER, FeaturedOffer } from '../shop/featured-offer';
import { ShopProductCard } from '../shop/shop-product-card';

/** The grid's filters from the address (`?search=…&exclude=tree-nuts&diet=vegan`), the same on server and browser. */
const gridFilters = (params: URLSearchParams): ProductPageFilters => {
  const search = params.get('search')?.trim().slice(0, 100);
  return { ...(search ? { search } : {}), ...dietFilterFrom(params) };
};

export const prefetchHome: Prefetch = async ({ data, queryClient, searchParams }) => {
  const filters = gridFilters(searchParams);
  const [list, featured] = await Promise.all([data.listProducts(filters), data.listProducts(FEATURED_FILTER)]);
  queryClient.setQueryData(productPagesQuery(filters).queryKey, firstProductPage(list));
  queryClient.setQueryData(productsQuery(FEATURED_FILTER).queryKey, featured);
};

function ProductsSection() {
  const [params] = useSearchParams();
  const filters = gridFilters(params);
  const dietFiltered = hasDietFilter(filters);
  const { data: categories = [] } = useCategories();
  const { data, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useProductPages(filters);
  const products = data?.pages.flatMap((page) => page.products) ?? [];

  return (
    <section
      id="products"
      aria-labelledby="products-heading"
      className="mx-auto max-w-7xl scroll-mt-32 px-4 py-16 sm:px-6"
    >
      <p className="text-eyebrow font-semibold tracking-[0.14em] text-saffron-700 uppercase">Our menu</p>
      <h2 id="products-heading" className="mt-2 text-h2">
        {filters.search ? `Results for “${filters.search}”` : 'Fresh from the oven'}
      </h2>
      <div className="mt-6">
        <CategoryStrip categories={categories} />
      </div>
      <DietFilterChips className="mt-5" />
      {/* The cards' prices and their GST wording (issue 26): "+ 15% GST at checkout" or "incl. GST". */}
      <p className="mt-4 text-small text-muted-foreground empty:hidden">
        <GstNote className="text-small" />
      </p>
      <div className="mt-6">
        {isPending ? (
          <ProductGridSkeleton />
        ) : isError ? (
          <p role="alert" className="rounded-card bg-destructive-muted p-6 text-center text-destructive">
            Failed to load products. Please try again.
          </p>
        ) : products.length === 0 && dietFiltered ? (
          <NoDietMatches>Try fewer dietary filters, or ask us about a custom order.</NoDietMatches>
        ) : products.length === 0 ? (
          <div className="rounded-card border border-dashed border-cocoa-200 p-12 text-center">
            <p className="font-display text-h3">No products found</p>
            <p className="mt-2 text-muted-foreground">Try adjusting your search or category filter.</p>
          </div>
        ) : (
          <>
            <div className={GRID_CLASSES}>
              {products.map((product, index) => (
                <ShopProductCard key={product.id} product={product} priority={index < 1} />
              ))}
            </div>
            {hasNextPage ? (
              <LoadMoreProducts onLoadMore={() => void fetchNextPage()} loading={isFetchingNextPage} />
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}

function ContactSection() {
  const business = useBusinessDetails();
  const send = useSendContactMessage();
  return (
    <HomeContactSection business={business} onSend={(message) => send.mutateAsync({ ...message, source: 'home' })} />
  );
}

/**
 * A signed-in admin opening the home page goes to the admin portal (storefront section 2), unless
 * they came with the portal's Back to Shop (docs/decisions/0042).
 */
function AdminRedirect() {
  const { data: profile } = useProfile();
  const navigate = useNavigate();
  const isAdmin = profile?.isAdmin === true;
  useEffect(() => {
    if (isAdmin && !isBrowsingShop()) navigate('/admin', { replace: true });
  }, [isAdmin, navigate]);
  return null;
}

export function HomePage() {
  return (
    <>
      <title>Saffron &amp; Sugar Bakery &amp; Cafe – Cakes and sweets delivered in Auckland</title>
      <meta
        name="description"
        content="Celebration cakes, Arabian, Indian and English sweets baked fresh in Auckland. Order online for delivery or pickup."
      />
      <meta property="og:title" content="Saffron & Sugar Bakery & Cafe" />
      <meta property="og:type" content="website" />
      {/* Its own component: the profile arriving after sign-in re-renders it alone, not the page. */}
      <AdminRedirect />
      <HeroCarousel />
      <ProductsSection />
      <FeaturedOffer />
      <Testimonials />
      <AboutSection />
      <ContactSection />
      <ScrollToTopButton />
    </>
  );
}
