/**
 * The built-in sign-in server's rules: passwords, sign-up with e-mail confirmation, password reset,
 * and throttling of wrong passwords. E-mails go through the outbox in the same transaction.
 */
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { enqueueMail } from '../../platform/mail/outbox';
import {
  clearFailedSignIns,
  deleteAccountAndProviderState,
  consumeIdentityToken,
  findAccountByEmail,
  findAccountById,
  type IdentityAccount,
  insertAccount,
  insertIdentityToken,
  isIdentityTokenUsable,
  recordFailedSignIn,
  updateAccount,
} from './accounts.repository';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../platform/auth/password';

export const MIN_PASSWORD_LENGTH = 10;
const LOCK_AFTER_FAILURES = 5;
const LOCK_MINUTES = 5;
const VERIFY_TTL_HOURS = 48;
const RESET_TTL_MINUTES = 60;

export const SignUpForm = z.object({
  name: z.string().trim().min(1, 'Please tell us your name.').max(100, 'Please use at most 100 characters.'),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('Please enter a valid e-mail address.')),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
    .max(200, 'Please use at most 200 characters.'),
});

export type SignInResult = { ok: true; account: IdentityAccount } | { ok: false; reason: 'invalid' | 'locked' };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export type IdentityService = ReturnType<typeof createIdentityService>;

/**
 * Ends a customer's built-in sign-in for good, in the caller's transaction: the account, its
 * sessions, grants and refresh tokens. Access tokens already issued live out their 15 minutes
 * (the API refuses them once the person is gone: see the account module).
 */
export const removeSignInAccount = (tx: DbOrTx, accountId: string): Promise<boolean> =>
  deleteAccountAndProviderState(tx, accountId);

export function createIdentityService(db: Db, options: { publicUrl: string; businessName: string }) {
  async function sendVerification(tx: Db, account: IdentityAccount) {
    const token = newToken();
    await insertIdentityToken(tx, {
      accountId: account.id,
      purpose: 'verify-email',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + VERIFY_TTL_HOURS * 3600_000),
    });
    const link = `${options.publicUrl}/identity/verify-email?token=${token}`;
    await enqueueMail(tx, {
      dedupeKey: `verify-email:${account.id}:${hashToken(token).slice(0, 16)}`,
      to: account.email,
      subject: `Please confirm your e-mail for ${options.businessName}`,
      text: `Kia ora ${account.name},\n\nWelcome to ${options.businessName}! Please confirm your e-mail address by opening this link:\n\n${link}\n\nThe link is valid for ${VERIFY_TTL_HOURS} hours. If you did not create an account, you can ignore this e-mail.\n\nNgā mihi,\n${options.businessName}`,
    });
  }

  return {
    async signIn(email: string, password: string): Promise<SignInResult> {
      const account = await findAccountByEmail(db, email.trim());
      if (!account) {
        await verifyPassword(password, DUMMY_HASH);
        return { ok: false, reason: 'invalid' };
      }
      if (account.lockedUntil && account.lockedUntil > new Date()) return { ok: false, reason: 'locked' };
      if (!(await verifyPassword(password, account.passwordHash))) {
        await recordFailedSignIn(db, account.id, LOCK_AFTER_FAILURES, LOCK_MINUTES);
        return { ok: false, reason: 'invalid' };
      }
      if (account.failedSignIns > 0 || account.lockedUntil) await clearFailedSignIns(db, account.id);
      return { ok: true, account };
    },

    /** Creates an unconfirmed account and queues the confirmation e-mail; null when the e-mail is taken. */
    async signUp(form: z.output<typeof SignUpForm>): Promise<IdentityAccount | null> {
      const passwordHash = await hashPassword(form.password);
      return db.transaction(async (tx) => {
        const account = await insertAccount(tx, { email: form.email, name: form.name, passwordHash });
        if (!account) return null;
        await sendVerification(tx as unknown as Db, account);
        return account;
      });
    },

    async confirmEmail(token: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const accountId = await consumeIdentityToken(tx, 'verify-email', hashToken(token));
        if (!accountId) return false;
        await updateAccount(tx, accountId, { emailVerified: true });
        return true;
      });
    },

    /** Always behaves the same whether or not the e-mail has an account. */
    async requestPasswordReset(email: string): Promise<void> {
      const account = await findAccountByEmail(db, email.trim());
      if (!account) return;
      const token = newToken();
      await db.transaction(async (tx) => {
        await insertIdentityToken(tx, {
          accountId: account.id,
          purpose: 'reset-password',
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
        });
        await enqueueMail(tx, {
          dedupeKey: `reset-password:${account.id}:${hashToken(token).slice(0, 16)}`,
          to: account.email,
          subject: `Reset your ${options.businessName} password`,
          text: `Kia ora ${account.name},\n\nSomeone (hopefully you) asked to reset the password of your ${options.businessName} account. Choose a new password here:\n\n${options.publicUrl}/identity/reset-password?token=${token}\n\nThe link is valid for one hour and works once. If you did not ask for this, you can ignore this e-mail: your password stays as it is.\n\nNgā mihi,\n${options.businessName}`,
        });
      });
    },

    isResetTokenUsable: (token: string) => isIdentityTokenUsable(db, 'reset-password', hashToken(token)),

    async resetPassword(token: string, password: string): Promise<boolean> {
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const accountId = await consumeIdentityToken(tx, 'reset-password', hashToken(token));
        if (!accountId) return false;
        // Whoever can read the e-mail owns the address: a reset also confirms it and unlocks the account.
        await updateAccount(tx, accountId, { passwordHash, emailVerified: true, failedSignIns: 0, lockedUntil: null });
        return true;
      });
    },

    findAccount: (id: string) => findAccountById(db, id),
  };
}
