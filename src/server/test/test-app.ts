import type { FastifyInstance } from 'fastify';
import type { Agent } from 'node:https';
import { PassThrough } from 'node:stream';
import { buildApp } from '../app';
import { closeApp } from '../platform/close-app';
import { type AppConfig, loadConfig } from '../config';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  /** The app's log lines, parsed, when the app was made with `{ captureLogs: true }`. */
  logs: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

/** The real app on a fresh copy of the seeded test database; requests go through `app.inject`. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    captureLogs?: boolean;
    /** Extra routes added before the app is ready (e.g. a probe under a guarded prefix). */
    routes?: (app: FastifyInstance) => void;
    /** Trusts a local push endpoint's certificate (notifications tests). */
    pushAgent?: Agent;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const logs: Array<Record<string, unknown>> = [];
  let logStream: PassThrough | undefined;
  if (options.captureLogs) {
    logStream = new PassThrough();
    let pending = '';
    logStream.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line) logs.push(JSON.parse(line) as Record<string, unknown>);
    });
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: options.captureLogs ? 'info' : 'silent',
    // No background sweep racing a test's own steps: tests that need it call app.checkout.settlePaid.
    CHECKOUT_SWEEP_SECONDS: '0',
    // Tests fire many searches from one address in a second; rate-limits.test.ts sets R12's 20.
    RATE_LIMIT_SEARCHES_PER_SECOND: '100000',
    ...env,
  });
  const app = await buildApp({ config, database, logger: false, logStream, pushAgent: options.pushAgent });
  options.routes?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    logs,
    async close() {
      await closeApp(app);
      await database.destroy();
    },
  };
}
