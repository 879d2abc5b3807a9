/**
 * Process entry: configuration → database → app → listen, and a graceful stop on SIGTERM/SIGINT
 * (in-flight requests finish, then the database closes).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '../contracts/ssr';
import { buildApp, type WebBuild } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { projectRoot } from './platform/project-root';
import { readPageAssets } from './platform/site/assets';

async function loadWebBuild(): Promise<WebBuild> {
  const clientDir = path.join(projectRoot, 'dist/client');
  const rendererFile = path.join(projectRoot, 'dist/server/entry-server.js');
  if (!existsSync(rendererFile)) throw new Error('No build found: run `npm run build` first');
  const { render } = (await import(pathToFileURL(rendererFile).href)) as { render: RenderPage };
  return { clientDir, assets: readPageAssets(clientDir), render };
}

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const database = await openDatabase(config.database);
  const { seeded } = await prepareDatabase(database, config);
  const app = await buildApp({ config, database, web: await loadWebBuild() });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.publicUrl, database: database.kind, seeded, startupMs: Math.round(performance.now() - started) },
    'shop is open',
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});
