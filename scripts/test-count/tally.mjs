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

// Vitest's failure messages carry terminal colour codes (ESC [ … m); the summary prints plain text.
const colourCodes = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLine = (message = '') => message.replace(colourCodes, '').trim().split('\n')[0].slice(0, 200);

/**
 * "file > test: first error line" for each failed test of a vitest JSON report, so the closing
 * summary names what failed even when that step's output scrolled far above it.
 */
export function vitestFailures(file, root = '') {
  const report = read(file);
  const lines = [];
  for (const result of report.testResults) {
    const name = root && result.name.startsWith(root) ? result.name.slice(root.length + 1) : result.name;
    const failed = result.assertionResults.filter((a) => a.status === 'failed');
    for (const test of failed)
      lines.push(`${name} > ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
    if (result.status === 'failed' && !failed.length) lines.push(`${name}: ${firstLine(result.message)}`);
  }
  return lines;
}

/** Every test of a Playwright JSON report with its file, title and project, suites flattened. */
function playwrightTests(report) {
  const tests = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) tests.push({ file: spec.file, title: spec.title, test });
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return tests;
}

/**
 * The journeys that failed ("unexpected") and those that passed only on their retry ("flaky"), by
 * name and project, each failure with its first error line: a flaky journey is a defect to fix,
 * named in every run's summary rather than hidden by the retry.
 */
export function playwrightProblems(file) {
  const report = read(file);
  const failed = [];
  const flaky = [];
  for (const { file: spec, title, test } of playwrightTests(report)) {
    const name = `${spec} > ${title} [${test.projectName}]`;
    const error = test.results?.find((r) => r.error)?.error?.message;
    if (test.status === 'unexpected') failed.push(`${name}: ${firstLine(error)}`);
    else if (test.status === 'flaky') flaky.push(`${name}: ${firstLine(error)}`);
  }
  for (const error of report.errors ?? []) failed.push(`(outside any test): ${firstLine(error.message)}`);
  return { failed, flaky };
}

/** A count file of writeTestCount's. */
export function countFile(file) {
  const { passed, failed, skipped = 0 } = read(file);
  return { passed, failed, skipped };
}

/** The names of the failed checks a count file carries (scripts/test-count/write.mjs), or none. */
export function countFileFailures(file) {
  const { failures = [] } = read(file);
  return failures;
}

export function countLine({ passed, failed, skipped }) {
  return `Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}
