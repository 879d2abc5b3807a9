/**
 * Every admin query key starts with '/api/admin', so one invalidation can refresh the portal.
 * A status change refreshes `orders` and `analytics` (admin spec section 4); a new order from the
 * live stream refreshes them too.
 */
export const adminKeys = {
  all: ['/api/admin'] as const,
  orders: () => ['/api/admin', 'orders'] as const,
  order: (id: string) => ['/api/admin', 'orders', id] as const,
  production: (date: string) => ['/api/admin', 'production', date] as const,
  analytics: () => ['/api/admin', 'analytics'] as const,
  users: () => ['/api/admin', 'users'] as const,
  userOrders: (id: string) => ['/api/admin', 'users', id, 'orders'] as const,
  messages: () => ['/api/admin', 'messages'] as const,
  reviews: () => ['/api/admin', 'reviews'] as const,
  commissions: () => ['/api/admin', 'commissions'] as const,
};
