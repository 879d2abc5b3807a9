import type { StoreProductListQuery } from '@/contracts/catalog';

/** Query keys of the catalogue: the first segment is the API path, as the spec's reads are. */
export const productKeys = {
  all: ['/api/products'] as const,
  list: (filters: StoreProductListQuery = {}) => ['/api/products', 'list', filters] as const,
  detail: (slug: string) => ['/api/products/slug', slug] as const,
  byId: (id: string) => ['/api/products', 'id', id] as const,
  variants: (id: string) => ['/api/products', id, 'variants'] as const,
  related: (id: string) => ['/api/products', id, 'related'] as const,
};

export const categoryKeys = {
  all: ['/api/categories'] as const,
};
