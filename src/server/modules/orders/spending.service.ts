/**
 * What a customer has spent: the one definition that /account, /loyalty, the data export and the
 * admin's customers all read (issue 20, decision 0120). Paid minus refunded, over every order of
 * theirs: a cancelled order was refunded in full and adds nothing; a partial refund lowers it.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';
import { spentCentsSum } from '../../db/spending';

/** What the customer has spent, in cents. */
export async function spentCentsOf(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ spent: spentCentsSum }).from(orders).where(eq(orders.userId, userId));
  return Number(row?.spent ?? 0);
}
