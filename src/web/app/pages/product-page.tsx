import { ChevronRight } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { useCategories } from '@/web/features/catalog/api/get-categories';
import { productQuery, useProduct } from '@/web/features/catalog/api/get-product';
import { variantsQuery } from '@/web/features/catalog/api/get-variants';
import { Price } from '@/web/features/catalog/components/price';
import { ProductImage } from '@/web/features/catalog/components/product-image';
import { paths } from '@/web/lib/paths';
import type { Prefetch } from '../route-types';

export const prefetchProduct: Prefetch = async ({ params, data, queryClient }) => {
  const slug = params.slug ?? '';
  const product = await data.productBySlug(slug);
  queryClient.setQueryData(productQuery(slug).queryKey, product);
  if (!product) return { status: 404 };
  queryClient.setQueryData(variantsQuery(product.id).queryKey, await data.variantsOf(product.id));
};

export function ProductPage() {
  const { slug = '' } = useParams();
  const { data: product, isPending } = useProduct(slug);
  const { data: categories = [] } = useCategories();

  if (isPending) return <div className="mx-auto min-h-[60vh] max-w-7xl px-4 py-16" aria-busy="true" />;
  if (!product) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <title>Product not found – Saffron &amp; Sugar</title>
        <h1 className="text-h1">Product not found</h1>
        <p className="mt-3 text-muted-foreground">This treat may have sold out for good, or the link is wrong.</p>
        <Button asChild className="mt-8">
          <Link to={paths.home()}>Back to Home</Link>
        </Button>
      </section>
    );
  }
  const category = categories.find((c) => c.slug === product.category);

  return (
    <article className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <title>{`${product.name} – Saffron & Sugar Bakery & Cafe`}</title>
      <meta name="description" content={product.description} />
      <nav aria-label="Breadcrumb" className="text-small text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li><Link to={paths.home()} className="hover:text-cocoa-900">Home</Link></li>
          <li aria-hidden="true"><ChevronRight className="size-4" /></li>
          {category ? (
            <>
              <li><Link to={paths.category(category.slug)} className="hover:text-cocoa-900">{category.name}</Link></li>
              <li aria-hidden="true"><ChevronRight className="size-4" /></li>
            </>
          ) : null}
          <li aria-current="page" className="font-semibold text-cocoa-900">{product.name}</li>
        </ol>
      </nav>
      <div className="mt-8 grid gap-10 lg:grid-cols-2">
        <div className="overflow-hidden rounded-card bg-cream-100 shadow-soft">
          <ProductImage src={product.image} alt={product.name} sizes="(min-width: 1024px) 600px, 100vw" priority />
        </div>
        <div>
          <h1 className="text-h1">{product.name}</h1>
          <Price price={product.price} originalPrice={product.originalPrice} className="mt-4 text-h3" />
          <p className="mt-6 text-lg text-cocoa-700">{product.description}</p>
          {product.fullDescription?.split('\n\n').map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-4 text-cocoa-700">{paragraph}</p>
          ))}
        </div>
      </div>
    </article>
  );
}
