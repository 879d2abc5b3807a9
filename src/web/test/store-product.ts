import type { StoreProduct } from '@/contracts/catalog';

/**
 * A product as the storefront API sends it, for component tests: a plain in-stock sweet unless
 * the test says otherwise. The slug and image follow the name unless given.
 */
export function storeProduct(fields: Partial<StoreProduct> & Pick<StoreProduct, 'name'>): StoreProduct {
  const slug = fields.slug ?? fields.name.toLowerCase().replace(/\W+/g, '-');
  return {
    id: slug,
    slug,
    description: `${fields.name}, baked this morning.`,
    fullDescription: null,
    price: '10.00',
    originalPrice: null,
    category: 'english-sweets',
    image: `/images/products/${fields.id ?? slug}.webp`,
    images: [],
    rating: 4.8,
    reviewCount: 12,
    bestseller: false,
    seasonal: false,
    inStock: true,
    featured: false,
    sortOrder: 0,
    allergens: [],
    mayContain: [],
    dietary: [],
    ...fields,
  };
}
