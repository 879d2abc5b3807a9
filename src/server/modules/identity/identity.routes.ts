/**
 * Mounts the built-in OpenID provider at /oidc and serves its pages under /identity: sign in,
 * create an account, confirm an e-mail, forgot and reset password.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { allowedOrigins, keepCorsToAllowedOrigins } from '../../platform/hardening/cors';
import { lazily } from '../../platform/lazily';
import { BUSINESS_FALLBACKS } from '../../../domain/business';
import type { MailWorker } from '../../platform/mail/mail-worker';
import { type IdentityService, SignUpForm } from './identity.service';
import { renderForgotPasswordPage } from './pages/forgot-password-page';
import { renderMessagePage } from './pages/message-page';
import { renderResetPasswordPage } from './pages/reset-password-page';
import { renderSignInPage } from './pages/sign-in-page';
import { renderSignUpPage } from './pages/sign-up-page';

const businessName = BUSINESS_FALLBACKS.businessName;
const FORM_BODY_LIMIT = 10 * 1024;

/** The provider, made on first use (identity.setup.ts). */
type ProviderSource = () => Promise<Provider>;

interface IdentityRouteOptions {
  provider: ProviderSource;
  identity: IdentityService;
  mail: MailWorker;
  publicUrl: string;
}

function sendPage(reply: FastifyReply, render: (nonce: string) => string, status = 200) {
  const nonce = randomBytes(16).toString('base64');
  return reply
    .status(status)
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
    )
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(render(nonce));
}

const field = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

const Uid = z.object({ uid: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/) });
const TokenQuery = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/)
    .optional(),
});

/**
 * Hands /oidc/* to oidc-provider before Fastify parses anything (it reads its own bodies).
 * Mounts the provider at /oidc. The provider builds its endpoint URLs (discovery, redirects) from
 * the request's host and protocol; they are set here from the configured public URL, so a
 * caller's Host, X-Forwarded-Host or X-Forwarded-Proto can never name another site.
 */
export function mountProvider(
  app: FastifyInstance,
  provider: ProviderSource,
  options: { publicUrl: string; trustProxy: boolean },
): void {
  const publicUrl = new URL(options.publicUrl);
  const callback = lazily(async () => (await provider()).callback());
  const corsOrigins = new Set(allowedOrigins(options.publicUrl));
  // Callback-style: every request passes this hook, and an async one costs each a promise (A2).
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.raw.url ?? '';
    if (url !== '/oidc' && !url.startsWith('/oidc/') && !url.startsWith('/oidc?')) return done();
    reply.hijack();
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = url;
    raw.url = url.slice('/oidc'.length) || '/';
    raw.headers.host = publicUrl.host;
    raw.headers['x-forwarded-host'] = publicUrl.host;
    raw.headers['x-forwarded-proto'] = publicUrl.protocol.replace(/:$/, '');
    delete raw.headers.forwarded;
    // The client's address only through a proxy we trust.
    if (!options.trustProxy) delete raw.headers['x-forwarded-for'];
    // The shop's request id, as on every other answer (logs and the balancer's log match on it).
    reply.raw.setHeader('x-request-id', request.id);
    reply.raw.setHeader('x-content-type-options', 'nosniff');
    reply.raw.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
    // The shop's CORS allow-list (decision 0081) holds here too, not the provider's reflection.
    keepCorsToAllowedOrigins(request.headers.origin, reply.raw, corsOrigins);
    callback()
      .then((handle) => handle(raw, reply.raw))
      .then(
        () => done(),
        (error: unknown) => {
          request.log.error({ err: error }, 'the sign-in provider failed');
          if (reply.raw.headersSent) reply.raw.end();
          else {
            reply.raw.writeHead(503, {
              'content-type': 'application/json; charset=utf-8',
              'cache-control': 'no-store',
            });
            reply.raw.end(JSON.stringify({ error: 'Sign-in is unavailable for a moment. Please try again.' }));
          }
          done();
        },
      );
  });
}

