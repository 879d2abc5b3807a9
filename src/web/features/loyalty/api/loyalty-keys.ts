/** Every loyalty query starts with '/api/loyalty', so a paid checkout refreshes them all at once. */
export const loyaltyKeys = {
  all: ['/api/loyalty'] as const,
  account: (sub: string) => ['/api/loyalty', 'account', sub] as const,
  transactions: (sub: string) => ['/api/loyalty', 'transactions', sub] as const,
  rewards: () => ['/api/loyalty', 'rewards'] as const,
};
