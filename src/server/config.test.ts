import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('runs on its embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config.database.kind).toBe('pglite');
    expect(config.seedDemo).toBe(true);
    expect(config.payments.kind).toBe('test');
    expect(config.oidc).toMatchObject({
      builtIn: true,
      issuer: 'http://localhost:3000/oidc',
      audience: 'http://localhost:3000/api',
    });
  });

  it('treats an empty value as not set', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '' })).toMatchObject({
      database: { kind: 'pglite' },
      redisUrl: undefined,
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/shop' }).database.kind).toBe('postgres');
  });

  it('refuses demo conveniences in production unless asked for by name', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENTS/);
    const asked = loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test' });
    expect(asked.seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('allows clearing all orders outside production, and in production only when asked for by name', () => {
    expect(loadConfig({}).allowClearAllOrders).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test' }).allowClearAllOrders).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test', ALLOW_CLEAR_ALL_ORDERS: 'true' }).allowClearAllOrders,
    ).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test', ALLOW_CLEAR_ALL_ORDERS: 'false' }).allowClearAllOrders,
    ).toBe(false);
    expect(() => loadConfig({ ALLOW_CLEAR_ALL_ORDERS: 'sure' })).toThrow(/ALLOW_CLEAR_ALL_ORDERS/);
  });

  it('lists every bad value at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', STRIPE_SECRET_KEY: 'sk_test_x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL/);
    }
  });

  it('leaves metrics off unless a token or a port is set, and refuses a short token or the shop port', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined });
    expect(loadConfig({ METRICS_TOKEN: '', METRICS_PORT: '' }).metrics).toEqual({ token: undefined, port: undefined });
    const token = 'a-long-enough-metrics-token-1234';
    expect(loadConfig({ METRICS_TOKEN: token, METRICS_PORT: '9464' }).metrics).toEqual({ token, port: 9464 });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 24 characters/);
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => loadConfig({ METRICS_PORT: 'ninety' })).toThrow(ConfigError);
  });
});
