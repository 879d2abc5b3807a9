/**
 * Serves the React app: hashed build assets (cached for a year, precompressed), public files,
 * and every other GET as a server-rendered page with a per-request CSP nonce. Also the tiny page
 * a silent sign-in lands on inside its hidden frame (docs/decisions/0034).
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { PageAssets, PublicConfig, RenderPage, SsrDataSource } from '../../../contracts/ssr';

export interface WebAppOptions {
  clientDir: string;
  assets: PageAssets;
  render: RenderPage;
  data: SsrDataSource;
  publicConfig: PublicConfig;
  /** Stripe.js runs on checkout (the page's CSP allows it). */
  stripe: boolean;
}

/** Paths that belong to the API and its neighbours, never to the React app. */
const NON_PAGE_PREFIXES = ['/api/', '/oidc/', '/identity/', '/objects/', '/assets/'];

/** Where the sign-in provider answers a silent sign-in (prompt=none) inside a hidden frame. */
export const SILENT_CALLBACK_PATH = '/auth/silent-callback';

/**
 * The page's CSP. With Stripe, its script, frames and API are allowed too (and nothing else).
 * Frames of our own origin are allowed for the silent sign-in; an external sign-in server's
 * origin (`identityOrigin`) is allowed for its calls and its silent sign-in frame.
 */
export function contentSecurityPolicy(nonce: string, stripe = false, identityOrigin: string | null = null): string {
  const identity = identityOrigin ? ` ${identityOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${stripe ? ' https://js.stripe.com' : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${stripe ? ' https://*.stripe.com' : ''}`,
    "font-src 'self'",
    `connect-src 'self'${identity}${stripe ? ' https://api.stripe.com' : ''}`,
    `frame-src 'self'${identity}${stripe ? ' https://js.stripe.com https://hooks.stripe.com' : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The path and query the renderer is given, or null when the request target is not a path on
 * this site: `//`, `//host/x` and `/\\host/x` parse as another host (or not at all) in `new URL`.
 */
export function pageUrl(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return null;
  try {
    const parsed = new URL(url, 'http://localhost');
    return parsed.host === 'localhost' ? `${parsed.pathname}${parsed.search}` : null;
  } catch {
    return null;
  }
}

/** The one page that may be framed, by our own pages only: it hands the answer to the frame's parent. */
export function silentCallbackPage(nonce: string): string {
  // The message oidc-client-ts's signinSilent waits for (what its signinSilentCallback posts),
  // sent to our own origin only; no library needed inside the frame.
  const script = `window.parent.postMessage({source:'oidc-client',url:window.location.href,keepOpen:false},window.location.origin);`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing in</title></head><body><script nonce="${nonce}">${script}</script></body></html>`;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const isLoopback = (hostname: string) => LOOPBACK_HOSTS.has(hostname) || hostname.endsWith('.localhost');

/**
 * Where a page request should go instead, or null. The same machine opened under another loopback
 * name (127.0.0.1 for localhost) is sent to the configured public address: sign-in only works
 * there (the provider's origin, the registered return addresses). Other host names are left
 * alone, since behind a proxy the Host may legitimately be an internal name; there the Login
 * button explains where to sign in instead of failing silently.
 */
export function canonicalPageUrl(requestHost: string | undefined, url: string, publicUrl: URL): string | null {
  if (!requestHost) return null;
  let host: URL;
  try {
    host = new URL(`${publicUrl.protocol}//${requestHost}`);
  } catch {
    return null;
  }
  if (host.host === publicUrl.host) return null;
  if (!isLoopback(host.hostname) || !isLoopback(publicUrl.hostname) || host.port !== publicUrl.port) return null;
  return `${publicUrl.origin}${url}`;
}

export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const assetsDir = path.join(options.clientDir, 'assets') + path.sep;
  const publicUrl = new URL(options.publicConfig.publicUrl);
  const authorityOrigin = new URL(options.publicConfig.oidc.authority).origin;
  const identityOrigin = authorityOrigin === publicUrl.origin ? null : authorityOrigin;
  await app.register(fastifyStatic, {
    root: options.clientDir,
    prefix: '/',
    preCompressed: true,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      // Hashed names never change content: cache for a year. Other public files for a day.
      const hashed = filePath.startsWith(assetsDir);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
    },
  });

  app.get(SILENT_CALLBACK_PATH, async (_request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'`,
      )
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(silentCallbackPage(nonce));
  });

  app.get('/*', async (request, reply) => {
    const url = pageUrl(request.url);
    const pathname = url?.split('?')[0] ?? '';
    if (!url || NON_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || pathname === '/api') {
      return reply.callNotFound();
    }
    const canonical = canonicalPageUrl(request.host, url, publicUrl);
    if (canonical) return reply.header('cache-control', 'no-store').redirect(canonical, 302);
    const nonce = randomBytes(16).toString('base64');
    const result = await options.render({
      url,
      nonce,
      assets: options.assets,
      data: options.data,
      publicConfig: options.publicConfig,
    });
    return reply
      .status(result.status)
      .header('content-security-policy', contentSecurityPolicy(nonce, options.stripe, identityOrigin))
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(result.html);
  });
}
