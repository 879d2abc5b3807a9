import { createContext, useContext } from 'react';

/** Who is signed in to the portal, as the layout and the dashboard's greeting show them. */
export interface AdminIdentity {
  name: string;
  email: string | null;
  /** The profile picture's address, when the account has one. */
  picture: string | null;
  /**
   * Owner or staff, from the server's profile answer (decision 0195): the portal hides what staff
   * cannot do. The server refuses it anyway; this only decides what to show.
   */
  role: 'owner' | 'staff';
}

// Without a provider nothing owner-only shows (the safe side).
export const AdminIdentityContext = createContext<AdminIdentity>({
  name: 'Admin',
  email: null,
  picture: null,
  role: 'staff',
});

export const useAdminIdentity = () => useContext(AdminIdentityContext);

/** Whether the signed-in member of staff is an owner (may change products, settings, rewards...). */
export const useIsOwner = () => useContext(AdminIdentityContext).role === 'owner';

/** The letter on the avatar: the name's first letter, else the e-mail's, else 'A'. */
export function initialOf(identity: Pick<AdminIdentity, 'name' | 'email'>): string {
  return (identity.name.trim() || identity.email || 'A').charAt(0).toUpperCase();
}

/** "Sam" from "Sam Admin": the greeting uses the first name. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] || name;
