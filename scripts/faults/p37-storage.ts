/**
 * P37: the object store stopped. Starting an upload and registering an uploaded photo answer 503
 * JSON within 2 s (the bound; security.md's P37 allows 3 s) while catalogue reads at 100 req/s keep answering 200; once s3rver is back on
 * its port, starting an upload works again within 10 s.
 */
import { send } from './checkout-flow';
import type { Environment } from './environment';
import { type FaultReport, millis, seconds, sleep } from './report';
import { percentile, startTraffic, statusCounts } from './traffic';

const upload = (env: Environment, admin: string) =>
  send(`${env.shop.url}/api/objects/upload`, 'POST', admin, { contentType: 'image/jpeg', size: 50_000 });

const timedCall = async <T>(call: () => Promise<T>) => {
  const started = Date.now();
  const result = await call();
  return { result, ms: Date.now() - started };
};

export async function storageStopped(env: Environment, report: FaultReport, admin: string) {
  const id = 'P37';
  const before = await upload(env, admin);
  report.check(id, before.status === 200, `upload starts while the bucket is up (${before.status})`);
  const issued = (before.json as { uploadURL?: string } | null)?.uploadURL?.split('?')[0];

  const reads = startTraffic(env.shop.url, ['/api/products', '/api/categories'], 100);
  await sleep(1_000);
  await env.s3Stop();
  const stoppedAt = Date.now();
  const down = await timedCall(() => upload(env, admin));
  const downCode = (down.result.json as { code?: string } | null)?.code;
  report.check(
    id,
    down.result.status === 503 && typeof downCode === 'string',
    `bucket stopped: POST /api/objects/upload answers 503 JSON (${down.result.status} ${downCode})`,
  );
  report.check(id, down.ms <= 2_000, `…within 2 s (${seconds(down.ms)})`);
  if (issued) {
    const register = await timedCall(() =>
      send(`${env.shop.url}/api/product-images`, 'PUT', admin, { imageURL: issued }),
    );
    report.check(
      id,
      register.result.status === 503 && register.ms <= 2_000,
      `PUT /api/product-images answers 503 within 2 s (${register.result.status} in ${millis(register.ms)})`,
    );
    report.figure(
      id,
      'PUT /api/product-images, bucket stopped',
      `${register.result.status} in ${millis(register.ms)}`,
      '503 ≤ 2 s',
    );
  }
  await sleep(2_000);
  const whileDown = reads.samples.filter((s) => s.at >= stoppedAt);

  await env.s3Start();
  const restartedAt = Date.now();
  let backMs: number | null = null;
  while (Date.now() - restartedAt < 12_000) {
    if ((await upload(env, admin)).status === 200) {
      backMs = Date.now() - restartedAt;
      break;
    }
    await sleep(200);
  }
  const samples = await reads.stop();
  report.check(
    id,
    whileDown.length > 0 && whileDown.every((s) => s.status === 200),
    `catalogue reads keep answering 200 while the bucket is down (${statusCounts(whileDown)})`,
  );
  report.check(
    id,
    backMs !== null && backMs <= 10_000,
    `uploads work again within 10 s of s3rver restarting (${seconds(backMs)})`,
  );
  report.check(id, env.shop.unexpectedExit === null, 'server process alive');
  report.figure(
    id,
    'POST /api/objects/upload, bucket stopped',
    `${down.result.status} in ${millis(down.ms)}`,
    '503 ≤ 2 s',
  );
  report.figure(
    id,
    'catalogue p99 at 100 req/s, bucket down',
    millis(
      percentile(
        whileDown.map((s) => s.ms),
        99,
      ),
    ),
    '≤ 150 ms',
  );
  report.figure(
    id,
    'catalogue p99 at 100 req/s, whole case',
    millis(
      percentile(
        samples.map((s) => s.ms),
        99,
      ),
    ),
    '≤ 150 ms',
  );
  report.figure(id, 'upload works again after s3rver restart', seconds(backMs), '≤ 10 s');
}
