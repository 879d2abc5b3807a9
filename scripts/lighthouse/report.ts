/** The Lighthouse table (budgets F3-F5) and its JSON under bench/results/. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PageSummary } from './runs';

const BUDGET = { score: 95, lcpMs: 1800, tbtMs: 50, cls: 0.02, homeKb: 350, homeRequests: 20 };

export function printLighthouseTable(results: Record<string, PageSummary>): void {
  const header = ['page', 'score', 'LCP ms', 'TBT ms', 'CLS', 'KB', 'requests', 'runs (failed)', 'verdict'];
  const cells = Object.entries(results).map(([page, r]) => {
    const misses = [
      r.score < BUDGET.score && 'score',
      r.lcpMs > BUDGET.lcpMs && 'LCP',
      r.tbtMs > BUDGET.tbtMs && 'TBT',
      r.cls > BUDGET.cls && 'CLS',
      page === '/' && r.kb > BUDGET.homeKb && 'KB',
      page === '/' && r.requests > BUDGET.homeRequests && 'requests',
      r.incomplete && 'too few completed runs',
    ].filter(Boolean);
    return [
      page,
      String(r.score),
      String(r.lcpMs),
      String(r.tbtMs),
      String(r.cls),
      String(r.kb),
      String(r.requests),
      `${r.completed} (${r.failed.length})`,
      misses.length ? `miss: ${misses.join(', ')}` : 'pass',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const c of cells) console.log(line(c));
  console.log(
    `medians of completed runs; budgets: score ≥ ${BUDGET.score}, LCP ≤ ${BUDGET.lcpMs} ms, TBT ≤ ${BUDGET.tbtMs} ms, ` +
      `CLS ≤ ${BUDGET.cls}; home ≤ ${BUDGET.homeKb} KB and ≤ ${BUDGET.homeRequests} requests (KB: transferred)`,
  );
}

export function writeLighthouseResults(root: string, results: unknown): string {
  const dir = path.join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return path.relative(root, file);
}
