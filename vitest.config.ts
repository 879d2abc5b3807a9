import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { filesOfTheOther } from './src/server/test/database-split.ts';
import { lucidePerIcon } from './scripts/lucide-per-icon.ts';
import { allowing } from './src/test/time-limits.ts';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
const root = fileURLToPath(new URL('.', import.meta.url));
const apiDatabase = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
/**
 * `npm test` runs the API tests on both databases; there (API_TESTS_SPLIT=1) each ordinary file runs
 * on one of them (decision 0237, src/server/test/database-split.ts). Run by hand, a project runs all.
 */
const leftToTheOther = process.env.API_TESTS_SPLIT === '1' ? filesOfTheOther(root, apiDatabase) : [];

/**
 * Unit tests (domain, web components) and API tests (the real app over HTTP on a real database).
 * The API project runs on PGlite; `api-pg` runs the same files on PostgreSQL (TEST_DB=postgres).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: one file at a time on CI's two cores,
    // while that file's test app mostly waits on its database. Two or more keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        resolve: { alias },
        // Each web test file loads only the icons it shows (scripts/lucide-per-icon.ts).
        plugins: [lucidePerIcon()],
        test: {
          name: 'unit',
          include: [
            'src/domain/**/*.test.ts',
            'src/contracts/**/*.test.ts',
            'src/web/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'src/test/**/*.test.ts',
          ],
          environment: 'node',
          // Form journeys type into many fields; a busy machine must not turn them into timeouts. At
          // load 20-28 on CI's two cores (the run had 14 % of a core), five form tests of
          // checkout-page and business-page ran past 15 s (decision 0225). Limits are scaled for a
          // shared machine (src/test/time-limits.ts); one that hangs still fails.
          testTimeout: allowing(40_000),
          setupFiles: ['src/test/fail-on-console-error.ts', 'src/test/patient-queries.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: process.env.TEST_DB === 'postgres' ? 'api-pg' : 'api',
          include: ['src/server/**/*.test.ts'],
          // Tests of the Redis-backed parts need a Redis server: selected when REDIS_URL is set.
          // Files of race tests only (*.pg.test.ts) need PostgreSQL's many connections.
          exclude: [
            ...(process.env.REDIS_URL ? [] : ['src/server/**/*.redis.test.ts']),
            ...(process.env.TEST_DB === 'postgres' ? [] : ['src/server/**/*.pg.test.ts']),
            ...leftToTheOther,
          ],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          // The files share their worker processes (decision 0231): each imported the whole server
          // afresh, 640 s of a run's module loading; every file makes its own app and database.
          isolate: false,
          setupFiles: ['src/test/fail-on-console-error.ts'],
          // Scaled for a shared machine (src/test/time-limits.ts): a file's own app and database
          // take a few seconds on a quiet one, and passed 20 s beside the journeys' Chromium.
          testTimeout: allowing(20_000),
          hookTimeout: allowing(60_000),
        },
      },
    ],
  },
});
