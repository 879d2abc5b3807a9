import type { z } from 'zod';
import type { StoreAccountDeleted, StoreAccountExport } from '../../../contracts/account-data';
import { createPreferencesService } from '../notifications/preferences.service';
import type { StoreAccountSpending } from '../../../contracts/account-spending';
import type { StoreUpdateProfile, StoreUserProfile } from '../../../contracts/auth';
import { formatMoneyString } from '../../../domain/money';
import type { Db } from '../../db/client';
import { ACCOUNT_DELETED_MESSAGE, type AuthContext, type PersonLookup } from '../../platform/auth/request-auth';
import { Unauthorized } from '../../platform/errors';
import { removeSignInAccount } from '../identity/identity.service';
import type { LoyaltyService } from '../loyalty/loyalty.service';
import type { OrdersService } from '../orders/orders.service';
import {
  deleteCartLinesOf,
  deleteMoneylessCheckoutsOf,
  lockUserForDeletion,
  releaseOrdersOf,
} from './account-deletion.repository';
import { findPersonOfToken, isTokenOfDeletedAccount, issuedAt, personKey } from './deleted-accounts';
import {
  deleteUser,
  findUserByIdentity,
  recordAccountDeletion,
  updateUserProfile,
  upsertUserFromIdentity,
  type UserRow,
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
    role: auth.role,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export { ACCOUNT_DELETED_MESSAGE };

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService(
  db: Db,
  options: {
    /** The built-in sign-in's issuer, whose accounts we hold and delete; null with an external issuer. */
    builtInIssuer: string | null;
    /** The modules whose records are the person's too (their data download, Total Spent). */
    orders: Pick<OrdersService, 'list' | 'spentCents'>;
    loyalty: Pick<LoyaltyService, 'recordsOf'>;
  },
) {
  const { orders, loyalty } = options;
  // The customer's notification choices go into their data download (issue 24).
  const preferences = createPreferencesService(db);

  /** Whether the row already says what the token says: then a signed-in call writes nothing. */
  const claimsUnchanged = (row: UserRow, auth: AuthContext) =>
    row.email === auth.email &&
    row.emailVerified === auth.emailVerified &&
    row.name === auth.name &&
    row.isStaff === auth.isAdmin;

  /** Each request's user row as its sign-in check read it, until the request first asks for it. */
  const readBySignInCheck = new WeakMap<AuthContext, UserRow>();

  /** The row as it is, or made / brought up to date from the token's claims (only when they differ). */
  async function currentRow(auth: AuthContext): Promise<UserRow | null> {
    const found = await findUserByIdentity(db, auth);
    if (found && claimsUnchanged(found, auth)) return found;
    const upserted = await upsertUserFromIdentity(db, auth);
    if (!upserted) return null;
    const { created: _created, ...row } = upserted;
    return row;
  }

  /**
   * The caller's user row, created on first use from the token's claims, and written again only
   * when those claims changed (a checkout asks three times; a read stays a read). Authentication already
   * refused tokens of deleted accounts; a row newer than the token is checked once more, because
   * a request that passed that check just before a deletion committed may have made the row again
   * (the row then goes and the caller gets 401, as every later request does). A returning
   * customer's row is older than their token, so this costs them no extra query; nor does the
   * row the sign-in check read, which that check's own statement found undeleted (a deletion
   * committing after it leaves this request as it leaves one holding an older row).
   */
  async function userFor(auth: AuthContext): Promise<UserRow> {
    // The row the request's sign-in check read, in the statement that found no deletion since the
    // token was issued: the request's first ask takes it instead of reading it again (later asks
    // read afresh, as the request may have changed it).
    const seen = readBySignInCheck.get(auth);
    readBySignInCheck.delete(auth);
    if (seen && claimsUnchanged(seen, auth)) return seen;
    const row = await currentRow(auth);
    if (!row) throw new Unauthorized(ACCOUNT_DELETED_MESSAGE);
    if (row.createdAt >= issuedAt(auth) && (await isTokenOfDeletedAccount(db, auth))) {
      await deleteUser(db, row.id);
      throw new Unauthorized(ACCOUNT_DELETED_MESSAGE);
    }
    return row;
  }

  const managesSignIn = (auth: AuthContext) => options.builtInIssuer !== null && auth.issuer === options.builtInIssuer;

  return {
    userFor,
    /** request-auth's question about every verified token (see deleted-accounts.ts). */
    async lookUpPerson(auth: AuthContext): Promise<PersonLookup> {
      const { user, deleted } = await findPersonOfToken(db, auth);
      if (user && !deleted) readBySignInCheck.set(auth, user);
      return { userId: user?.id ?? null, deleted };
    },

    async profile(auth: AuthContext): Promise<StoreUserProfile> {
      return toStoreUserProfile(await userFor(auth), auth);
    },

    async updateProfile(auth: AuthContext, changes: z.output<typeof StoreUpdateProfile>): Promise<StoreUserProfile> {
      const user = await userFor(auth);
      // Empty strings clear a field.
      const values = Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v === '' ? null : v]));
      const updated = await updateUserProfile(db, user.id, values);
      if (!updated) throw new Unauthorized(ACCOUNT_DELETED_MESSAGE);
      return toStoreUserProfile(updated, auth);
    },

    /** What the caller has spent: paid minus refunded, as /loyalty and the admin show it. */
    async spending(auth: AuthContext): Promise<StoreAccountSpending> {
      const user = await userFor(auth);
      return { totalSpent: formatMoneyString(await orders.spentCents(user.id)) };
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
        loyalty: await loyalty.recordsOf(user.id),
        signIn: { issuer: auth.issuer, subject: auth.subject, managedBy: managesSignIn(auth) ? 'shop' : 'external' },
        notifications: await preferences.read(user.id),
        notes: [
          'Your privacy preferences are kept only in your browser, not by the shop.',
          'Card details are held by our payment provider; the shop never sees or stores them.',
        ],
      };
    },

    /**
     * Deletes the caller's account in one transaction (docs/decisions/0104): the profile goes at
     * once, and with it (on delete cascade) points and rewards taken; checkouts that hold no money
     * and claimed cart lines are deleted explicitly; with the built-in sign-in, the sign-in
     * account and its sessions go too. Orders are kept for the tax records: closed ones lose the
     * name and contact details now, orders still to come keep them until they are delivered,
     * collected or cancelled (then the sweep removes them). A note keyed by a hash of the identity
     * refuses every token issued before now. `requestId` goes on that note's audit row.
     */
    async deleteAccount(auth: AuthContext, context: { requestId: string }): Promise<StoreAccountDeleted> {
      const user = await userFor(auth);
      const ours = managesSignIn(auth);
      const releasedOrders = await db.transaction(async (tx) => {
        // A second deletion racing this one finds the row gone and answers as any later call does.
        if (!(await lockUserForDeletion(tx, user.id))) throw new Unauthorized(ACCOUNT_DELETED_MESSAGE);
        const released = await releaseOrdersOf(tx, user.id);
        await deleteMoneylessCheckoutsOf(tx, user.id);
        await deleteCartLinesOf(tx, user.id);
        await deleteUser(tx, user.id);
        if (ours) await removeSignInAccount(tx, auth.subject);
        await recordAccountDeletion(tx, {
          personKey: personKey(auth),
          actorUserId: user.id,
          requestId: context.requestId,
          ordersKept: released.closed + released.open,
          ordersStillToCome: released.open,
          signInAccount: ours ? 'deleted' : 'managed-elsewhere',
        });
        return released;
      });
      const ordersKept = releasedOrders.closed + releasedOrders.open;
      const kept = ordersKept > 0 ? ` ${keptOrdersSentence(releasedOrders)}` : '';
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

const ordersWord = (n: number) => (n === 1 ? 'order' : `${n} orders`);

/** What happens to the kept orders, in the words the deletion dialog uses. */
function keptOrdersSentence({ closed, open }: { closed: number; open: number }): string {
  const total = closed + open;
  const taxLaw = `We keep your ${ordersWord(total)} for seven years, as tax law requires, with your name and address removed.`;
  if (open === 0) return taxLaw;
  const toCome = open === 1 ? 'Your order still to come keeps' : `Your ${open} orders still to come keep`;
  return `${taxLaw} ${toCome} your name, phone, e-mail and address until ${open === 1 ? 'it is' : 'each is'} delivered, collected or cancelled, so that we can still make and hand it over; then they are removed too.`;
}
