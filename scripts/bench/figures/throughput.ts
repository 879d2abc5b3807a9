/**
 * A1, A2, A10: the shop's throughput against a static server sending the same bytes with the same
 * headers (captured from the shop, per Accept-Encoding), each in its own process.
 */
import { captureFixture, ENCODINGS, type EncodingName } from '../capture';
import { alternate, type Comparison } from '../compare';
import { startStaticServer } from '../processes';
import { fmt, type Row } from '../report';
import type { Settings } from '../settings';

export const CONNECTIONS = 50;

async function versusStatic(
  shopBase: string,
  urlPath: string,
  encoding: EncodingName,
  context: { workDir: string; baselinePort: number; settings: Settings; name: string },
): Promise<{ comparison: Comparison; variant: unknown }> {
  const { file, variants } = await captureFixture(shopBase, [urlPath], context.workDir, context.name);
  const baseline = await startStaticServer(file, context.baselinePort);
  try {
    const comparison = await alternate(
      shopBase,
      baseline.base,
      urlPath,
      { connections: CONNECTIONS, headers: { 'accept-encoding': ENCODINGS[encoding] } },
      context.settings,
    );
    return { comparison, variant: variants[urlPath]!.find((v) => v.encoding === ENCODINGS[encoding]) };
  } finally {
    await baseline.stop();
  }
}

const ratioText = (c: Comparison) =>
  `${c.ratio.toFixed(2)}× (${fmt(c.shopRps)} vs ${fmt(c.baselineRps)} req/s; rounds ${c.rounds
    .map((r) => r.ratio.toFixed(2))
    .join(
      ', ',
    )})${c.shopFailures ? `, ${c.shopFailures} failed` : ''}${c.baselineFailures ? `, baseline ${c.baselineFailures} failed` : ''}`;
const clean = (c: Comparison) => c.shopFailures === 0 && c.baselineFailures === 0;

export async function catalogueVsStatic(
  shopBase: string,
  context: { workDir: string; baselinePort: number; settings: Settings },
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const encoding of ['browser', 'identity'] as const) {
    const { comparison, variant } = await versusStatic(shopBase, '/api/products', encoding, {
      ...context,
      name: `a1-${encoding}`,
    });
    rows.push({
      figure: `A1 GET /api/products, ${ENCODINGS[encoding]}`,
      budget: '≥ 0.5× static (aim 0.7×)',
      measured: ratioText(comparison),
      pass: comparison.ratio >= 0.5 && clean(comparison),
      details: { variant, ...comparison },
    });
  }
  return rows;
}

export async function healthVsBareHttp(
  shopBase: string,
  context: { workDir: string; baselinePort: number; settings: Settings },
): Promise<Row> {
  // The baseline is a bare node:http server replaying the shop's bytes and headers.
  const { comparison, variant } = await versusStatic(shopBase, '/api/health', 'browser', { ...context, name: 'a2' });
  return {
    figure: 'A2 GET /api/health, br, gzip',
    budget: '≥ 0.9× bare node:http',
    measured: ratioText(comparison),
    pass: comparison.ratio >= 0.9 && clean(comparison),
    details: { variant, ...comparison },
  };
}

export async function pagesVsStatic(
  shopBase: string,
  pages: { name: string; path: string }[],
  context: { workDir: string; baselinePort: number; settings: Settings },
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const page of pages) {
    const { comparison, variant } = await versusStatic(shopBase, page.path, 'browser', {
      ...context,
      name: `a10-${page.name}`,
    });
    rows.push({
      figure: `A10 ${page.name} ${page.path}, br, gzip`,
      budget: '≥ 0.5× static, p99 ≤ 50 ms',
      measured: `${ratioText(comparison)}, p99 ${fmt(comparison.shopP99)} ms`,
      pass: comparison.ratio >= 0.5 && comparison.shopP99 <= 50 && clean(comparison),
      details: { variant, ...comparison },
    });
  }
  return rows;
}
