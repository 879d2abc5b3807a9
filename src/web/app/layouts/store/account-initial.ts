/** The letter on the account avatar: the name's first letter, else the e-mail's, else 'C' (customer). */
export function initialOf(name: string | null | undefined, email: string | null | undefined): string {
  return (name?.trim() || email || 'C').charAt(0).toUpperCase();
}
