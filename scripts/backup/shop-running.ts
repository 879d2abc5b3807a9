/**
 * The embedded database is a folder one process may open at a time: the scripts refuse to open it
 * while the shop answers on its port (a second opener would corrupt it).
 */
import type { AppConfig } from '../../src/server/config';

export async function refuseWhileShopRuns(config: AppConfig, what: string): Promise<void> {
  if (config.database.kind !== 'pglite') return;
  const answered = await fetch(`http://127.0.0.1:${config.port}/api/health`, { signal: AbortSignal.timeout(1500) })
    .then(() => true)
    .catch(() => false);
  if (answered) {
    console.error(
      `The shop is running on port ${config.port} with the embedded database: stop it before ${what}` +
        ' (or use the admin\'s "Back up now", which backs up the running shop).',
    );
    process.exit(1);
  }
}
