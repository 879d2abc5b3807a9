import { ChevronRight, Leaf, Star, Truck } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { StoreCategory, StoreProduct } from '@/contracts/catalog';
import { slugify } from '@/domain/slug';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { useCategories } from '@/web/features/catalog/api/get-categories';
import { useProduct } from '@/web/features/catalog/api/get-product';
import { useProducts } from '@/web/features/catalog/api/get-products';
import { useRelatedProducts } from '@/web/features/catalog/api/get-related';
import { BatchNotice } from '@/web/components/batch-notice';
import { AllergyNotice } from '@/web/features/catalog/components/allergy-notice';
import { discountPercent } from '@/web/features/catalog/components/price';
import { GstNote } from '@/web/components/gst-note';
import { ProductImage } from '@/web/features/catalog/components/product-image';
import { hasRating } from '@/web/features/catalog/rating';
import { ProductReviews } from '@/web/features/reviews/components/product-reviews';
import { cn } from '@/web/lib/cn';
import { paths } from '@/web/lib/paths';
import { usePublicConfig } from '@/web/lib/public-config';
import { JsonLd } from '../shop/json-ld';
import { ProductPurchase } from '../shop/product-purchase';
import { ChosenPrice, usePurchaseChoice } from '../shop/purchase-choice';
import { ShopProductCard } from '../shop/shop-product-card';

