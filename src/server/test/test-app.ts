import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
}

/** The real app on a fresh copy of the seeded test database; requests go through `app.inject`. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}
