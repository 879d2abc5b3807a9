/**
 * The Products tab's filters, sorts and drag-and-drop order (admin sections 2, 4 and 9), as pure
 * functions the table and its tests share.
 */

/** What the list needs of a product. */
export interface ListedProduct {
  id: string;
  name: string;
  description: string;
  category: string;
  price: string;
  inStock: boolean;
  featured: boolean;
  bestseller: boolean;
  seasonal: boolean;
  sortOrder?: number | null;
}

export const STATUS_FILTERS = [
  { value: 'all', label: 'All Products' },
  { value: 'in-stock', label: 'In Stock' },
  { value: 'out-of-stock', label: 'Out of Stock' },
  { value: 'featured', label: 'Featured' },
  { value: 'bestseller', label: 'Bestsellers' },
  { value: 'seasonal', label: 'Seasonal' },
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

export const SORT_FIELDS = [
  { value: 'sortOrder', label: 'Sort Order' },
  { value: 'name', label: 'Name' },
  { value: 'category', label: 'Category' },
  { value: 'price', label: 'Price' },
  { value: 'stock', label: 'Stock Status' },
] as const;
export type SortField = (typeof SORT_FIELDS)[number]['value'];
export type SortDirection = 'asc' | 'desc';

export interface ProductFilters {
  search: string;
  /** A category slug, or 'all'. */
  category: string;
  status: StatusFilter;
  sortBy: SortField;
  direction: SortDirection;
}

export const DEFAULT_FILTERS: ProductFilters = {
  search: '',
  category: 'all',
  status: 'all',
  sortBy: 'sortOrder',
  direction: 'asc',
};

/** Section 9: sort order 0 (or none) sorts as 999999, after every placed product. */
export const UNPLACED_SORT_ORDER = 999_999;
export const effectiveSortOrder = (sortOrder: number | null | undefined): number =>
  sortOrder && sortOrder > 0 ? sortOrder : UNPLACED_SORT_ORDER;

function matchesStatus(product: ListedProduct, status: StatusFilter): boolean {
  switch (status) {
    case 'in-stock':
      return product.inStock;
    case 'out-of-stock':
      return !product.inStock;
    case 'featured':
      return product.featured;
    case 'bestseller':
      return product.bestseller;
    case 'seasonal':
      return product.seasonal;
    default:
      return true;
  }
}

const text = new Intl.Collator('en-NZ', { sensitivity: 'base', numeric: true });

function compareBy(field: SortField, a: ListedProduct, b: ListedProduct): number {
  switch (field) {
    case 'name':
      return text.compare(a.name, b.name);
    case 'category':
      return text.compare(a.category, b.category);
    case 'price':
      return Number(a.price) - Number(b.price);
    case 'stock':
      // Ascending: in stock first.
      return Number(b.inStock) - Number(a.inStock);
    default:
      return effectiveSortOrder(a.sortOrder) - effectiveSortOrder(b.sortOrder);
  }
}

/**
 * The products the table shows: the search (name and description, any case), category and status
 * narrow the list; the sort field and direction order it, ties by sort order and then by name so
 * the order never flickers between renders.
 */
export function filterAndSortProducts<T extends ListedProduct>(products: readonly T[], filters: ProductFilters): T[] {
  const needle = filters.search.trim().toLocaleLowerCase('en-NZ');
  const sign = filters.direction === 'desc' ? -1 : 1;
  return products
    .filter(
      (p) =>
        (!needle ||
          p.name.toLocaleLowerCase('en-NZ').includes(needle) ||
          p.description.toLocaleLowerCase('en-NZ').includes(needle)) &&
        (filters.category === 'all' || p.category === filters.category) &&
        matchesStatus(p, filters.status),
    )
    .sort(
      (a, b) =>
        sign * compareBy(filters.sortBy, a, b) ||
        compareBy('sortOrder', a, b) ||
        text.compare(a.name, b.name) ||
        a.id.localeCompare(b.id),
    );
}

export interface ProductOrder {
  id: string;
  sortOrder: number;
}

/**
 * Section 4: after a drag ends at a different position, the shown (filtered and sorted) list is
 * reordered and every product in it gets its new 1-based position. Null when nothing moved (a
 * drop on itself, outside the list, or an unknown id): then no request is sent.
 */
export function reorderPositions(
  shown: readonly { id: string }[],
  activeId: string,
  overId: string | null | undefined,
): ProductOrder[] | null {
  if (!overId || activeId === overId) return null;
  const from = shown.findIndex((p) => p.id === activeId);
  const to = shown.findIndex((p) => p.id === overId);
  if (from < 0 || to < 0) return null;
  const ids = shown.map((p) => p.id);
  const [moved] = ids.splice(from, 1);
  ids.splice(to, 0, moved!);
  return ids.map((id, index) => ({ id, sortOrder: index + 1 }));
}

/** The cached list with the new positions applied, so the table shows the drop at once. */
export function applyPositions<T extends { id: string; sortOrder?: number | null }>(
  products: readonly T[],
  orders: readonly ProductOrder[],
): T[] {
  const byId = new Map(orders.map((o) => [o.id, o.sortOrder]));
  return products.map((p) => (byId.has(p.id) ? { ...p, sortOrder: byId.get(p.id)! } : p));
}
