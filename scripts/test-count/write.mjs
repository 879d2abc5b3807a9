/**
 * A test script that is not vitest or Playwright (the fault script, the cluster test) tells
 * `npm test` how many of its checks passed and failed by writing them to the file named in
 * TEST_COUNT_FILE, so the closing `Tests: N passed, N failed` line adds up every suite; with the
 * failed checks' names, which the summary prints last (CI keeps only the log's tail, and a script's
 * own output may be far above it). Run on its own (no TEST_COUNT_FILE) it writes nothing.
 */
import { writeFileSync } from 'node:fs';

/** @param {{ passed: number, failed: number, skipped?: number, failures?: string[] }} count */
export function writeTestCount(count) {
  const file = process.env.TEST_COUNT_FILE;
  if (file) writeFileSync(file, JSON.stringify({ skipped: 0, ...count }));
}
