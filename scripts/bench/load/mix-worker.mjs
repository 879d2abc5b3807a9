/**
 * The load generator of `npm run bench:load`, in its own process: autocannon at a fixed overall
 * rate (`overallRate`), each request drawn at random from a weighted mix. Unlike
 * scripts/bench/load-worker.mjs (fixed request lists, totals only), it records every answer's
 * latency by request kind and by minute, so the soak can tell drift from noise. One JSON argument:
 *   { url, connections, overallRate, seconds, warmupSeconds,
 *     mix: [{ name, weight, method?, headers?, variants: [{ path, headers?, body? }] }] }
 * A variant is drawn at random within its entry. A body's `{uuid}` becomes a fresh random UUID v4
 * (a new cart session per request).
 */
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';

const options = JSON.parse(process.argv[2]);
const totalWeight = options.mix.reduce((sum, entry) => sum + entry.weight, 0);
const pickFrom = (list) => list[Math.floor(Math.random() * list.length)];

function pickEntry() {
  let roll = Math.random() * totalWeight;
  for (const entry of options.mix) {
    roll -= entry.weight;
    if (roll < 0) return entry;
  }
  return options.mix[options.mix.length - 1];
}

const request = {
  setupRequest(req, context) {
    const entry = pickEntry();
    // Read back by the 'response' listener: one request in flight per connection (no pipelining).
    context.kind = entry.name;
    const variant = pickFrom(entry.variants);
    const body = variant.body?.replaceAll('{uuid}', randomUUID());
    return {
      ...req,
      method: entry.method ?? 'GET',
      path: variant.path,
      headers: {
        ...req.headers,
        ...entry.headers,
        ...variant.headers,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body,
    };
  },
};

function run(seconds, record) {
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    overallRate: options.overallRate,
    duration: seconds,
    timeout: 10,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: [request],
  });
  if (record) instance.on('response', record);
  return instance;
}

if (options.warmupSeconds > 0) await run(options.warmupSeconds, null);

const started = Date.now();
/** kind → { latencies, status class counts }; minute → latencies. */
const kinds = {};
const minutes = [];
const result = await run(options.seconds, (client, statusCode, _bytes, responseTime) => {
  const kind = client.requestIterator.context.kind ?? 'unknown';
  const stats = (kinds[kind] ??= { latencies: [], status: {} });
  stats.latencies.push(responseTime);
  const statusClass = `${Math.floor(statusCode / 100)}xx`;
  stats.status[statusClass] = (stats.status[statusClass] ?? 0) + 1;
  stats.status[statusCode] = (stats.status[statusCode] ?? 0) + 1;
  (minutes[Math.floor((Date.now() - started) / 60_000)] ??= []).push(responseTime);
});

const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const all = Object.values(kinds).flatMap((k) => k.latencies);
process.stdout.write(
  `${JSON.stringify({
    rps: result.requests.average,
    requests: result.requests.total,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    byKind: Object.fromEntries(
      Object.entries(kinds).map(([kind, k]) => [
        kind,
        {
          requests: k.latencies.length,
          p50: percentile(k.latencies, 50),
          p99: percentile(k.latencies, 99),
          status: k.status,
        },
      ]),
    ),
    // A minute cut short at the end (fewer than half its requests) is dropped from the trend.
    perMinute: minutes
      .map((m, i) => ({ minute: i + 1, requests: m?.length ?? 0, p99: percentile(m ?? [], 99) }))
      .filter((m, _i, list) => m.requests >= 0.5 * Math.max(...list.map((x) => x.requests))),
  })}\n`,
);
