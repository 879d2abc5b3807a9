export const cartKeys = {
  all: ['/api/cart'] as const,
  lines: (sessionId: string) => ['/api/cart', sessionId] as const,
};
