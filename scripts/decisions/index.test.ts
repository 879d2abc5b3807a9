import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decisionLines, END, START, withDecisionList } from './index.mjs';

describe('the README lists the decision records', () => {
  it('one line for every record in docs/decisions, in order, with its title', () => {
    const readme = readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');
    expect(withDecisionList(readme, decisionLines())).toBe(readme);
  });

  it('takes each title from the record, and refuses a record without one', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'decisions-'));
    writeFileSync(path.join(dir, '0002-b.md'), '# 0002 Second thing\n\n## Context\n');
    writeFileSync(path.join(dir, '0001-a.md'), '# 0001 First thing\n');
    expect(decisionLines(dir)).toEqual([
      '- [0001](docs/decisions/0001-a.md) First thing',
      '- [0002](docs/decisions/0002-b.md) Second thing',
    ]);
    writeFileSync(path.join(dir, '0003-c.md'), '\n');
    expect(() => decisionLines(dir)).toThrow('0003-c.md has no title');
  });

  it('replaces only what lies between the markers', () => {
    const readme = `intro\n${START}\n\n- old\n\n${END}\nafter\n`;
    expect(withDecisionList(readme, ['- new'])).toBe(`intro\n${START}\n\n- new\n\n${END}\nafter\n`);
  });
});
