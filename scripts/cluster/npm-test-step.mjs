/**
 * The cluster test's place in `npm test`: run when nginx, PostgreSQL (DATABASE_URL) and Redis
 * (REDIS_URL) are there, else said in the summary that it did not run, and why. `step` resolves to
 * whether it passed; so does this.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

export async function clusterStep({ step, ran, root }) {
  const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  const missing = [
    existsSync(nginx) ? null : `nginx (${nginx})`,
    process.env.DATABASE_URL ? null : 'DATABASE_URL',
    process.env.REDIS_URL ? null : 'REDIS_URL',
  ].filter(Boolean);
  if (missing.length) {
    ran.push(`cluster test (2 copies behind nginx): NOT run (missing ${missing.join(', ')})`);
    return true;
  }
  const passed = await step(
    'cluster test (2 copies behind nginx, PostgreSQL, Redis, S3)',
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'scripts/cluster/test.ts')],
  );
  if (!passed) return false;
  ran.push('cluster test (2 copies behind nginx): ran on a database of its own, dropped after');
  return true;
}
