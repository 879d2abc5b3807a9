/**
 * `npm run start:cluster`: two copies of the shop on one PostgreSQL and Redis behind nginx, as
 * docs/deploy.md describes for production. Ctrl-C stops all three (the copies drain first).
 *
 * Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), REDIS_URL
 * (default redis://127.0.0.1:6379), CLUSTER_PORT for nginx (3330) and CLUSTER_COPY_PORTS for the
 * copies (3331,3332); everything else goes to the copies as `npm start` would pass it.
 */
import { ensureBuild, startCluster } from './cluster';

const balancerPort = Number(process.env.CLUSTER_PORT ?? 3330);
const copyPorts = (process.env.CLUSTER_COPY_PORTS ?? '3331,3332').split(',').map(Number);

// As `npm start`: without NODE_ENV, the one-command shop with demo data and test payments.
const demo = process.env.NODE_ENV ? {} : { NODE_ENV: 'production', SEED_DEMO: 'true', PAYMENTS: 'test' };

ensureBuild();
const cluster = await startCluster({
  balancerPort,
  copyPorts,
  echo: true,
  env: {
    ...demo,
    ...process.env,
    DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  },
});
console.log(
  `\nThe shop is open at ${cluster.url} (nginx, round robin over ${cluster.copies.map((c) => c.url).join(' and ')}).` +
    `\nnginx logs: ${cluster.balancer.dir}/logs. Ctrl-C stops everything.\n`,
);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: draining the copies, then stopping nginx…`);
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

// One part dying takes the rest down: a half cluster is not what was asked for.
for (const part of [...cluster.copies.map((c) => ({ name: c.name, exited: c.exited })), cluster.balancer]) {
  void part.exited.then(async (code) => {
    if (stopping) return;
    console.error(`${'name' in part ? part.name : 'nginx'} exited (${code}): stopping the cluster`);
    stopping = true;
    await cluster.stop();
    process.exit(1);
  });
}
