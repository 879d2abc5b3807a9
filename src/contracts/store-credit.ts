/**
 * Store credit (issue 24, decision 0202): the customer's balance and its ledger, and staff
 * resolving a complaint on an order with credit worth 110% of an amount instead of a refund.
 */
import { z } from 'zod';
import { MoneyString, Uuid } from './common';

export const STORE_CREDIT_KINDS = ['granted', 'spent', 'returned'] as const;

/** One ledger row as the customer sees it: `amount` is positive, `kind` says which way it went. */
export const StoreCreditEntry = z.object({
  id: z.string(),
  kind: z.enum(STORE_CREDIT_KINDS),
  amount: MoneyString,
  /** The order the credit was given for (granted), or null. */
  orderNumber: z.number().int().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type StoreCreditEntry = z.infer<typeof StoreCreditEntry>;

/** GET /api/store-credit: the signed-in customer's balance and latest ledger rows. */
export const StoreCreditBalance = z.object({
  balance: MoneyString,
  entries: z.array(StoreCreditEntry),
});
export type StoreCreditBalance = z.infer<typeof StoreCreditBalance>;

/** POST /api/admin/customers/{id}/store-credit: resolve the complaint about `orderId` with credit. */
export const AdminGrantStoreCredit = z.object({
  orderId: Uuid,
  /** The amount of the complaint; the customer receives 110% of it. */
  amount: MoneyString.refine((value) => Number(value) > 0, 'amount must be more than 0.00'),
  reason: z.string().trim().min(1, 'reason is required').max(500, 'reason must be at most 500 characters'),
});
export type AdminGrantStoreCredit = z.infer<typeof AdminGrantStoreCredit>;

export const AdminStoreCreditGrant = z.object({
  customerId: z.string(),
  orderId: z.string(),
  /** The amount resolved, and the credit given for it (110%). */
  amount: MoneyString,
  credited: MoneyString,
  /** The customer's balance after it. */
  balance: MoneyString,
});
export type AdminStoreCreditGrant = z.infer<typeof AdminStoreCreditGrant>;
