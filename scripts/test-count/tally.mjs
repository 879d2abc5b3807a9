/**
 * Adds up the tests of every `npm test` step from the reports each runner writes (vitest's and
 * Playwright's JSON reporters, and the count files of the fault script and the cluster test), for
 * the closing line CI reads: `Tests: 2450 passed, 0 failed` (`, 23 skipped` when any were).
 */
import { readFileSync } from 'node:fs';

const read = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Vitest's JSON report: per-file assertion results with status passed, failed, skipped, pending or todo. */
export function vitestCount(file, pick = () => true) {
  const report = read(file);
  const count = { passed: 0, failed: 0, skipped: 0 };
  for (const result of report.testResults.filter((f) => pick(f.name))) {
    for (const { status } of result.assertionResults) {
      if (status === 'passed') count.passed += 1;
      else if (status === 'failed') count.failed += 1;
      else count.skipped += 1;
    }
    // A file that failed before any test ran (an import error, a failed beforeAll) has no
    // assertion results: it counts as one failure, never as nothing.
    if (result.status === 'failed' && !result.assertionResults.some((a) => a.status === 'failed')) count.failed += 1;
  }
  return count;
}

/** Playwright's JSON report: `stats.expected` passed, `unexpected` failed, `flaky` passed on retry. */
export function playwrightCount(file) {
  const { stats, errors = [] } = read(file);
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + (stats.unexpected === 0 && errors.length ? 1 : 0),
    skipped: stats.skipped,
  };
}

/** A count file of writeTestCount's. */
export function countFile(file) {
  const { passed, failed, skipped = 0 } = read(file);
  return { passed, failed, skipped };
}

export function countLine({ passed, failed, skipped }) {
  return `Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}
