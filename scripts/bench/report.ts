/** One row per figure, the table at the end, and the JSON file under bench/results/. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Row {
  figure: string;
  budget: string;
  measured: string;
  /** null: informational, no budget of its own. */
  pass: boolean | null;
  details?: unknown;
}

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-NZ', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function printTable(rows: Row[]): void {
  const cells = rows.map((r) => [r.figure, r.budget, r.measured, r.pass === null ? '—' : r.pass ? 'pass' : 'miss']);
  const header = ['figure', 'budget', 'measured', 'verdict'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const c of cells) console.log(line(c));
}

export function writeResults(root: string, name: string, results: unknown): string {
  const dir = path.join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return path.relative(root, file);
}
