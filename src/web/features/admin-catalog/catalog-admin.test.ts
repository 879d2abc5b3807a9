import { describe, expect, it } from 'vitest';
import {
  applyPositions,
  DEFAULT_FILTERS,
  effectiveSortOrder,
  filterAndSortProducts,
  reorderPositions,
  type ListedProduct,
} from './product-list';
import { slugify } from '@/domain/slug';
import { buildProductPayload, EMPTY_PRODUCT_FORM, productToForm, validateProductForm } from './product-form';
import { buildCategoryPayload, EMPTY_CATEGORY_FORM, validateCategoryForm } from './category-form';
import { buildVariantPayload, validateVariantForm } from './variant-form';
import { checkMultipleImages, checkSingleImage, imageSrc, withoutQuery } from './upload-checks';

const product = (id: string, more: Partial<ListedProduct> = {}): ListedProduct => ({
  id,
  name: `Product ${id}`,
  description: 'A cake',
  category: 'cakes',
  price: '10.00',
  inStock: true,
  featured: false,
  bestseller: false,
  seasonal: false,
  sortOrder: 0,
  ...more,
});

const ids = (list: readonly { id: string }[]) => list.map((p) => p.id);

describe('filters and sorts', () => {
  const list = [
    product('a', { name: 'Lemon Tart', sortOrder: 2, price: '8.50', category: 'tarts', inStock: false }),
    product('b', {
      name: 'Apple Pie',
      sortOrder: 0,
      price: '12.00',
      description: 'Spiced apple with cinnamon',
      featured: true,
    }),
    product('c', { name: 'Chocolate Cake', sortOrder: 1, price: '45.00', bestseller: true, seasonal: true }),
    product('d', { name: 'banana bread', sortOrder: null, price: '9.00', category: 'breads' }),
  ];

  it('sorts by sort order by default, 0 or missing last (999999)', () => {
    expect(effectiveSortOrder(0)).toBe(999_999);
    expect(effectiveSortOrder(undefined)).toBe(999_999);
    expect(effectiveSortOrder(3)).toBe(3);
    expect(ids(filterAndSortProducts(list, DEFAULT_FILTERS))).toEqual(['c', 'a', 'b', 'd']);
  });

  it('searches name and description in any case', () => {
    expect(ids(filterAndSortProducts(list, { ...DEFAULT_FILTERS, search: 'CINNAMON' }))).toEqual(['b']);
    expect(ids(filterAndSortProducts(list, { ...DEFAULT_FILTERS, search: 'tart' }))).toEqual(['a']);
  });

  it('narrows by category and by each status', () => {
    expect(ids(filterAndSortProducts(list, { ...DEFAULT_FILTERS, category: 'breads' }))).toEqual(['d']);
    const status = (s: (typeof DEFAULT_FILTERS)['status']) =>
      ids(filterAndSortProducts(list, { ...DEFAULT_FILTERS, status: s }));
    expect(status('out-of-stock')).toEqual(['a']);
    expect(status('in-stock')).toEqual(['c', 'b', 'd']);
    expect(status('featured')).toEqual(['b']);
    expect(status('bestseller')).toEqual(['c']);
    expect(status('seasonal')).toEqual(['c']);
  });

  it('sorts by name, category, price and stock in either direction', () => {
    const by = (sortBy: (typeof DEFAULT_FILTERS)['sortBy'], direction: 'asc' | 'desc' = 'asc') =>
      ids(filterAndSortProducts(list, { ...DEFAULT_FILTERS, sortBy, direction }));
    expect(by('name')).toEqual(['b', 'd', 'c', 'a']);
    expect(by('name', 'desc')).toEqual(['a', 'c', 'd', 'b']);
    expect(by('price')).toEqual(['a', 'd', 'b', 'c']);
    expect(by('price', 'desc')).toEqual(['c', 'b', 'd', 'a']);
    expect(by('category')).toEqual(['d', 'c', 'b', 'a']);
    expect(by('stock')).toEqual(['c', 'b', 'd', 'a']);
    expect(by('stock', 'desc')[0]).toBe('a');
  });
});

