import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { StoreAccountDeleted, StoreAccountExport } from '../../../contracts/account-data';
import type { StoreAccountSpending } from '../../../contracts/account-spending';
import type { StoreUpdateProfile, StoreUserProfile } from '../../../contracts/auth';
import { formatMoneyString } from '../../../domain/money';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../platform/auth/request-auth';
import { Unauthorized } from '../../platform/errors';
import { removeSignInAccount } from '../identity/identity.service';
import { loyaltyRecordsOf } from '../loyalty/loyalty.service';
import { anonymiseCustomerOrders, createOrdersService } from '../orders/orders.service';
import { spentCentsOf } from '../orders/spending.service';
import {
  deleteUser,
  recordAccountDeletion,
  updateUserProfile,
  upsertUserFromIdentity,
  type UserRow,
  wasDeletedSince,
} from './users.repository';

export function toStoreUserProfile(row: UserRow, auth: AuthContext): StoreUserProfile {
  return {
    id: row.id,
    sub: row.subject,
    email: row.email,
    emailVerified: row.emailVerified,
    name: row.name,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    suburb: row.suburb,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    country: row.country,
    profileImageUrl: row.profileImageUrl,
    isAdmin: auth.isAdmin,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A stand-in for (issuer, subject) that names nobody: what a deletion leaves behind. */
const personKey = (auth: Pick<AuthContext, 'issuer' | 'subject'>) =>
  createHash('sha256').update(`${auth.issuer}\n${auth.subject}`).digest('hex');

export const ACCOUNT_DELETED_MESSAGE = 'This account has been deleted';

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService(
  db: Db,
  options: {
    /** The built-in sign-in's issuer, whose accounts we hold and delete; null with an external issuer. */
    builtInIssuer: string | null;
  } = { builtInIssuer: null },
) {
  const orders = createOrdersService(db);

  /**
   * The caller's user row, created on first use from the token's claims. A token issued before
   * its person deleted their account is refused rather than bringing the profile back (checked
   * only when a row was just made, so a returning customer costs no extra query).
   */
  async function userFor(auth: AuthContext): Promise<UserRow> {
    const { created, ...row } = await upsertUserFromIdentity(db, auth);
    if (created) {
      const issuedAt = typeof auth.claims.iat === 'number' ? new Date(auth.claims.iat * 1000) : new Date(0);
      if (await wasDeletedSince(db, personKey(auth), issuedAt)) {
        await deleteUser(db, row.id);
        throw new Unauthorized(ACCOUNT_DELETED_MESSAGE);
      }
    }
    return row;
  }

  const managesSignIn = (auth: AuthContext) => options.builtInIssuer !== null && auth.issuer === options.builtInIssuer;

  return {
    userFor,

    async profile(auth: AuthContext): Promise<StoreUserProfile> {
      return toStoreUserProfile(await userFor(auth), auth);
    },

    async updateProfile(auth: AuthContext, changes: z.output<typeof StoreUpdateProfile>): Promise<StoreUserProfile> {
      const user = await userFor(auth);
      // Empty strings clear a field.
      const values = Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v === '' ? null : v]));
      return toStoreUserProfile(await updateUserProfile(db, user.id, values), auth);
    },

    /** What the caller has spent: paid minus refunded, as /loyalty and the admin show it. */
    async spending(auth: AuthContext): Promise<StoreAccountSpending> {
      const user = await userFor(auth);
      return { totalSpent: formatMoneyString(await spentCentsOf(db, user.id)) };
    },

    /** Everything the shop holds about the caller: profile, addresses, orders, points. */
    async exportData(auth: AuthContext): Promise<StoreAccountExport> {
      const user = await userFor(auth);
      const profile = toStoreUserProfile(user, auth);
      const hasAddress = [user.addressLine1, user.addressLine2, user.suburb, user.city, user.postalCode].some(Boolean);
      return {
        exportedAt: new Date().toISOString(),
        profile,
        addresses: hasAddress
          ? [
              {
                label: 'Delivery address',
                addressLine1: user.addressLine1,
                addressLine2: user.addressLine2,
                suburb: user.suburb,
                city: user.city,
                state: user.state,
                postalCode: user.postalCode,
                country: user.country,
              },
            ]
          : [],
        orders: await orders.list(user.id),
        loyalty: await loyaltyRecordsOf(db, user.id),
        signIn: { issuer: auth.issuer, subject: auth.subject, managedBy: managesSignIn(auth) ? 'shop' : 'external' },
        notes: [
          'Your notification and privacy preferences are kept only in your browser, not by the shop.',
          'Card details are held by our payment provider; the shop never sees or stores them.',
        ],
      };
    },

    /**
     * Deletes the caller's account in one transaction: orders are kept for the tax records with the
     * name and contact details replaced; the profile goes, and with it (on delete cascade) points,
     * rewards taken and checkouts; with the built-in sign-in, the sign-in account and its sessions
     * go too. A note keyed by a hash of the identity refuses tokens issued before now.
     */
    async deleteAccount(auth: AuthContext): Promise<StoreAccountDeleted> {
      const user = await userFor(auth);
      const ours = managesSignIn(auth);
      const ordersKept = await db.transaction(async (tx) => {
        const kept = await anonymiseCustomerOrders(tx, user.id);
        await deleteUser(tx, user.id);
        if (ours) await removeSignInAccount(tx, auth.subject);
        await recordAccountDeletion(tx, {
          personKey: personKey(auth),
          ordersKept: kept,
          signInAccount: ours ? 'deleted' : 'managed-elsewhere',
        });
        return kept;
      });
      const kept =
        ordersKept > 0
          ? ` We keep your ${ordersKept === 1 ? 'order' : `${ordersKept} orders`} for seven years, as tax law requires, with your name and address removed.`
          : '';
      return {
        deleted: true,
        signInAccount: ours ? 'deleted' : 'managed-elsewhere',
        ordersKept,
        message: ours
          ? `Your account and your sign-in have been deleted.${kept}`
          : `Your account has been deleted.${kept} Your sign-in account is managed by your sign-in provider; close it there if you wish.`,
      };
    },
  };
}
