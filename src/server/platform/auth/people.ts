/**
 * The one question other modules ask the account module: which of our users a verified token
 * names (made on their first call). Modules depend on this shape, not on the account module, so
 * account → orders / loyalty stays one-way; app.ts hands them the account service, which has it.
 */
import type { AuthContext } from './request-auth';

export interface People {
  userFor(auth: AuthContext): Promise<{ id: string }>;
}
