/** Reads one sample from Prometheus text: `sampleValue(text, 'shop_checkouts_total', { stage: 'paid' })`; NaN when absent. */
export function sampleValue(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    // `name{label="value",…} 12` or `name 12`; label values here never hold a space.
    const space = line.lastIndexOf(' ');
    const series = line.slice(0, space);
    const brace = series.indexOf('{');
    if ((brace < 0 ? series : series.slice(0, brace)) !== name) continue;
    const present = brace < 0 ? [] : series.slice(brace + 1, -1).split(',');
    if (wanted.every((pair) => present.includes(pair))) return Number(line.slice(space + 1));
  }
  return Number.NaN;
}
