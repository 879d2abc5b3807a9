import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderPage } from '../../../contracts/ssr';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { contentSecurityPolicy, pageUrl } from './pages';

describe('the page CSP', () => {
  it("forbids framing and inline scripts without the request's nonce", () => {
    const csp = contentSecurityPolicy('abc123');
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('stripe');
  });

  it('lets Stripe.js, its frames and its API in only when Stripe takes the payments', () => {
    const csp = contentSecurityPolicy('abc123', true);
    expect(csp).toContain("script-src 'self' 'nonce-abc123' https://js.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('page URLs the renderer cannot parse', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let clientDir: string;

  beforeAll(async () => {
    // The real server renderer, straight from the source (the same module `npm run build` bundles).
    const { render } = (await import('../../../web/entry-server')) as { render: RenderPage };
    clientDir = mkdtempSync(path.join(os.tmpdir(), 'shop-pages-'));
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

  it('renders an ordinary page', async () => {
    const res = await app.inject({ url: '/our-story?from=test' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
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
