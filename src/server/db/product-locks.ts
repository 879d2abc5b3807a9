/**
 * The lock between a product's deletion and the checkouts that name it (issue 20). A checkout
 * takes it shared on each product it names, in the transaction that inserts it; the admin's
 * delete takes it exclusive before asking whether anything refers to the product. So either the
 * checkout is committed first and the delete sees it (and archives the product), or the delete
 * is committed first and the checkout sees the product gone (and refuses): never a checkout for
 * a product row that no longer exists, whose paid order could not be written. Checkouts do not
 * wait for each other, and nothing but a delete waits for them.
 */
import type { DbOrTx } from './client';
import { advisoryTransactionLock, lockName } from './transaction-locks';

const key = (productId: string) => lockName(`product:${productId}`);

/** Shared, until the transaction ends, on every product a checkout names. */
export async function lockProductsForCheckout(tx: DbOrTx, productIds: readonly string[]): Promise<void> {
  for (const id of [...new Set(productIds)].sort()) {
    await advisoryTransactionLock(tx, key(id), 'shared');
  }
}

/** Exclusive, until the transaction ends: no checkout naming the product commits meanwhile. */
export async function lockProductForRemoval(tx: DbOrTx, productId: string): Promise<void> {
  await advisoryTransactionLock(tx, key(productId));
}
