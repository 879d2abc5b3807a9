/**
 * Serves the React app: hashed build assets (cached for a year, precompressed), public files,
 * and every other GET as a server-rendered page with a per-request CSP nonce.
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

/** The page's CSP. With Stripe, its script, frames and API are allowed too (and nothing else). */
export function contentSecurityPolicy(nonce: string, stripe = false): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${stripe ? ' https://js.stripe.com' : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${stripe ? ' https://*.stripe.com' : ''}`,
    "font-src 'self'",
    `connect-src 'self'${stripe ? ' https://api.stripe.com' : ''}`,
    ...(stripe ? ['frame-src https://js.stripe.com https://hooks.stripe.com'] : []),
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

export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const assetsDir = path.join(options.clientDir, 'assets') + path.sep;
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

  app.get('/*', async (request, reply) => {
    const url = pageUrl(request.url);
    const pathname = url?.split('?')[0] ?? '';
    if (!url || NON_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || pathname === '/api') {
      return reply.callNotFound();
    }
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
      .header('content-security-policy', contentSecurityPolicy(nonce, options.stripe))
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(result.html);
  });
}
