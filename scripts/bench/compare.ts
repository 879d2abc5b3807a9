/**
 * Side by side: the shop and a baseline (each its own process) under the same load from the load
 * generator's process, alternating shop, baseline, shop, baseline… `rounds` times.
 */
import { cpuMs, type LoadOptions, type LoadResult, runLoad } from './processes';
import type { Settings } from './settings';

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Errors, timeouts and non-2xx answers; a run in which no answer came back at all counts as one. */
export const loadFailures = (r: LoadResult) => r.errors + r.timeouts + r.non2xx + (r.requests === 0 ? 1 : 0);

export interface Comparison {
  ratio: number;
  shopRps: number;
  baselineRps: number;
  shopP99: number;
  baselineP99: number;
  /** loadFailures of the shop over every round. */
  shopFailures: number;
  /** loadFailures of the baseline: a measurement to repeat, whatever the ratio. */
  baselineFailures: number;
  /**
   * CPU time per request of each side's own process (µs, over the warm-up and the measured run),
   * and the baseline's over the shop's: how much of the baseline's efficiency the shop keeps. Unlike
   * the rate it does not top out with the load generator (autocannon near 7k req/s here), so the
   * verdicts are read from it (issue 27). Only when both processes' ids were given.
   */
  cpu?: { shopUsPerRequest: number; baselineUsPerRequest: number; ratio: number };
  rounds: { shop: LoadResult; baseline: LoadResult; ratio: number; cpu?: { shopUs: number; baselineUs: number } }[];
}

/** One side's load with the CPU its process used meanwhile, per request answered (µs). */
async function measured(options: Parameters<typeof runLoad>[0], pid: number | undefined) {
  const before = pid ? cpuMs(pid) : 0;
  const result = await runLoad(options);
  const answered = result.requests + result.warmupRequests;
  const cpuUs = pid && answered ? ((cpuMs(pid) - before) * 1000) / answered : undefined;
  return { result, cpuUs };
}

export async function alternate(
  shopBase: string,
  baselineBase: string,
  urlPath: string,
  load: Omit<LoadOptions, 'url' | 'seconds' | 'warmupSeconds'>,
  settings: Settings,
  pids?: { shop: number; baseline: number },
): Promise<Comparison> {
  const timing = { seconds: settings.seconds, warmupSeconds: settings.warmupSeconds };
  const rounds: Comparison['rounds'] = [];
  for (let round = 0; round < settings.rounds; round += 1) {
    const shop = await measured({ ...load, ...timing, url: `${shopBase}${urlPath}` }, pids?.shop);
    const baseline = await measured({ ...load, ...timing, url: `${baselineBase}${urlPath}` }, pids?.baseline);
    // A side that answered nothing makes the round's ratio 0: counted as a failure, never a pass.
    rounds.push({
      shop: shop.result,
      baseline: baseline.result,
      ratio: baseline.result.rps > 0 ? shop.result.rps / baseline.result.rps : 0,
      cpu:
        shop.cpuUs !== undefined && baseline.cpuUs !== undefined
          ? { shopUs: shop.cpuUs, baselineUs: baseline.cpuUs }
          : undefined,
    });
  }
  const cpuRounds = rounds.flatMap((r) => (r.cpu ? [r.cpu] : []));
  const cpu = cpuRounds.length
    ? {
        shopUsPerRequest: median(cpuRounds.map((c) => c.shopUs)),
        baselineUsPerRequest: median(cpuRounds.map((c) => c.baselineUs)),
        ratio: median(cpuRounds.map((c) => (c.shopUs > 0 ? c.baselineUs / c.shopUs : 0))),
      }
    : undefined;
  return {
    cpu,
    ratio: median(rounds.map((r) => r.ratio)),
    shopRps: median(rounds.map((r) => r.shop.rps)),
    baselineRps: median(rounds.map((r) => r.baseline.rps)),
    shopP99: median(rounds.map((r) => r.shop.p99)),
    baselineP99: median(rounds.map((r) => r.baseline.p99)),
    shopFailures: rounds.reduce((sum, r) => sum + loadFailures(r.shop), 0),
    baselineFailures: rounds.reduce((sum, r) => sum + loadFailures(r.baseline), 0),
    rounds,
  };
}
