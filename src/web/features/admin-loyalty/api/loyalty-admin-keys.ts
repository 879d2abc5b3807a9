/** Admin loyalty query keys; they start with '/api/admin' like every admin key. */
export const loyaltyAdminKeys = {
  rewards: () => ['/api/admin', 'loyalty', 'rewards'] as const,
};

/**
 * The storefront's loyalty reads start with '/api/loyalty' (src/web/features/loyalty/api/
 * loyalty-keys.ts; features do not import each other): a reward change refreshes them too.
 */
export const storefrontLoyaltyKey = ['/api/loyalty'] as const;