function Gallery({ product }: { product: StoreProduct }) {
  const pictures = [product.image, ...product.images];
  const [index, setIndex] = useState(0);
  return (
    <div className="space-y-3">
      <div className="overflow-hidden rounded-card bg-cream-100 shadow-soft">
        <ProductImage
          src={pictures[index] ?? product.image}
          alt={product.name}
          sizes="(min-width: 1024px) 600px, 100vw"
          priority
        />
      </div>
      {pictures.length > 1 ? (
        <ul className="flex gap-3" aria-label="Pictures">
          {pictures.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show picture ${i + 1} of ${product.name}`}
                aria-current={i === index}
                className={cn(
                  'block size-20 cursor-pointer overflow-hidden rounded-xl border-2 transition-colors',
                  i === index ? 'border-saffron-500' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <ProductImage src={src} alt="" sizes="80px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Strip({ title, products }: { title: string; products: StoreProduct[] }) {
  if (!products.length) return null;
  const id = slugify(title);
  return (
    <section aria-labelledby={id} className="mt-20">
      <h2 id={id} className="text-h2">
        {title}
      </h2>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {products.map((p) => (
          <ShopProductCard key={p.id} product={p} />
        ))}
      </div>
    </section>
  );
}

function structuredData(product: StoreProduct, category: StoreCategory | undefined, origin: string) {
  const url = `${origin}${paths.product(product.slug)}`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      image: [product.image, ...product.images].map((src) => (src.startsWith('http') ? src : `${origin}${src}`)),
      sku: product.slug,
      category: category?.name,
      brand: { '@type': 'Brand', name: 'Saffron & Sugar' },
      aggregateRating: hasRating(product)
        ? { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviewCount }
        : undefined,
      offers: {
        '@type': 'Offer',
        url,
        price: product.price,
        priceCurrency: 'NZD',
        availability: `https://schema.org/${product.inStock ? 'InStock' : 'OutOfStock'}`,
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        ...(category
          ? [
              {
                '@type': 'ListItem',
                position: 2,
                name: category.name,
                item: `${origin}${paths.category(category.slug)}`,
              },
            ]
          : []),
        { '@type': 'ListItem', position: category ? 3 : 2, name: product.name, item: url },
      ],
    },
  ];
}

export function ProductDetail({ product }: { product: StoreProduct }) {
  const { data: categories = [] } = useCategories();
  const { data: strips } = useRelatedProducts(product.id);
  const category = categories.find((c) => c.slug === product.category);
  const related = strips?.related ?? [];
  const suggested = strips?.suggested ?? [];
  const off = discountPercent(product.price, product.originalPrice);
  const origin = usePublicConfig().publicUrl;
  const choice = usePurchaseChoice(product);

  return (
    <article className="mx-auto max-w-7xl px-4 py-10 max-lg:pb-28 sm:px-6">
      <title>{`${product.name} – Saffron & Sugar Bakery & Cafe`}</title>
      <meta name="description" content={product.description} />
      <meta property="og:type" content="product" />
      <meta property="og:title" content={product.name} />
      <meta property="og:description" content={product.description} />
      <meta property="og:image" content={`${origin}${product.image}`} />
      <meta property="product:price:amount" content={product.price} />
      <meta property="product:price:currency" content="NZD" />
      <JsonLd data={structuredData(product, category, origin)} />
      <nav aria-label="Breadcrumb" className="text-small text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to={paths.home()} className="hover:text-cocoa-900">
              Home
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4" />
          </li>
          {category ? (
            <>
              <li>
                <Link to={paths.category(category.slug)} className="hover:text-cocoa-900">
                  {category.name}
                </Link>
              </li>
              <li aria-hidden="true">
                <ChevronRight className="size-4" />
              </li>
            </>
          ) : null}
          <li aria-current="page" className="font-semibold text-cocoa-900">
            {product.name}
          </li>
        </ol>
      </nav>
      <div className="mt-8 grid gap-10 lg:grid-cols-2 lg:gap-14">
        <Gallery product={product} />
        <div>
          <div className="flex flex-wrap gap-2">
            {category ? (
              <Badge variant="outline">
                {category.icon} {category.name}
              </Badge>
            ) : null}
            {product.bestseller ? <Badge variant="warning">Bestseller</Badge> : null}
            {product.seasonal ? <Badge variant="success">Seasonal</Badge> : null}
            {off ? <Badge variant="destructive">{off}% OFF</Badge> : null}
            {!product.inStock ? <Badge variant="default">Out of Stock</Badge> : null}
          </div>
          <h1 className="mt-4 text-h1">{product.name}</h1>
          {hasRating(product) ? (
            <p className="mt-3 flex items-center gap-1.5 text-small text-muted-foreground">
              <Star aria-hidden="true" className="size-4 fill-saffron-400 text-saffron-400" />
              <span className="font-semibold text-cocoa-800">{product.rating.toFixed(1)}</span> ·{' '}
              <a href="#reviews-heading" className="underline-offset-2 hover:underline">
                {product.reviewCount} {product.reviewCount === 1 ? 'review' : 'reviews'}
              </a>
            </p>
          ) : null}
          <p className="mt-4">
            <ChosenPrice product={product} choice={choice} className="text-h3" />
            <GstNote className="ml-2" />
          </p>
          <p className="mt-5 text-lg text-cocoa-700">{product.description}</p>
          <BatchNotice productId={product.id} className="mt-5" />
          <div className="mt-8">
            <ProductPurchase
              key={product.id}
              product={product}
              choice={choice}
              showWishlist
              withCakeMessage
              barOnPhones
            />
          </div>
          <AllergyNotice product={product} className="mt-8" />
          <ul className="mt-8 grid gap-3 text-small text-cocoa-700 sm:grid-cols-2">
            <li className="flex items-center gap-2">
              <Truck aria-hidden="true" className="size-4 text-saffron-700" /> Delivery across Auckland, or pick up in
              store
            </li>
            <li className="flex items-center gap-2">
              <Leaf aria-hidden="true" className="size-4 text-pistachio-700" /> Baked fresh the morning of your order
            </li>
          </ul>
          {product.fullDescription ? (
            <div className="mt-10 border-t border-border pt-8">
              <h2 className="text-h4">About this treat</h2>
              {product.fullDescription.split('\n\n').map((paragraph) => (
                <p key={paragraph.slice(0, 48)} className="mt-3 text-cocoa-700">
                  {paragraph}
                </p>
              ))}
            </div>
          ) : null}
        </div>
      </div>
      <ProductReviews productId={product.id} rating={product.rating} reviewCount={product.reviewCount} />
      <Strip title={category ? `More ${category.name}` : 'Related'} products={related} />
      <Strip title="You May Also Like" products={suggested} />
    </article>
  );
}

function ProductMissing() {
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

export function ProductPage() {
  const { slug = '' } = useParams();
  const { data: product, isPending } = useProduct(slug);
  if (isPending) return <div className="mx-auto min-h-[60vh] max-w-7xl px-4 py-16" aria-busy="true" />;
  return product ? <ProductDetail product={product} /> : <ProductMissing />;
}

/** Links of the form /product/{id} (the related strips of the watched shop used them). */
export function ProductByIdPage() {
  const { id = '' } = useParams();
  const { data: all, isPending } = useProducts();
  if (isPending) return <div className="mx-auto min-h-[60vh] max-w-7xl px-4 py-16" aria-busy="true" />;
  const product = all?.find((p) => p.id === id);
  return product ? <ProductDetail product={product} /> : <ProductMissing />;
}
