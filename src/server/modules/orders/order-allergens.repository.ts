/**
 * What each product on an order declares now (issue 26): the order e-mail, the Today board and
 * the production sheet show allergens per line. One query for any number of products; a product
 * deleted since the order is absent from the map (its line shows none).
 */
import { sql } from 'drizzle-orm';
import { type Allergen, normalizeAllergens } from '../../../domain/allergens';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';

export async function findProductAllergens(
  db: DbOrTx,
  productIds: readonly (string | null)[],
): Promise<Map<string, Allergen[]>> {
  const ids = [...new Set(productIds.filter((id): id is string => id !== null))];
  const found = new Map<string, Allergen[]>();
  if (!ids.length) return found;
  const rows = await db
    .select({ id: products.id, allergens: products.allergens })
    .from(products)
    // One array parameter, however many products.
    .where(sql`${products.id} = any(${`{${ids.join(',')}}`}::uuid[])`);
  for (const row of rows) found.set(row.id, normalizeAllergens(row.allergens));
  return found;
}
