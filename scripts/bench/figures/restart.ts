/**
 * A9: restart with existing data to the first 200 of /api/health, and the memory held idle after
 * a home page and a catalogue read (median of `times` restarts).
 */
import { median } from '../compare';
import { rssMb, type Shop, type ShopOptions, startShop } from '../processes';
import { fmt, type Row } from '../report';

export async function restarts(
  options: ShopOptions,
  label: string,
  budget: { ms: number; mb: number },
  times = 3,
): Promise<{ row: Row; shop: Shop }> {
  const starts: { firstOkMs: number; idleMb: number }[] = [];
  let shop: Shop | undefined;
  for (let i = 0; i < times; i += 1) {
    shop = await startShop(options);
    await fetch(`${shop.base}/`).then((r) => r.arrayBuffer());
    await fetch(`${shop.base}/api/products`).then((r) => r.arrayBuffer());
    await new Promise((resolve) => setTimeout(resolve, 2000));
    starts.push({ firstOkMs: shop.firstOkMs, idleMb: rssMb(shop.pid) });
    if (i < times - 1) await shop.stop();
  }
  const ms = median(starts.map((s) => s.firstOkMs));
  const mb = median(starts.map((s) => s.idleMb));
  return {
    shop: shop!,
    row: {
      figure: `A9 restart to first 200, idle RSS, ${label}`,
      budget: `≤ ${fmt(budget.ms)} ms, ≤ ${budget.mb} MB`,
      measured: `${fmt(ms)} ms, ${mb} MB (restarts ${starts.map((s) => `${s.firstOkMs} ms/${s.idleMb} MB`).join(', ')})`,
      pass: ms <= budget.ms && mb <= budget.mb,
      details: starts,
    },
  };
}
