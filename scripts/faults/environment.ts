/**
 * Everything the fault cases run against, all on 127.0.0.1 and all started here: a temporary
 * PostgreSQL cluster, s3rver in a temporary folder (restartable on the same port), the fake Stripe
 * behind a switchable relay, and the built server as a child process configured through its
 * environment like a production deployment. `close()` stops what was started and removes the folders.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { type FakeStripe, startFakeStripe } from '../../src/server/test/fake-stripe';
import { signInWithPassword } from '../../src/server/test/oidc-browser';
import { createTempPostgres, type TempPostgres } from './postgres';
import { type ShopProcess, startShop } from './shop-process';
import { type SwitchableProxy, startSwitchableProxy } from './switchable-proxy';

export const BUCKET = 'shop-images';
const DEMO_CUSTOMER = { email: 'customer@saffron-sugar.example', password: 'Customer#2026' };
const DEMO_ADMIN = { email: 'admin@saffron-sugar.example', password: 'Admin#2026!' };

/** The first port from `from` that nothing listens on. */
async function freePortFrom(from: number): Promise<number> {
  for (let port = from; port < from + 200; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port from ${from}`);
}

export interface Environment {
  root: string;
  dir: string;
  pg: TempPostgres;
  stripe: FakeStripe;
  stripeRelay: SwitchableProxy;
  shopPort: number;
  shop: ShopProcess;
  /**
   * Where the server says whether its database answers: `/api/ready` (readiness; `/api/health` is
   * then liveness only) or, on a server without it, `/api/health`. Set once the server runs.
   */
  readyPath: string;
  startShop(): ShopProcess;
  s3Stop(): Promise<void>;
  s3Start(): Promise<void>;
  signIn(who: 'customer' | 'admin'): Promise<string>;
  close(): Promise<void>;
}

export async function createEnvironment(root: string): Promise<Environment> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-faults-'));
  const cleanups: Array<() => Promise<void> | void> = [() => rmSync(dir, { recursive: true, force: true })];
  const env = {} as Environment;
  try {
    const pg = createTempPostgres(await freePortFrom(55432));
    cleanups.push(() => pg.remove());
    await pg.start();

    const s3Dir = path.join(dir, 's3');
    mkdirSync(s3Dir);
    const s3Port = await freePortFrom(55600);
    let s3: S3rver | null = null;
    const s3Start = async () => {
      if (s3) return;
      const next = new S3rver({
        address: '127.0.0.1',
        port: s3Port,
        silent: true,
        directory: s3Dir,
        configureBuckets: [{ name: BUCKET }],
      });
      await next.run();
      s3 = next;
    };
    const s3Stop = async () => {
      const current = s3;
      s3 = null;
      await current?.close();
    };
    await s3Start();
    cleanups.push(s3Stop);

    const stripe = await startFakeStripe();
    cleanups.push(() => stripe.close());
    const stripeRelay = await startSwitchableProxy(Number(new URL(stripe.url).port), await freePortFrom(55700));
    cleanups.push(() => stripeRelay.close());

    const shopPort = await freePortFrom(55800);
    const url = `http://127.0.0.1:${shopPort}`;
    const shopEnv: Record<string, string> = {
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      PUBLIC_URL: url,
      DATA_DIR: path.join(dir, 'data'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: pg.url,
      DATABASE_POOL_MAX: '10',
      REDIS_URL: '',
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_faults',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_faults',
      STRIPE_WEBHOOK_SECRET: 'whsec_faults',
      STRIPE_API_URL: stripeRelay.url,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      // The script's own checkouts and carts all come from one customer on 127.0.0.1.
      RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '1000',
      RATE_LIMIT_CART_WRITES_PER_MINUTE: '1000',
    };
    let runs = 0;
    const launch = () => {
      runs += 1;
      const shop = startShop({ root, port: shopPort, env: shopEnv, logFile: path.join(dir, `server-${runs}.log`) });
      env.shop = shop;
      return shop;
    };
    cleanups.push(() => env.shop?.stop());

    Object.assign(env, {
      root,
      dir,
      pg,
      stripe,
      stripeRelay,
      shopPort,
      readyPath: '/api/health',
      startShop: launch,
      s3Stop,
      s3Start,
      signIn: async (who: 'customer' | 'admin') => {
        const account = who === 'admin' ? DEMO_ADMIN : DEMO_CUSTOMER;
        return (await signInWithPassword(`${url}/oidc`, url, account.email, account.password)).accessToken;
      },
      close: async () => {
        for (const cleanup of cleanups.reverse()) await cleanup();
      },
    } satisfies Omit<Environment, 'shop'>);
    return env;
  } catch (error) {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
    throw error;
  }
}
