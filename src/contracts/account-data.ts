/**
 * The customer's own data: the copy they download (GET /api/auth/user/export) and the answer to
 * deleting their account (DELETE /api/auth/user). docs/decisions/0033-data-export-and-account-deletion.md
 */
import { z } from 'zod';
import { StoreNotificationPreferences } from './notifications';
import { aucklandNow } from '../domain/delivery';
import { StoreUserProfile } from './auth';
import { StoreOrder } from './checkout';
import { MoneyString } from './common';

/** The name the export is saved under, by the server's Content-Disposition and the page alike. */
export const myDataFileName = (now = new Date()) => `my-data-${aucklandNow(now).date}.json`;

export const StoreExportAddress = z.object({
  label: z.string(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  suburb: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string(),
});

export const StoreExportLoyalty = z.object({
  totalPoints: z.number().int(),
  totalSpent: MoneyString,
  memberSince: z.string(),
  transactions: z.array(
    z.object({ type: z.string(), points: z.number().int(), description: z.string(), createdAt: z.string() }),
  ),
  redemptions: z.array(
    z.object({ rewardName: z.string(), status: z.string(), points: z.number().int(), createdAt: z.string() }),
  ),
});
export type StoreExportLoyalty = z.infer<typeof StoreExportLoyalty>;

/** Everything the shop holds about the signed-in customer, as one JSON document. */
export const StoreAccountExport = z.object({
  exportedAt: z.string(),
  profile: StoreUserProfile,
  addresses: z.array(StoreExportAddress),
  orders: z.array(StoreOrder),
  /** Null when the customer never earned points. */
  loyalty: StoreExportLoyalty.nullable(),
  signIn: z.object({
    issuer: z.string(),
    subject: z.string(),
    /** 'shop': the shop's built-in sign-in holds the account; 'external': another provider does. */
    managedBy: z.enum(['shop', 'external']),
  }),
  /** Settings → Notifications as the shop keeps them (issue 24). */
  notifications: StoreNotificationPreferences,
  /** What is not in this file, and why. */
  notes: z.array(z.string()),
});
export type StoreAccountExport = z.infer<typeof StoreAccountExport>;

export const StoreAccountDeleted = z.object({
  deleted: z.literal(true),
  /** 'deleted': the shop's sign-in account is gone too; 'managed-elsewhere': an outside provider holds it. */
  signInAccount: z.enum(['deleted', 'managed-elsewhere']),
  /** Orders kept for tax records, with the name and contact details replaced. */
  ordersKept: z.number().int(),
  message: z.string(),
});
export type StoreAccountDeleted = z.infer<typeof StoreAccountDeleted>;
