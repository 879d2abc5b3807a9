import type { z } from 'zod';
import type { StoreUpdateProfile, StoreUserProfile } from '../../../contracts/auth';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../platform/auth/request-auth';
import { updateUserProfile, upsertUserFromIdentity, type UserRow } from './users.repository';

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

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService(db: Db) {
  /** The caller's user row, created on first use from the token's claims. */
  const userFor = (auth: AuthContext) => upsertUserFromIdentity(db, auth);
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
  };
}