describe('reorderPositions', () => {
  const shown = [product('a'), product('b'), product('c'), product('d')];

  it('moves the dragged product to the drop position and numbers the shown list from 1', () => {
    expect(reorderPositions(shown, 'd', 'a')).toEqual([
      { id: 'd', sortOrder: 1 },
      { id: 'a', sortOrder: 2 },
      { id: 'b', sortOrder: 3 },
      { id: 'c', sortOrder: 4 },
    ]);
    expect(reorderPositions(shown, 'a', 'c')).toEqual([
      { id: 'b', sortOrder: 1 },
      { id: 'c', sortOrder: 2 },
      { id: 'a', sortOrder: 3 },
      { id: 'd', sortOrder: 4 },
    ]);
  });

  it('sends nothing when the drop is on itself, outside the list or unknown', () => {
    expect(reorderPositions(shown, 'b', 'b')).toBeNull();
    expect(reorderPositions(shown, 'b', null)).toBeNull();
    expect(reorderPositions(shown, 'x', 'b')).toBeNull();
  });

  it('works over the filtered list only and the cache takes the new positions', () => {
    const all = [product('a', { sortOrder: 5 }), product('b', { sortOrder: 0 }), product('c', { sortOrder: 9 })];
    const orders = reorderPositions([all[1]!, all[2]!], 'c', 'b')!;
    expect(orders).toEqual([
      { id: 'c', sortOrder: 1 },
      { id: 'b', sortOrder: 2 },
    ]);
    const next = applyPositions(all, orders);
    expect(next.map((p) => [p.id, p.sortOrder])).toEqual([
      ['a', 5],
      ['b', 2],
      ['c', 1],
    ]);
    expect(ids(filterAndSortProducts(next, DEFAULT_FILTERS))).toEqual(['c', 'b', 'a']);
  });
});

describe('product form', () => {
  const filled = {
    ...EMPTY_PRODUCT_FORM,
    name: ' Lemon Tart ',
    description: 'Zesty',
    price: '8.50',
    category: 'tarts',
    image: ' /objects/products/a.webp ',
  };

  it('gives section 5’s messages for the required fields and a negative sort order', () => {
    expect(validateProductForm({ ...EMPTY_PRODUCT_FORM, sortOrder: '-1' })).toEqual({
      name: 'Product name is required',
      description: 'Description is required',
      price: 'Price is required',
      category: 'Category is required',
      image: 'Main image is required',
      sortOrder: 'Sort order must be 0 or greater',
    });
    expect(validateProductForm(filled)).toEqual({});
  });

  it('leaves empty optional fields out and sends images as trimmed strings', () => {
    const payload = buildProductPayload({ ...filled, images: ' /objects/b.webp ,, /objects/c.webp , ' });
    expect(payload).toEqual({
      name: 'Lemon Tart',
      description: 'Zesty',
      price: '8.50',
      category: 'tarts',
      image: '/objects/products/a.webp',
      images: ['/objects/b.webp', '/objects/c.webp'],
      featured: false,
      bestseller: false,
      seasonal: false,
      inStock: true,
      sortOrder: 0,
      allergens: [],
      mayContain: [],
      ingredients: '',
      dietary: [],
      noticeHours: 0,
    });
    expect(payload).not.toHaveProperty('fullDescription');
    expect(payload).not.toHaveProperty('originalPrice');
    expect(payload).not.toHaveProperty('adminNotes');
  });

  it('keeps given optional fields, allergens in the standard order, and round-trips a saved product', () => {
    const payload = buildProductPayload({
      ...filled,
      originalPrice: '10.00',
      adminNotes: ' bake Friday ',
      allergens: ['milk', 'wheat'],
      dietary: ['vegetarian'],
      noticeHours: '48',
      sortOrder: '3',
    });
    expect(payload).toMatchObject({
      originalPrice: '10.00',
      adminNotes: 'bake Friday',
      allergens: ['wheat', 'milk'],
      dietary: ['vegetarian'],
      noticeHours: 48,
      sortOrder: 3,
    });
    const form = productToForm({ ...payload, images: ['/a.webp', '/b.webp'], fullDescription: null });
    expect(form.images).toBe('/a.webp, /b.webp');
    expect(form.fullDescription).toBe('');
    expect(form.sortOrder).toBe('3');
  });

  it('sends named allergens, "may be present" and the trimmed ingredients, and round-trips them', () => {
    const payload = buildProductPayload({
      ...filled,
      allergens: ['pistachio', 'wheat'],
      mayContain: ['sesame', 'hazelnut'],
      ingredients: '  Pistachios, wheat filo.  ',
    });
    expect(payload).toMatchObject({
      allergens: ['wheat', 'pistachio'],
      mayContain: ['sesame', 'hazelnut'],
      ingredients: 'Pistachios, wheat filo.',
    });
    expect(productToForm({ ...payload, images: [] })).toMatchObject({
      mayContain: ['sesame', 'hazelnut'],
      ingredients: 'Pistachios, wheat filo.',
    });
  });

  it('refuses "may be present" for an allergen the product contains, naming the field', () => {
    expect(validateProductForm({ ...filled, allergens: ['milk'], mayContain: ['milk'] }).mayContain).toBe(
      'Already declared as contained: milk',
    );
  });

  it('refuses an original price not above the price', () => {
    expect(validateProductForm({ ...filled, originalPrice: '8.00' }).originalPrice).toBe(
      'Original price must be more than the price',
    );
  });

  it('makes URL-safe slugs', () => {
    expect(slugify('Crème Brûlée & Tarts!')).toBe('creme-brulee-and-tarts');
    expect(slugify('  --Pies-- ')).toBe('pies');
  });
});

