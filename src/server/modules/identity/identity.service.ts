/**
 * The built-in sign-in server's rules: passwords, sign-up with e-mail confirmation, password reset,
 * and throttling of wrong passwords. E-mails go through the outbox in the same transaction.
 *
 * No answer tells whether an e-mail has an account (docs/decisions/0034): wrong passwords pause
 * the (e-mail, address) pair whether or not the account exists, sign-up answers the same and
 * sends an e-mail either way, and a reset request does the same work for every address.
 */
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { enqueueMail } from '../../platform/mail/outbox';
import {
  deleteAccountAndProviderState,
  consumeIdentityToken,
  findAccountByEmail,
  findAccountById,
  type IdentityAccount,
  insertAccount,
  insertIdentityToken,
  isIdentityTokenUsable,
  updateAccount,
} from './accounts.repository';
import {
  clearFailedSignIns,
  clearFailedSignInsOfEmail,
  failedSignIns,
  recordFailedSignIn,
  type ThrottleKey,
} from './sign-in-throttle.repository';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../platform/auth/password';

export const MIN_PASSWORD_LENGTH = 10;
/** Five wrong passwords for one e-mail from one address pause that pair for five minutes. */
export const LOCK_AFTER_FAILURES = 5;
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
const emailKey = (email: string) => hashToken(`email:${email.trim().toLowerCase()}`);
const throttleKey = (email: string, ip: string): ThrottleKey => ({
  id: hashToken(`sign-in:${email.trim().toLowerCase()}\n${ip}`),
  emailKey: emailKey(email),
});
/** One notice per address and hour at most: these e-mails go to addresses nobody confirmed asked. */
const hourBucket = () => Math.floor(Date.now() / 3_600_000);

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
    /**
     * Checks a password. Five wrong ones in a row pause this e-mail from this address (`ip`) only,
     * known e-mail or not, so the pause reveals nothing and cannot lock the owner out elsewhere.
     */
    async signIn(email: string, password: string, ip: string): Promise<SignInResult> {
      const key = throttleKey(email, ip);
      if ((await failedSignIns(db, key)) >= LOCK_AFTER_FAILURES) return { ok: false, reason: 'locked' };
      const account = await findAccountByEmail(db, email.trim());
      // Unknown e-mails are checked against a dummy hash: the same time as a real one.
      const matches = await verifyPassword(password, account?.passwordHash ?? DUMMY_HASH);
      if (!account || !matches) {
        await recordFailedSignIn(db, key, LOCK_MINUTES);
        return { ok: false, reason: 'invalid' };
      }
      await clearFailedSignIns(db, key);
      return { ok: true, account };
    },

    /**
     * Creates an unconfirmed account and e-mails the confirmation link; when the e-mail already has
     * an account, e-mails its owner instead ("you already have an account"). The caller answers
     * the same either way.
     */
    async signUp(form: z.output<typeof SignUpForm>): Promise<void> {
      const passwordHash = await hashPassword(form.password);
      await db.transaction(async (tx) => {
        const account = await insertAccount(tx, { email: form.email, name: form.name, passwordHash });
        if (account) return sendVerification(tx as unknown as Db, account);
        const existing = await findAccountByEmail(tx, form.email);
        if (!existing) return;
        await enqueueMail(tx, {
          dedupeKey: `sign-up-existing:${existing.id}:${hourBucket()}`,
          to: existing.email,
          subject: `You already have a ${options.businessName} account`,
          text: `Kia ora ${existing.name},\n\nSomeone (hopefully you) tried to create a ${options.businessName} account with this e-mail address. You already have an account, so nothing was changed.\n\nSign in: ${options.publicUrl}/account\nForgotten your password? Reset it here: ${options.publicUrl}/identity/forgot-password\n\nIf this was not you, you can ignore this e-mail.\n\nNgā mihi,\n${options.businessName}`,
        });
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

    /**
     * Does the same work whether or not the e-mail has an account (a token, its hash, one
     * transaction and one e-mail), so neither the answer nor its time tells them apart: an unknown
     * address is told that it has no account here.
     */
    async requestPasswordReset(email: string): Promise<void> {
      const address = email.trim();
      const account = await findAccountByEmail(db, address);
      const token = newToken();
      const tokenHash = hashToken(token);
      await db.transaction(async (tx) => {
        if (!account) {
          await enqueueMail(tx, {
            dedupeKey: `reset-no-account:${emailKey(address)}:${hourBucket()}`,
            to: address,
            subject: `Reset your ${options.businessName} password`,
            text: `Kia ora,\n\nSomeone (hopefully you) asked to reset the password of a ${options.businessName} account for this e-mail address, but there is no account with this address. If you have an account, it may use another e-mail address. You can also create one here: ${options.publicUrl}/account\n\nIf you did not ask for this, you can ignore this e-mail.\n\nNgā mihi,\n${options.businessName}`,
          });
          return;
        }
        await insertIdentityToken(tx, {
          accountId: account.id,
          purpose: 'reset-password',
          tokenHash,
          expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
        });
        await enqueueMail(tx, {
          dedupeKey: `reset-password:${account.id}:${tokenHash.slice(0, 16)}`,
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
        // Whoever can read the e-mail owns the address: a reset also confirms it and lifts its pauses.
        await updateAccount(tx, accountId, { passwordHash, emailVerified: true, failedSignIns: 0, lockedUntil: null });
        const account = await findAccountById(tx, accountId);
        if (account) await clearFailedSignInsOfEmail(tx, emailKey(account.email));
        return true;
      });
    },

    findAccount: (id: string) => findAccountById(db, id),
  };
}
