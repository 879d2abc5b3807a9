/**
 * The load generator of `npm run bench`, in its own process (a generator inside the process of a
 * server it measures, or beside a baseline, starves it). Warms the target up, then measures, and
 * prints one JSON line. Its options come as one JSON argument:
 *   { url, connections, seconds, warmupSeconds, headers?, requests?, method?, body? }
 */
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2]);
// autocannon refuses keys set to undefined: only the ones given are passed on.
const { seconds: _seconds, warmupSeconds: _warmup, ...given } = options;
const run = (duration) => autocannon({ ...given, duration });

// The warm-up's requests are counted too: a CPU reading taken around the whole run divides by both.
const warmupRequests = options.warmupSeconds > 0 ? (await run(options.warmupSeconds)).requests.total : 0;
const result = await run(options.seconds);
process.stdout.write(
  `${JSON.stringify({
    rps: result.requests.average,
    requests: result.requests.total,
    warmupRequests,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    bytesPerSecond: result.throughput.average,
  })}\n`,
);
