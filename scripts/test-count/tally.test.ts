import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  countFile,
  countFileFailures,
  countLine,
  playwrightCount,
  playwrightProblems,
  vitestCount,
  vitestFailures,
} from './tally.mjs';
import { writeTestCount } from './write.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'tally-'));
const json = (name: string, value: unknown) => {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(value));
  return file;
};

describe('the closing count line of npm test', () => {
  it('adds vitest results by status, and counts a file that failed before its tests as one failure', () => {
    const file = json('vitest.json', {
      testResults: [
        {
          name: '/p/src/server/a.test.ts',
          status: 'passed',
          assertionResults: [{ status: 'passed' }, { status: 'passed' }, { status: 'skipped' }],
        },
        { name: '/p/src/domain/b.test.ts', status: 'failed', assertionResults: [{ status: 'failed' }] },
        { name: '/p/src/server/c.test.ts', status: 'failed', assertionResults: [] },
      ],
    });
    expect(vitestCount(file)).toEqual({ passed: 2, failed: 2, skipped: 1 });
    expect(vitestCount(file, (name: string) => name.includes('/server/'))).toEqual({
      passed: 2,
      failed: 1,
      skipped: 1,
    });
  });

  it("reads Playwright's stats, a flaky test as passed and a run that broke outside any test as a failure", () => {
    const ok = json('pw.json', { stats: { expected: 160, unexpected: 0, flaky: 1, skipped: 2 }, errors: [] });
    expect(playwrightCount(ok)).toEqual({ passed: 161, failed: 0, skipped: 2 });
    const broken = json('pw-broken.json', {
      stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
      errors: [{ message: 'webServer did not start' }],
    });
    expect(playwrightCount(broken)).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });

  it('reads a count file and prints the line CI reads, skipped only when there are some', () => {
    const file = json('count.json', { passed: 7, failed: 0 });
    expect(countFile(file)).toEqual({ passed: 7, failed: 0, skipped: 0 });
    expect(countFileFailures(file)).toEqual([]);
    expect(countLine({ passed: 2450, failed: 0, skipped: 0 })).toBe('Tests: 2450 passed, 0 failed');
    expect(countLine({ passed: 2450, failed: 3, skipped: 23 })).toBe('Tests: 2450 passed, 3 failed, 23 skipped');
    expect(countLine({ passed: 0, failed: 1, skipped: 0 })).toMatch(/^Tests: \d+ passed, \d+ failed$/);
  });

  it("carries a script's failed checks from writeTestCount to the summary's names", () => {
    const file = path.join(dir, 'faults.json');
    const before = process.env.TEST_COUNT_FILE;
    process.env.TEST_COUNT_FILE = file;
    try {
      writeTestCount({ passed: 30, failed: 1, failures: ['fault script: P43 ready back within 10 s (12.1 s)'] });
    } finally {
      if (before === undefined) delete process.env.TEST_COUNT_FILE;
      else process.env.TEST_COUNT_FILE = before;
    }
    expect(countFile(file)).toEqual({ passed: 30, failed: 1, skipped: 0 });
    expect(countFileFailures(file)).toEqual(['fault script: P43 ready back within 10 s (12.1 s)']);
  });

  it('names each failed vitest test with its first error line, and a file that failed before its tests', () => {
    const file = json('vitest-failures.json', {
      testResults: [
        { name: '/p/src/a.test.ts', status: 'passed', assertionResults: [{ status: 'passed', fullName: 'ok' }] },
        {
          name: '/p/src/b.test.ts',
          status: 'failed',
          assertionResults: [
            {
              status: 'failed',
              fullName: 'b > adds',
              failureMessages: ['\x1b[31mAssertionError: expected 2 to be 3\x1b[39m\n  at x'],
            },
          ],
        },
        { name: '/p/src/c.test.ts', status: 'failed', message: 'Cannot find module x', assertionResults: [] },
      ],
    });
    expect(vitestFailures(file, '/p')).toEqual([
      'src/b.test.ts > b > adds: AssertionError: expected 2 to be 3',
      'src/c.test.ts: Cannot find module x',
    ]);
  });

  it('names the failed and the flaky journeys, nested suites included, with their project', () => {
    const test = (status: string, message?: string) => ({
      projectName: 'mobile',
      status,
      results: message ? [{ error: { message } }, {}] : [{}],
    });
    const file = json('pw-problems.json', {
      stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 0 },
      suites: [
        {
          specs: [{ file: 'a.spec.ts', title: 'passes', tests: [test('expected')] }],
          suites: [
            {
              specs: [
                { file: 'b.spec.ts', title: 'fails', tests: [test('unexpected', 'Timed out 7000ms\nmore')] },
                { file: 'c.spec.ts', title: 'wobbles', tests: [test('flaky', 'Expected visible')] },
              ],
            },
          ],
        },
      ],
      errors: [],
    });
    expect(playwrightProblems(file)).toEqual({
      failed: ['b.spec.ts > fails [mobile]: Timed out 7000ms'],
      flaky: ['c.spec.ts > wobbles [mobile]: Expected visible'],
    });
  });
});
