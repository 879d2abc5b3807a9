/** Query keys of the customer's custom cakes: every change re-reads the list. */
export const commissionKeys = {
  all: () => ['commissions'] as const,
  mine: () => ['commissions', 'mine'] as const,
};
