/**
 * How far behind the event loop is running, for admission control (decision 0227). On the
 * embedded database the queries run on this same thread, so under a rush the event loop itself is
 * the queue: a request waits for the loop before any hook can count it, and the in-flight limit
 * never fires (300 customers in 30 s: 188-202 dropped by 60 s timeouts). The loop's delay sees that.
 *
 * Two readings, the larger wins: the worst delay Node's own histogram (`monitorEventLoopDelay`)
 * saw over the last window, and how late the window's timer is right now (a loop stalled this very
 * moment has not run the timer that would read the histogram). Started on first use; the timer is
 * unref'd, so it never keeps the process alive.
 */
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

/** How often the histogram is read and reset: short enough that a rush is seen within it. */
const WINDOW_MS = 250;

let histogram: IntervalHistogram | null = null;
let lastWindowMaxMs = 0;
let lastTick = 0;

function start(): void {
  histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  lastTick = performance.now();
  setInterval(() => {
    const now = performance.now();
    // The histogram counts nanoseconds; its max over the window just ended. This timer's own
    // lateness counts too: a stall that ended just now may not be in the histogram yet.
    lastWindowMaxMs = Math.max(histogram!.max / 1e6, now - lastTick - WINDOW_MS);
    lastTick = now;
    histogram!.reset();
  }, WINDOW_MS).unref();
}

/** The event loop's delay now, in milliseconds (0 on first call, which starts the sampling). */
export function loopDelayNowMs(): number {
  if (!histogram) {
    start();
    return 0;
  }
  const lateNow = performance.now() - lastTick - WINDOW_MS;
  return Math.max(lastWindowMaxMs, lateNow);
}