describe('category and variant forms', () => {
  it('category: section 5’s messages, optional fields left out', () => {
    expect(validateCategoryForm(EMPTY_CATEGORY_FORM)).toEqual({
      name: 'Category name is required',
      slug: 'Slug is required',
    });
    expect(buildCategoryPayload({ ...EMPTY_CATEGORY_FORM, name: ' Pies ', slug: 'pies', icon: ' ' })).toEqual({
      name: 'Pies',
      slug: 'pies',
      showOnHomePage: true,
    });
  });

  it('variant: size and price required, serves optional', () => {
    const id = '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9';
    expect(validateVariantForm(id, { size: '', price: '', serves: '', available: true, effortMinutes: '' })).toEqual({
      size: 'Size is required',
      price: 'Price is required',
    });
    expect(
      buildVariantPayload(id, { size: 'half', price: '60', serves: '', available: false, effortMinutes: ' ' }),
    ).toEqual({
      productId: id,
      size: 'half',
      price: '60',
      available: false,
    });
  });

  it("variant: kitchen minutes optional (empty: the product's), a whole number of 0 or more", () => {
    const id = '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9';
    const half = { size: 'half', price: '60', serves: '', available: true } as const;
    expect(validateVariantForm(id, { ...half, effortMinutes: '-5' })).toEqual({
      effortMinutes: 'Effort must be 0 minutes or more',
    });
    expect(validateVariantForm(id, { ...half, effortMinutes: '2.5' })).toEqual({
      effortMinutes: 'Effort must be 0 minutes or more',
    });
    expect(validateVariantForm(id, { ...half, effortMinutes: '45' })).toEqual({});
    expect(buildVariantPayload(id, { ...half, effortMinutes: ' 45 ' })).toMatchObject({ effortMinutes: '45' });
  });
});

describe('upload checks', () => {
  const png = { type: 'image/png', size: 1000 };
  const big = { type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 };
  const pdf = { type: 'application/pdf', size: 1000 };

  it('one image: an image type under 10MB', () => {
    expect(checkSingleImage(png)).toBeNull();
    expect(checkSingleImage({ type: 'image/jpeg', size: 10 * 1024 * 1024 })).toBeNull();
    expect(checkSingleImage(pdf)).toEqual({ title: 'Invalid File', description: 'Please select an image file' });
    expect(checkSingleImage(big)).toEqual({ title: 'File Too Large', description: 'Image must be less than 10MB' });
  });

  it('several: only images, all under 10MB, extra files dropped, none when full', () => {
    expect(checkMultipleImages([png, pdf], 0, 8).notice).toEqual({
      title: 'Invalid Files',
      description: 'Please select only image files',
    });
    expect(checkMultipleImages([png, big], 0, 8).notice).toEqual({
      title: 'Files Too Large',
      description: 'All images must be less than 10MB',
    });
    const three = [png, { ...png, size: 2 }, { ...png, size: 3 }];
    expect(checkMultipleImages(three, 6, 8)).toEqual({ accepted: three.slice(0, 2), notice: null });
    expect(checkMultipleImages(three, 8, 8)).toEqual({
      accepted: [],
      notice: { title: 'Upload Limit Reached', description: 'You can only upload up to 8 images' },
    });
  });

  it('addresses: our paths as they are, others prefixed; the upload URL loses its query', () => {
    expect(imageSrc('/objects/products/a.webp')).toBe('/objects/products/a.webp');
    expect(imageSrc('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    expect(imageSrc('images/a.webp')).toBe('/images/a.webp');
    expect(withoutQuery('https://bucket.example/uploads/abc?X-Amz-Signature=1&b=2')).toBe(
      'https://bucket.example/uploads/abc',
    );
  });
});
