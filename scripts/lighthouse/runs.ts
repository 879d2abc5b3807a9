/** One Lighthouse run reduced to the figures of F3-F5, and the median of the completed runs. */
import type { LighthouseResult } from './tools';

export interface Run {
  /** Why the run does not count (Lighthouse's runtime error, or no score); absent when it completed. */
  failure?: string;
  finalUrl: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  kb: number;
  requests: number;
  /** What was requested, in order (path and resource type), to see what F5 counts. */
  requestList: string[];
  /** The main thread's long tasks (Lighthouse's 'long-tasks' audit), to find where TBT comes from. */
  longTasks: { url: string; startMs: number; durationMs: number }[];
  /** Main-thread time by kind of work (script evaluation, style and layout, parsing…), in ms. */
  mainThread: Record<string, number>;
  domElements: number;
  /** The LCP element and where its time went (time to first byte, load delay, load, render delay). */
  lcp: { element: string; phases: Record<string, number> };
}

interface LongTaskItem {
  url?: string;
  startTime?: number;
  duration?: number;
}

interface LcpDetails {
  items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[];
}

function lcpOf(details: unknown): Run['lcp'] {
  const [element, phases] = (details as LcpDetails | undefined)?.items ?? [];
  return {
    element: element?.items?.[0]?.node?.snippet ?? '',
    phases: Object.fromEntries((phases?.items ?? []).map((p) => [p.phase ?? '?', Math.round(p.timing ?? NaN)])),
  };
}

export function toRun(result: LighthouseResult | undefined): Run {
  if (!result) return { failure: 'Lighthouse returned no result' } as Run;
  const { lhr } = result;
  const score = lhr.categories.performance?.score;
  if (lhr.runtimeError) return { failure: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } as Run;
  if (score === null || score === undefined || score === 0) {
    return { failure: `no score (${lhr.runWarnings.join('; ') || 'no warning given'})` } as Run;
  }
  const audits = lhr.audits;
  return {
    finalUrl: lhr.finalDisplayedUrl,
    score: Math.round(score * 100),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    kb: Math.round((audits['total-byte-weight']?.numericValue ?? NaN) / 1024),
    requests: (audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? NaN,
    requestList: (
      (audits['network-requests']?.details as { items?: { url?: string; resourceType?: string }[] })?.items ?? []
    ).map((r) => `${r.resourceType ?? '?'} ${(r.url ?? '').replace(/^https?:\/\/[^/]+/, '')}`),
    longTasks: ((audits['long-tasks']?.details as { items?: LongTaskItem[] } | undefined)?.items ?? []).map((t) => ({
      url: t.url ?? '',
      startMs: Math.round(t.startTime ?? NaN),
      durationMs: Math.round(t.duration ?? NaN),
    })),
    mainThread: Object.fromEntries(
      (
        (audits['mainthread-work-breakdown']?.details as { items?: { groupLabel?: string; duration?: number }[] })
          ?.items ?? []
      ).map((item) => [item.groupLabel ?? '?', Math.round(item.duration ?? NaN)]),
    ),
    domElements: audits['dom-size']?.numericValue ?? NaN,
    lcp: lcpOf(audits['largest-contentful-paint-element']?.details),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export interface PageSummary {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  kb: number;
  requests: number;
  completed: number;
  /** Fewer completed runs than asked for: the retries ran out. */
  incomplete: boolean;
  failed: { attempt: number; reason: string }[];
  runs: Run[];
}

export function summarise(runs: Run[], failed: PageSummary['failed'], wanted: number): PageSummary {
  const of = (key: 'score' | 'lcpMs' | 'tbtMs' | 'cls' | 'kb' | 'requests') => median(runs.map((r) => r[key]));
  return {
    score: of('score'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    kb: of('kb'),
    requests: of('requests'),
    completed: runs.length,
    incomplete: runs.length < wanted,
    failed,
    runs,
  };
}
