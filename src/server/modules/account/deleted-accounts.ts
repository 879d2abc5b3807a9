/**
 * Tokens of deleted accounts: a deletion is noted under a hash of (issuer, subject), and a token
 * issued before that note names nobody any more. Checked on every request that carries a token
 * (platform/auth/request-auth.ts), admin routes included, so that after a deletion every call
 * with the old token is 401 (docs/decisions/0105).
 */
import { createHash } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthContext } from '../../platform/auth/request-auth';
import { findPerson, wasDeletedSince } from './users.repository';

/** A stand-in for (issuer, subject) that names nobody: what a deletion leaves behind. */
export const personKey = (auth: Pick<AuthContext, 'issuer' | 'subject'>) =>
  createHash('sha256').update(`${auth.issuer}\n${auth.subject}`).digest('hex');

/** When the token was issued; a token without `iat` counts as older than any deletion. */
export const issuedAt = (auth: Pick<AuthContext, 'claims'>) =>
  typeof auth.claims.iat === 'number' ? new Date(auth.claims.iat * 1000) : new Date(0);

/** Whether the person behind this token deleted their account after the token was issued. */
export const isTokenOfDeletedAccount = (db: DbOrTx, auth: Pick<AuthContext, 'issuer' | 'subject' | 'claims'>) =>
  wasDeletedSince(db, personKey(auth), issuedAt(auth));

/**
 * What request-auth asks about every verified token, in one statement: the person's row (null
 * before their first signed-in call) and whether they deleted their account since the token was
 * issued.
 */
export const findPersonOfToken = (db: Db, auth: AuthContext) =>
  findPerson(db, auth, { personKey: personKey(auth), since: issuedAt(auth) });
