/**
 * What the fault script found: assertions (what is certain: the process alive, status codes,
 * recovery, nothing lost) fail the run; timings are only reported, in one table at the end.
 */

interface Row {
  id: string;
  measure: string;
  value: string;
  target: string;
}

export class FaultReport {
  readonly failures: string[] = [];
  /** Assertions that held, for the count `npm test` adds up. */
  passed = 0;
  private readonly rows: Row[] = [];

  /** An assertion: printed at once, and a failure makes the script exit non-zero. */
  check(id: string, ok: boolean, what: string): boolean {
    console.log(`  ${ok ? '✔' : '✖'} ${id} ${what}`);
    if (ok) this.passed += 1;
    else this.failures.push(`${id} ${what}`);
    return ok;
  }

  /** A figure for the table; `target` is what the security rules propose, never asserted. */
  figure(id: string, measure: string, value: string | number, target = ''): void {
    this.rows.push({ id, measure, value: String(value), target });
  }

  table(): string {
    const head: Row = { id: 'case', measure: 'measure', value: 'value', target: 'target (reported, not asserted)' };
    const all = [head, ...this.rows];
    const width = (key: keyof Row) => Math.max(...all.map((r) => r[key].length));
    const line = (r: Row) =>
      `| ${r.id.padEnd(width('id'))} | ${r.measure.padEnd(width('measure'))} | ${r.value.padStart(width('value'))} | ${r.target.padEnd(width('target'))} |`;
    const rule = `|${['id', 'measure', 'value', 'target'].map((k) => '-'.repeat(width(k as keyof Row) + 2)).join('|')}|`;
    return [line(head), rule, ...this.rows.map(line)].join('\n');
  }
}

export const seconds = (ms: number | null) => (ms === null ? 'never' : `${(ms / 1000).toFixed(2)} s`);
export const millis = (ms: number) => `${Math.round(ms)} ms`;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
