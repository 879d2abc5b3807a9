import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { serverArgs } from '../scripts/server-process';
import { allowing } from '../src/test/time-limits';

/**
 * The process as an operator runs it: a first start seeds an empty database, a restart keeps the
 * data and seeds nothing, and SIGTERM stops it cleanly. Uses the build the web server already made.
 */
test.describe('the shop process', { tag: '@desktop' }, () => {
  const port = Number(process.env.E2E_PORT ?? 3100) + 50;

  function start(dataDir: string): { child: ChildProcess; lines: string[]; ready: Promise<Record<string, unknown>> } {
    const child = spawn(process.execPath, serverArgs('.'), {
      env: {
        ...process.env,
        DATABASE_URL: '',
        REDIS_URL: '',
        NODE_ENV: 'production',
        SEED_DEMO: 'true',
        PAYMENTS: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
      },
    });
    const lines: string[] = [];
    const ready = new Promise<Record<string, unknown>>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          lines.push(line);
          const entry = JSON.parse(line) as Record<string, unknown>;
          if (entry.msg === 'shop is open') resolve(entry);
        }
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code}: ${lines.join('\n')}`)));
    });
    return { child, lines, ready };
  }

  const stop = (child: ChildProcess) =>
    new Promise<number | null>((resolve) => {
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });

  test('seeds an empty database once, keeps the data on restart, and stops cleanly on SIGTERM', async ({ request }) => {
    test.setTimeout(allowing(90_000));
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-process-'));
    try {
      const first = start(dataDir);
      expect(await first.ready).toMatchObject({ seeded: true, database: 'pglite' });
      const message = {
        name: 'Kiri',
        email: 'kiri@example.com',
        message: 'Still here after a restart?',
        source: 'home',
      };
      expect((await request.post(`http://127.0.0.1:${port}/api/contact`, { data: message })).status()).toBe(201);
      const products = (await (await request.get(`http://127.0.0.1:${port}/api/products`)).json()) as unknown[];
      expect(await stop(first.child)).toBe(0);
      // The drain is logged from its start to its end (main.ts).
      expect(first.lines.some((line) => line.includes('draining: no new connections'))).toBe(true);
      expect(first.lines.some((line) => line.includes('"msg":"stopped"'))).toBe(true);

      const second = start(dataDir);
      expect(await second.ready).toMatchObject({ seeded: false });
      const again = (await (await request.get(`http://127.0.0.1:${port}/api/products`)).json()) as unknown[];
      expect(again).toHaveLength(products.length);
      expect(await stop(second.child)).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
