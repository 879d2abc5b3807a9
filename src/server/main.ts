/**
 * Process entry: configuration → database → app → listen, and a graceful stop on SIGTERM/SIGINT
 * (new connections refused, in-flight requests finish within DRAIN_BOUND_MS, background workers
 * stop, then the database closes and the process exits 0).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '../contracts/ssr';
import { buildApp, type WebBuild } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { whenDatabaseAnswers } from './db/wait-for-database';
import { projectRoot } from './platform/project-root';
import { closeApp } from './platform/close-app';
import { applyServerTimeouts } from './platform/server-timeouts';
import { readPageAssets } from './platform/site/assets';

async function loadWebBuild(): Promise<WebBuild> {
  const clientDir = path.join(projectRoot, 'dist/client');
  const rendererFile = path.join(projectRoot, 'dist/server/entry-server.js');
  if (!existsSync(rendererFile)) throw new Error('No build found: run `npm run build` first');
  const { render } = (await import(pathToFileURL(rendererFile).href)) as { render: RenderPage };
  return { clientDir, assets: readPageAssets(clientDir), render };
}

/** How long requests in flight may take to finish after SIGTERM before their connections are cut. */
const DRAIN_BOUND_MS = 10_000;

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const database = await openDatabase(config.database);
  // PostgreSQL not there yet (a restart, a fresh deployment): wait for it rather than exit (P43).
  const { seeded } = await whenDatabaseAnswers(() => prepareDatabase(database, config));
  const app = await buildApp({ config, database, web: await loadWebBuild() });
  // Headers, keep-alive and timeout-check intervals, set deliberately (P47; server-timeouts.ts).
  applyServerTimeouts(app.server);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const began = performance.now();
    // app.close(): from now on a request reaching this copy on a kept-alive connection is answered
    // 503 with `Connection: close` (/api/health included) and the listening socket closes, so the
    // balancer sends new requests to the other copies; live order streams end; requests in flight
    // (a payment being fulfilled) run to their end; then the mail worker, the checkout sweep and
    // the database listeners stop (their onClose hooks).
    app.log.info({ signal }, 'draining: no new connections, finishing the requests in flight');
    const cut = setTimeout(() => {
      app.log.warn({ boundMs: DRAIN_BOUND_MS }, 'drain bound reached: closing the connections still open');
      app.server.closeAllConnections();
    }, DRAIN_BOUND_MS).unref();
    const force = setTimeout(() => process.exit(1), DRAIN_BOUND_MS + 10_000).unref();
    // A kept-alive connection whose request ends during the drain is closed as soon as it is idle.
    await closeApp(app);
    clearTimeout(cut);
    // Waits for the queries still running (a transaction commits or rolls back, never half).
    await database.close();
    clearTimeout(force);
    app.log.info({ signal, drainMs: Math.round(performance.now() - began) }, 'stopped');
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
