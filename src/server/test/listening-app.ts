/** The real app listening on a free loopback port, for tests that need real HTTP (redirects, cookies). */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { closeApp } from '../platform/close-app';
import { loadConfig } from '../config';
import type { MailTransport } from '../platform/mail/transports';
import type { TestApp } from './test-app';
import { createTestDatabase } from './test-database';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface ListeningTestApp extends TestApp {
  baseUrl: string;
  dataDir: string;
}

export async function createListeningTestApp(
  env: Record<string, string> = {},
  options: { mailTransport?: MailTransport } = {},
): Promise<ListeningTestApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-app-'));
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    // sqlmap (injection.test.ts) searches far faster than R12's 20 a second.
    RATE_LIMIT_SEARCHES_PER_SECOND: '100000',
    ...env,
  });
  const app = await buildApp({ config, database, logger: false, mailTransport: options.mailTransport });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    database,
    config,
    logs: [],
    baseUrl,
    dataDir,
    async close() {
      await closeApp(app);
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
