/**
 * Side by side: the shop and a baseline (each its own process) under the same load from the load
 * generator's process, alternating shop, baseline, shop, baseline… `rounds` times.
 */
import { type LoadOptions, type LoadResult, runLoad } from './processes';
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
  rounds: { shop: LoadResult; baseline: LoadResult; ratio: number }[];
}

export async function alternate(
  shopBase: string,
  baselineBase: string,
  urlPath: string,
  load: Omit<LoadOptions, 'url' | 'seconds' | 'warmupSeconds'>,
  settings: Settings,
): Promise<Comparison> {
  const timing = { seconds: settings.seconds, warmupSeconds: settings.warmupSeconds };
  const rounds: Comparison['rounds'] = [];
  for (let round = 0; round < settings.rounds; round += 1) {
    const shop = await runLoad({ ...load, ...timing, url: `${shopBase}${urlPath}` });
    const baseline = await runLoad({ ...load, ...timing, url: `${baselineBase}${urlPath}` });
    // A side that answered nothing makes the round's ratio 0: counted as a failure, never a pass.
    rounds.push({ shop, baseline, ratio: baseline.rps > 0 ? shop.rps / baseline.rps : 0 });
  }
  return {
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
