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
  production: boolean;
}

/** Paths that belong to the API and its neighbours, never to the React app. */
const NON_PAGE_PREFIXES = ['/api/', '/oidc/', '/identity/', '/objects/', '/assets/'];

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
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
    const pathname = request.url.split('?')[0] ?? '/';
    if (NON_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || pathname === '/api') {
      return reply.callNotFound();
    }
    const nonce = randomBytes(16).toString('base64');
    const result = await options.render({
      url: request.url,
      nonce,
      assets: options.assets,
      data: options.data,
      publicConfig: options.publicConfig,
    });
    return reply
      .status(result.status)
      .header('content-security-policy', contentSecurityPolicy(nonce))
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(result.html);
  });
}
