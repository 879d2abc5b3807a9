/** Every reviews query starts with '/api/reviews', so saving one refreshes them all at once. */
export const reviewKeys = {
  all: ['/api/reviews'] as const,
  mine: (sub: string) => ['/api/reviews', 'mine', sub] as const,
  ofProduct: (productId: string) => ['/api/reviews', 'product', productId] as const,
};
