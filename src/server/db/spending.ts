/**
 * What a customer has spent, as SQL: the one definition that /account, /loyalty, the data export
 * and the admin's customers all read (issue 20, decision 0120). Paid minus refunded, over every
 * order of theirs: a cancelled order was refunded in full and adds nothing; a partial refund lowers
 * it. A fragment over the `orders` table, here below the modules so that the orders module's
 * service and the admin's customer list (an aggregate join) share it without one importing the other.
 */
import { sql } from 'drizzle-orm';
import { orders } from './schema';

/** Σ (paid − refunded) in integer cents, for a query over `orders` (bigint: read it with Number). */
export const spentCentsSum = sql<number>`coalesce(sum(${orders.totalCents} - ${orders.refundedCents}), 0)::bigint`;
