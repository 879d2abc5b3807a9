/**
 * A1, A2, A10: the shop's throughput against a static server sending the same bytes with the same
 * headers (captured from the shop, per Accept-Encoding), each in its own process.
 */
import { captureFixture, ENCODINGS, type EncodingName } from '../capture';
import { alternate, type Comparison } from '../compare';
import { type Shop, startStaticServer } from '../processes';
import { fmt, type Row } from '../report';
import type { Settings } from '../settings';

export const CONNECTIONS = 50;

async function versusStatic(
  shop: Pick<Shop, 'base' | 'pid'>,
  urlPath: string,
  encoding: EncodingName,
  context: { workDir: string; baselinePort: number; settings: Settings; name: string },
): Promise<{ comparison: Comparison; variant: unknown }> {
  const { file, variants } = await captureFixture(shop.base, [urlPath], context.workDir, context.name);
  const baseline = await startStaticServer(file, context.baselinePort);
  try {
    const comparison = await alternate(
      shop.base,
      baseline.base,
      urlPath,
      { connections: CONNECTIONS, headers: { 'accept-encoding': ENCODINGS[encoding] } },
      context.settings,
      { shop: shop.pid, baseline: baseline.pid },
    );
    return { comparison, variant: variants[urlPath]!.find((v) => v.encoding === ENCODINGS[encoding]) };
  } finally {
    await baseline.stop();
  }
}

const ratioText = (c: Comparison) =>
  `CPU per request ${cpuRatio(c).toFixed(2)}× (shop ${fmt(c.cpu?.shopUsPerRequest ?? NaN)} µs, baseline ${fmt(
    c.cpu?.baselineUsPerRequest ?? NaN,
  )} µs); rate ${c.ratio.toFixed(2)}× (${fmt(c.shopRps)} vs ${fmt(c.baselineRps)} req/s; rounds ${c.rounds
    .map((r) => r.ratio.toFixed(2))
    .join(
      ', ',
    )})${c.shopFailures ? `, ${c.shopFailures} failed` : ''}${c.baselineFailures ? `, baseline ${c.baselineFailures} failed` : ''}`;
/**
 * The figure a verdict is read from: the baseline's CPU per request over the shop's. The rate's
 * ratio drifts toward 1 when the load generator, not the servers, is the limit (issue 27); the
 * CPU each process spends on a request does not.
 */
const cpuRatio = (c: Comparison) => c.cpu?.ratio ?? 0;
const clean = (c: Comparison) => c.shopFailures === 0 && c.baselineFailures === 0;

export async function catalogueVsStatic(
  shop: Pick<Shop, 'base' | 'pid'>,
  context: { workDir: string; baselinePort: number; settings: Settings },
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const encoding of ['browser', 'identity'] as const) {
    const { comparison, variant } = await versusStatic(shop, '/api/products', encoding, {
      ...context,
      name: `a1-${encoding}`,
    });
    rows.push({
      figure: `A1 GET /api/products, ${ENCODINGS[encoding]}`,
      budget: '≥ 0.5× static in CPU per request (aim 0.7×)',
      measured: ratioText(comparison),
      pass: cpuRatio(comparison) >= 0.5 && clean(comparison),
      details: { variant, ...comparison },
    });
  }
  return rows;
}

export async function healthVsBareHttp(
  shop: Pick<Shop, 'base' | 'pid'>,
  context: { workDir: string; baselinePort: number; settings: Settings },
): Promise<Row> {
  // The baseline is a bare node:http server replaying the shop's bytes and headers.
  const { comparison, variant } = await versusStatic(shop, '/api/health', 'browser', { ...context, name: 'a2' });
  return {
    figure: 'A2 GET /api/health, br, gzip',
    budget: '≥ 0.9× bare node:http in CPU per request',
    measured: ratioText(comparison),
    pass: cpuRatio(comparison) >= 0.9 && clean(comparison),
    details: { variant, ...comparison },
  };
}

export async function pagesVsStatic(
  shop: Pick<Shop, 'base' | 'pid'>,
  pages: { name: string; path: string }[],
  context: { workDir: string; baselinePort: number; settings: Settings },
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const page of pages) {
    const { comparison, variant } = await versusStatic(shop, page.path, 'browser', {
      ...context,
      name: `a10-${page.name}`,
    });
    rows.push({
      figure: `A10 ${page.name} ${page.path}, br, gzip`,
      budget: '≥ 0.5× static in CPU per request, p99 ≤ 50 ms',
      measured: `${ratioText(comparison)}, p99 ${fmt(comparison.shopP99)} ms`,
      pass: cpuRatio(comparison) >= 0.5 && comparison.shopP99 <= 50 && clean(comparison),
      details: { variant, ...comparison },
    });
  }
  return rows;
}
