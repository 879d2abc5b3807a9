/** GET /api/auth/user/spending: what the signed-in customer has spent (decision 0120). */
import { z } from 'zod';
import { MoneyString } from './common';

/** `totalSpent`: paid minus refunded over all their orders, as a numeric string ("1042.18"). */
export const StoreAccountSpending = z.object({ totalSpent: MoneyString });
export type StoreAccountSpending = z.infer<typeof StoreAccountSpending>;
