import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countFile, countLine, playwrightCount, vitestCount } from './tally.mjs';

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
    expect(countLine({ passed: 2450, failed: 0, skipped: 0 })).toBe('Tests: 2450 passed, 0 failed');
    expect(countLine({ passed: 2450, failed: 3, skipped: 23 })).toBe('Tests: 2450 passed, 3 failed, 23 skipped');
    expect(countLine({ passed: 0, failed: 1, skipped: 0 })).toMatch(/^Tests: \d+ passed, \d+ failed$/);
  });
});
