/**
 * Query keys of the admin catalogue; each admin key starts with '/api/admin' so the portal's one
 * invalidation refreshes them too.
 */
export const catalogAdminKeys = {
  products: () => ['/api/admin', 'products'] as const,
  categories: () => ['/api/admin', 'categories'] as const,
  variants: (productId: string) => ['/api/admin', 'products', productId, 'variants'] as const,
};

/**
 * The storefront's catalogue keys (src/web/features/catalog/api/keys.ts: features do not import
 * each other, so their first segments, the API paths, are spelled here). A catalogue write
 * invalidates them so the shop's home grid, product pages and category strip follow at once.
 */
export const storefrontCatalogKeys = {
  products: ['/api/products'] as const,
  productBySlug: ['/api/products/slug'] as const,
  categories: ['/api/categories'] as const,
  variants: (productId: string) => ['/api/products', productId, 'variants'] as const,
};
