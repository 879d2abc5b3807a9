import Fastify from 'fastify';
import type Provider from 'oidc-provider';
import { afterEach, describe, expect, it } from 'vitest';
import { mountProvider } from './identity.routes';

/**
 * The provider is made by the first /oidc request (decision 0099). When making it fails (the
 * database is away), that request gets a 503 JSON answer, and the next request tries again.
 */
describe('the sign-in provider, made on first use', () => {
  const app = Fastify();
  afterEach(() => app.close());

  it('answers 503 JSON while it cannot be made, then serves once it can', async () => {
    let attempts = 0;
    // Only the provider's request handler is used at /oidc; it answers with the path it was given.
    const handled = {
      callback: () => (req: { url?: string }, res: { end(body: string): void }) => res.end(`served ${req.url}`),
    };
    mountProvider(
      app,
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('connection refused');
        return handled as unknown as Provider;
      },
      { publicUrl: 'http://shop.test', trustProxy: false },
    );
    app.get('/api/health', async () => ({ ok: true }));

    const refused = await app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['content-type']).toContain('application/json');
    expect(refused.json()).toEqual({ error: 'Sign-in is unavailable for a moment. Please try again.' });

    const served = await app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('served /.well-known/openid-configuration');
    expect(attempts).toBe(2);

    // Other paths never wait for the provider.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ ok: true });
    expect(attempts).toBe(2);
  });
});
