import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderPage } from '../../../contracts/ssr';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { canonicalPageUrl, contentSecurityPolicy, pageUrl } from './pages';

describe('the page CSP', () => {
  it('forbids framing and every inline script', () => {
    const csp = contentSecurityPolicy();
    expect(csp.split('; ').find((directive) => directive.startsWith('script-src'))).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('stripe');
  });

  it('lets Stripe.js, its frames and its API in only when Stripe takes the payments', () => {
    const csp = contentSecurityPolicy({ stripe: true });
    expect(csp).toContain("script-src 'self' https://js.stripe.com;");
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("frames only our own origin (the silent sign-in), plus an external sign-in server's when there is one", () => {
    expect(contentSecurityPolicy()).toContain("frame-src 'self';");
    const external = contentSecurityPolicy({ identityOrigin: 'https://login.example' });
    expect(external).toContain("connect-src 'self' https://login.example;");
    expect(external).toContain("frame-src 'self' https://login.example;");
    expect(external).toContain("frame-ancestors 'none'");
  });

  it("lets the admin's browser PUT photos to the S3 bucket's origin only when photos go there", () => {
    expect(contentSecurityPolicy()).toContain("connect-src 'self';");
    const bucket = contentSecurityPolicy({
      uploadOrigin: 'https://shop-photos.s3.ap-southeast-2.amazonaws.com',
    });
    expect(bucket).toContain("connect-src 'self' https://shop-photos.s3.ap-southeast-2.amazonaws.com;");
    expect(bucket).not.toContain("img-src 'self' data: blob: https://shop-photos");
  });
});

describe('canonicalPageUrl', () => {
  const publicUrl = new URL('http://localhost:3000');
  it('sends another loopback name of the same port to the public address, path and query kept', () => {
    expect(canonicalPageUrl('127.0.0.1:3000', '/orders?session=1', publicUrl)).toBe(
      'http://localhost:3000/orders?session=1',
    );
    expect(canonicalPageUrl('[::1]:3000', '/', publicUrl)).toBe('http://localhost:3000/');
  });
  it('leaves the public host, other ports and names a proxy may send alone', () => {
    expect(canonicalPageUrl('localhost:3000', '/', publicUrl)).toBeNull();
    expect(canonicalPageUrl('127.0.0.1:3001', '/', publicUrl)).toBeNull();
    expect(canonicalPageUrl('app:3000', '/', publicUrl)).toBeNull();
    expect(canonicalPageUrl('127.0.0.1:3000', '/', new URL('https://shop.example'))).toBeNull();
    expect(canonicalPageUrl(undefined, '/', publicUrl)).toBeNull();
    expect(canonicalPageUrl('bad host', '/', publicUrl)).toBeNull();
  });
});

describe('page URLs the renderer cannot parse', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let clientDir: string;
  /** The URL of every render, to see which requests were answered from the page cache. */
  const renders: string[] = [];

  beforeAll(async () => {
    // The real server renderer, straight from the source (the same module `npm run build` bundles).
    const { render: renderPage } = (await import('../../../web/entry-server')) as { render: RenderPage };
    const render: RenderPage = (request) => {
      renders.push(request.url);
      return renderPage(request);
    };
    clientDir = mkdtempSync(path.join(os.tmpdir(), 'shop-pages-'));
    // What the build makes, and what must never be served if it slips into the folder (P40).
    mkdirSync(path.join(clientDir, 'assets'));
    for (const file of ['assets/app-1a2b.js', 'assets/app-1a2b.js.map', 'backup.sql', 'server.log', 'package.json']) {
      writeFileSync(path.join(clientDir, file), 'x');
    }
    database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    app = await buildApp({
      config,
      database,
      logger: false,
      web: { clientDir, render, assets: { entryScript: '/assets/entry.js', styles: [], modulePreloads: [] } },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('serves only the kinds of file the build makes: no source map, backup, log or manifest', async () => {
    expect((await app.inject({ url: '/assets/app-1a2b.js' })).statusCode).toBe(200);
    for (const url of ['/assets/app-1a2b.js.map', '/backup.sql', '/server.log', '/package.json']) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('renders an ordinary page', async () => {
    const res = await app.inject({ url: '/our-story?from=test' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('renders a page once for every visitor, sends it compressed, and 304 to a browser holding it (A10)', async () => {
    const before = renders.length;
    const first = await app.inject({ url: '/faq', headers: { 'accept-encoding': 'br, gzip' } });
    const second = await app.inject({ url: '/faq', headers: { 'accept-encoding': 'gzip' } });
    expect(renders.length - before).toBe(1);
    expect(first.headers['content-encoding']).toBe('br');
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(gunzipSync(second.rawPayload).toString());
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(first.headers.vary).toContain('accept-encoding');
    const held = await app.inject({ url: '/faq', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(held.statusCode).toBe(304);
    expect(held.rawPayload.length).toBe(0);
    // Another query string is another page.
    await app.inject({ url: '/faq?topic=delivery' });
    expect(renders.length - before).toBe(2);
  });

  it('runs no inline script: the state is a JSON data block and the entry a module', async () => {
    const html = (await app.inject({ url: '/' })).body;
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) {
      expect(tag).toMatch(/type="application\/(?:json|ld\+json)"|type="module" src="\/assets\/entry\.js"/);
    }
    expect(html).toContain('<script type="application/json" id="ssr-state">');
  });

  it('redirects a page opened at 127.0.0.1 to the public address (localhost), where sign-in works; the API stays', async () => {
    const page = await app.inject({ url: '/orders?session=abc', headers: { host: '127.0.0.1:3000' } });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('http://localhost:3000/orders?session=abc');
    const atPublic = await app.inject({ url: '/orders', headers: { host: 'localhost:3000' } });
    expect(atPublic.statusCode).toBe(200);
    const api = await app.inject({ url: '/api/health', headers: { host: '127.0.0.1:3000' } });
    expect(api.statusCode).not.toBe(302);
    const post = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { host: '127.0.0.1:3000' },
      payload: {},
    });
    expect(post.statusCode).not.toBe(302);
  });

  it('serves the silent sign-in landing page, frameable by our own pages only, handing the answer to its parent', async () => {
    const res = await app.inject({ url: '/auth/silent-callback?code=abc&state=xyz' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cache-control']).toBe('no-store');
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)![1]!;
    expect(res.body).toContain(`<script nonce="${nonce}">`);
    expect(res.body).toContain("window.parent.postMessage({source:'oidc-client',url:window.location.href");
    expect(res.body).toContain('window.location.origin)');
    // Every other page still refuses to be framed.
    const page = await app.inject({ url: '/our-story' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it.each(['//', '//evil.example/our-story', '///our-story'])('%s is a 404, not a 500', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});

describe('pageUrl', () => {
  it('passes paths on this site and refuses targets that name another host or none', () => {
    expect(pageUrl('/our-story?from=test')).toBe('/our-story?from=test');
    expect(pageUrl('/')).toBe('/');
    // inject resolves `/\\host` and absolute URLs itself before the app sees them, so they are checked here.
    for (const url of ['//', '//evil.example/x', '/\\evil.example/x', 'http://evil.example/x', '*']) {
      expect(pageUrl(url)).toBeNull();
    }
  });
});
