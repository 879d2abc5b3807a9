/**
 * Bounded background traffic at a fixed rate (open loop: a slow answer does not slow the sending),
 * recording every answer's status, time and whether an error came back as JSON. Only to 127.0.0.1.
 */

export interface Sample {
  path: string;
  /** When it was sent (Date.now()). */
  at: number;
  ms: number;
  /** 0: no HTTP answer (connection refused or reset, or cut off after the time limit). */
  status: number;
  /** An answer of 4xx/5xx whose body is JSON with a `code`. */
  jsonError: boolean;
  /** That `code` (BUSY, UNAVAILABLE…), to tell a refusal of a busy copy from an outage. */
  code?: string;
}

export interface Traffic {
  samples: Sample[];
  stop(): Promise<Sample[]>;
}

/** Anything slower than this is counted as hung and cut off. */
export const HANG_MS = 5_000;
const MAX_IN_FLIGHT = 2_000;

export function startTraffic(base: string, paths: string[], perSecond: number, limitMs = 180_000): Traffic {
  const samples: Sample[] = [];
  const inFlight = new Set<Promise<void>>();
  const started = Date.now();
  let sent = 0;
  let stopped = false;

  const one = async (path: string) => {
    const at = Date.now();
    let status = 0;
    let jsonError = false;
    let code: string | undefined;
    try {
      // A little past HANG_MS, so a request that hangs is seen as one (ms > HANG_MS), not as a 0.
      const res = await fetch(base + path, { signal: AbortSignal.timeout(HANG_MS + 1_000) });
      status = res.status;
      const body = await res.text();
      if (status >= 400) {
        try {
          const said = (JSON.parse(body) as { code?: unknown }).code;
          jsonError = typeof said === 'string';
          if (typeof said === 'string') code = said;
        } catch {
          jsonError = false;
        }
      }
    } catch {
      // no answer: status stays 0
    }
    samples.push({ path, at, ms: Date.now() - at, status, jsonError, code });
  };

  const timer = setInterval(() => {
    if (stopped || Date.now() - started > limitMs) return;
    const due = Math.floor(((Date.now() - started) / 1000) * perSecond);
    while (sent < due && inFlight.size < MAX_IN_FLIGHT) {
      const request = one(paths[sent % paths.length]!);
      inFlight.add(request);
      void request.finally(() => inFlight.delete(request));
      sent += 1;
    }
  }, 5);

  return {
    samples,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.all([...inFlight]);
      return samples;
    },
  };
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function statusCounts(samples: Sample[]): string {
  const counts = new Map<number, number>();
  for (const s of samples) counts.set(s.status, (counts.get(s.status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status === 0 ? 'no answer' : status}×${n}`)
    .join(' ');
}
