import { createContext, useContext } from 'react';

/** Who is signed in to the portal, as the layout and the dashboard's greeting show them. */
export interface AdminIdentity {
  name: string;
  email: string | null;
  /** The profile picture's address, when the account has one. */
  picture: string | null;
}

export const AdminIdentityContext = createContext<AdminIdentity>({ name: 'Admin', email: null, picture: null });

export const useAdminIdentity = () => useContext(AdminIdentityContext);

/** The letter on the avatar: the name's first letter, else the e-mail's, else 'A'. */
export function initialOf(identity: Pick<AdminIdentity, 'name' | 'email'>): string {
  return (identity.name.trim() || identity.email || 'A').charAt(0).toUpperCase();
}

/** "Sam" from "Sam Admin": the greeting uses the first name. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] || name;
