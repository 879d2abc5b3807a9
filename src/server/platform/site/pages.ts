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
import { isServableFile } from '../hardening/servable-files';
import { sendCachedBody } from '../http-cache';
import { createPageCache } from './page-cache';

export interface WebAppOptions {
  clientDir: string;
  assets: PageAssets;
  render: RenderPage;
  data: SsrDataSource;
  publicConfig: PublicConfig;
  /** Stripe.js runs on checkout (the page's CSP allows it). */
  stripe: boolean;
  /** The bucket's origin when product photos go straight to S3 (the page's CSP allows the PUT). */
  uploadOrigin: string | null;
  /** The identities of the data snapshots pages show; rendered pages are kept while they hold. */
  dataVersion(): Promise<readonly unknown[]>;
}

/** Paths that belong to the API and its neighbours, never to the React app. */
const NON_PAGE_PREFIXES = ['/api/', '/oidc/', '/identity/', '/objects/', '/assets/'];

/** Where the sign-in provider answers a silent sign-in (prompt=none) inside a hidden frame. */
export const SILENT_CALLBACK_PATH = '/auth/silent-callback';

/** Origins the page's CSP lets in beyond its own, each only when the shop is set up to use it. */
export interface CspOrigins {
  /** Stripe.js runs on checkout: its script, frames and API. */
  stripe?: boolean;
  /** An external sign-in server: its calls and its silent sign-in frame. */
  identityOrigin?: string | null;
  /** An S3-compatible bucket the admin's browser PUTs product photos to (presigned URLs). */
  uploadOrigin?: string | null;
}

/**
 * The page's CSP. The page runs no inline script (its state is a JSON data block), so one policy
 * serves every visitor and pages can be cached. Frames of our own origin are allowed for the
 * silent sign-in; everything else beyond 'self' is named in `origins` and allowed only where used.
 */
export function contentSecurityPolicy(origins: CspOrigins = {}): string {
  const { stripe = false, identityOrigin = null, uploadOrigin = null } = origins;
  const identity = identityOrigin ? ` ${identityOrigin}` : '';
  const upload = uploadOrigin ? ` ${uploadOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${stripe ? ' https://js.stripe.com' : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${stripe ? ' https://*.stripe.com' : ''}`,
    "font-src 'self'",
    `connect-src 'self'${identity}${upload}${stripe ? ' https://api.stripe.com' : ''}`,
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
    // Only the kinds of file the build makes (no map, backup, log or manifest that slipped in; P40).
    allowedPath: (pathname) => isServableFile(pathname),
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

  const pages = createPageCache({
    render: (url) =>
      options.render({ url, assets: options.assets, data: options.data, publicConfig: options.publicConfig }),
    version: options.dataVersion,
  });
  const csp = contentSecurityPolicy({ stripe: options.stripe, identityOrigin, uploadOrigin: options.uploadOrigin });

  app.get('/*', async (request, reply) => {
    const url = pageUrl(request.url);
    const pathname = url?.split('?')[0] ?? '';
    if (!url || NON_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || pathname === '/api') {
      return reply.callNotFound();
    }
    const canonical = canonicalPageUrl(request.host, url, publicUrl);
    if (canonical) return reply.header('cache-control', 'no-store').redirect(canonical, 302);
    const page = await pages.get(url);
    reply.status(page.status).header('content-security-policy', csp);
    // Browsers revalidate every time (a 304 while nothing changed); a CDN in front may serve the
    // page for a minute and keep serving it while it fetches the next version.
    return sendCachedBody(request, reply, page.body, {
      type: 'text/html; charset=utf-8',
      cacheControl: 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    });
  });
}
