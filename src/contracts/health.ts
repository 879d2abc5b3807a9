/** GET /api/health, for load balancers: 200 `ok`/`up` when the database answers, else 503 `unavailable`/`down`. */
import { z } from 'zod';

export const StoreHealth = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});
export type StoreHealth = z.infer<typeof StoreHealth>;