export async function identityRoutes(app: FastifyInstance, options: IdentityRouteOptions): Promise<void> {
  const { provider, identity, mail } = options;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const interaction = async (request: FastifyRequest, reply: FastifyReply) =>
    (await provider()).interactionDetails(request.raw, reply.raw);

  const finish = async (request: FastifyRequest, reply: FastifyReply, accountId: string) => {
    const redirectTo = await (
      await provider()
    ).interactionResult(request.raw, reply.raw, { login: { accountId } }, { mergeWithLastSubmission: false });
    return reply.redirect(redirectTo, 303);
  };

  const expired = (reply: FastifyReply) =>
    sendPage(
      reply,
      (nonce) =>
        renderMessagePage({
          nonce,
          businessName,
          title: 'This sign-in has expired',
          message: 'For your safety, sign-in pages expire after a while. Please start again from the shop.',
          linkHref: `${options.publicUrl}/`,
          linkText: 'Back to the shop',
          tone: 'error',
        }),
      400,
    );

  const signInPage =
    (uid: string, extra: { email?: string; error?: string; notice?: string } = {}) =>
    (nonce: string) =>
      renderSignInPage({
        nonce,
        businessName,
        action: `/identity/interaction/${uid}/login`,
        signUpHref: `/identity/interaction/${uid}/signup`,
        forgotHref: '/identity/forgot-password',
        cancelHref: `/identity/interaction/${uid}/abort`,
        ...extra,
      });

  app.get('/identity/interaction/:uid', async (request, reply) => {
    const { uid } = Uid.parse(request.params);
    try {
      const details = await interaction(request, reply);
      if (details.uid !== uid) return expired(reply);
      // The first-party client never needs a consent screen: the grant is made in loadExistingGrant.
      if (details.prompt.name === 'consent') {
        const redirectTo = await (
          await provider()
        ).interactionResult(request.raw, reply.raw, {}, { mergeWithLastSubmission: true });
        return reply.redirect(redirectTo, 303);
      }
      return sendPage(reply, signInPage(uid));
    } catch {
      return expired(reply);
    }
  });

  app.post('/identity/interaction/:uid/login', { config: { limit: 'signIn' } }, async (request, reply) => {
    const { uid } = Uid.parse(request.params);
    try {
      await interaction(request, reply);
    } catch {
      return expired(reply);
    }
    const email = field(request.body, 'email').slice(0, 254);
    const result = await identity.signIn(email, field(request.body, 'password').slice(0, 200), request.ip);
    if (!result.ok) {
      request.log.warn({ reason: result.reason }, 'sign-in refused');
      // The pause belongs to this e-mail from this address, whether or not it has an account.
      const error =
        result.reason === 'locked'
          ? 'Too many wrong passwords. For your safety, signing in with this e-mail is paused here for a few minutes; try again later or reset your password.'
          : 'Incorrect email or password.';
      return sendPage(reply, signInPage(uid, { email, error }), result.reason === 'locked' ? 429 : 401);
    }
    return finish(request, reply, result.account.id);
  });

  app.get('/identity/interaction/:uid/abort', async (request, reply) => {
    try {
      const redirectTo = await (
        await provider()
      ).interactionResult(
        request.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'The sign-in was cancelled' },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(redirectTo, 303);
    } catch {
      return reply.redirect(`${options.publicUrl}/`, 303);
    }
  });

  const signUpPage =
    (uid: string, values: { name?: string; email?: string } = {}, errors: Record<string, string> = {}) =>
    (nonce: string) =>
      renderSignUpPage({
        nonce,
        businessName,
        action: `/identity/interaction/${uid}/signup`,
        values,
        errors,
        signInHref: `/identity/interaction/${uid}`,
      });

  app.get('/identity/interaction/:uid/signup', async (request, reply) => {
    const { uid } = Uid.parse(request.params);
    try {
      await interaction(request, reply);
    } catch {
      return expired(reply);
    }
    return sendPage(reply, signUpPage(uid));
  });

  app.post('/identity/interaction/:uid/signup', { config: { limit: 'signIn' } }, async (request, reply) => {
    const { uid } = Uid.parse(request.params);
    try {
      await interaction(request, reply);
    } catch {
      return expired(reply);
    }
    const values = {
      name: field(request.body, 'name').slice(0, 200),
      email: field(request.body, 'email').slice(0, 300),
    };
    const parsed = SignUpForm.safeParse({ ...values, password: field(request.body, 'password') });
    if (!parsed.success) {
      const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
      return sendPage(reply, signUpPage(uid, values, errors), 400);
    }
    // A new e-mail gets its confirmation link, a known one a note to its owner; both see this page,
    // so sign-up cannot be used to find out who has an account (nobody is signed in by it).
    await identity.signUp(parsed.data);
    mail.nudge();
    return sendPage(reply, (nonce) =>
      renderMessagePage({
        nonce,
        businessName,
        title: 'Check your e-mail',
        message: `We have sent a message to ${parsed.data.email}. Open the link in it to confirm your address, then sign in with your e-mail and password.`,
        linkHref: `/identity/interaction/${uid}`,
        linkText: 'Sign in',
        tone: 'success',
      }),
    );
  });

  app.get('/identity/verify-email', async (request, reply) => {
    const { token } = TokenQuery.catch({ token: undefined }).parse(request.query);
    const confirmed = token ? await identity.confirmEmail(token) : false;
    return sendPage(
      reply,
      (nonce) =>
        renderMessagePage({
          nonce,
          businessName,
          title: confirmed ? 'E-mail confirmed' : 'This link has expired',
          message: confirmed
            ? 'Thank you! Your e-mail address is confirmed.'
            : 'This confirmation link is not valid any more. Sign in and we can send you a new one.',
          linkHref: `${options.publicUrl}/`,
          linkText: 'Back to the shop',
          tone: confirmed ? 'success' : 'error',
        }),
      confirmed ? 200 : 400,
    );
  });

  const forgotPage = (sent: boolean, error?: string) => (nonce: string) =>
    renderForgotPasswordPage({
      nonce,
      businessName,
      action: '/identity/forgot-password',
      sent,
      error,
      signInHref: `${options.publicUrl}/account`,
    });

  app.get('/identity/forgot-password', async (_request, reply) => sendPage(reply, forgotPage(false)));

  app.post('/identity/forgot-password', { config: { limit: 'signIn' } }, async (request, reply) => {
    const email = field(request.body, 'email').trim().slice(0, 254);
    if (!z.email().safeParse(email).success)
      return sendPage(reply, forgotPage(false, 'Please enter a valid e-mail address.'), 400);
    await identity.requestPasswordReset(email);
    mail.nudge();
    return sendPage(reply, forgotPage(true));
  });

  const resetPage = (token: string, error?: string) => (nonce: string) =>
    renderResetPasswordPage({ nonce, businessName, action: '/identity/reset-password', token, error });

  const badResetLink = (reply: FastifyReply) =>
    sendPage(
      reply,
      (nonce) =>
        renderMessagePage({
          nonce,
          businessName,
          title: 'This link has expired',
          message: 'Password reset links work once and for one hour. Please ask for a new one.',
          linkHref: '/identity/forgot-password',
          linkText: 'Send a new link',
          tone: 'error',
        }),
      400,
    );

  app.get('/identity/reset-password', async (request, reply) => {
    const { token } = TokenQuery.catch({ token: undefined }).parse(request.query);
    if (!token || !(await identity.isResetTokenUsable(token))) return badResetLink(reply);
    return sendPage(reply, resetPage(token));
  });

  app.post('/identity/reset-password', { config: { limit: 'signIn' } }, async (request, reply) => {
    const token = field(request.body, 'token');
    const password = field(request.body, 'password');
    if (!TokenQuery.shape.token.safeParse(token).success) return badResetLink(reply);
    const check = SignUpForm.shape.password.safeParse(password);
    if (!check.success) return sendPage(reply, resetPage(token, check.error.issues[0]!.message), 400);
    if (!(await identity.resetPassword(token, password))) return badResetLink(reply);
    return sendPage(reply, (nonce) =>
      renderMessagePage({
        nonce,
        businessName,
        title: 'Password changed',
        message: 'Your new password is saved. You can sign in with it now.',
        linkHref: `${options.publicUrl}/account`,
        linkText: 'Sign in',
        tone: 'success',
      }),
    );
  });
}
