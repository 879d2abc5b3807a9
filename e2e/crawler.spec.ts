import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * The crawler of issue 26: every public page of the sitemap, in the browser, as a customer reads
 * it. A page fails on a price without its GST wording, a star rating without a review behind it,
 * or a delivery fee the shop charges that the page hides or contradicts (a fee first seen at
 * payment).
 */
test.describe.configure({ mode: 'parallel', timeout: 600_000 });

/**
 * The sitemap is read in this many parts, one test each, so the two workers share the crawl and a
 * slow part names itself (decision 0225); together they visit every page, as one test did.
 */
const PARTS = 4;

interface Settings {
  gstRegistered?: boolean;
  deliveryInfo: string;
  deliveryFees?: { baseFee: string; freeOver: string | null; zones: { fee: string }[] };
}

const PRICE = /\$\d[\d,]*\.\d{2}/;
const money = (value: string) => `$${Number(value).toFixed(2)}`;
const charges = (fees: Settings['deliveryFees']) =>
  Boolean(fees && (Number(fees.baseFee) > 0 || fees.zones.some((z) => Number(z.fee) > 0)));

async function ratingsProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const rating of await page.getByTestId('product-rating').all()) {
    const text = (await rating.textContent()) ?? '';
    const count = Number(/\((\d+)\)/.exec(text)?.[1] ?? 0);
    if (count < 1) problems.push(`a rating with no review behind it: "${text.trim()}"`);
  }
  for (const script of await page.locator('script[type="application/ld+json"]').all()) {
    const json = JSON.parse((await script.textContent()) ?? '{}') as {
      aggregateRating?: { reviewCount?: number; ratingValue?: number };
    };
    const aggregate = json.aggregateRating;
    if (aggregate && !((aggregate.reviewCount ?? 0) >= 1)) problems.push('JSON-LD aggregateRating without reviews');
  }
  return problems;
}

for (let part = 0; part < PARTS; part += 1) {
  test(
    `every public page of the sitemap (part ${part + 1} of ${PARTS}): prices with their GST wording, ratings with reviews, fees shown up front`,
    { tag: '@desktop' },
    async ({ page }) => {
      const sitemap = await (await page.request.get('/sitemap.xml')).text();
      const all = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
      expect(all.length).toBeGreaterThan(10);
      // Every PARTS-th page from this part's first, so each part has some of each kind of page.
      const urls = all.filter((_, index) => index % PARTS === part);
      const settings = (await (await page.request.get('/api/business-settings')).json()) as Settings;
      const problems: string[] = [];

      for (const url of urls) {
        await page.goto(url);
        await waitForHydration(page);
        const main = page.locator('main');
        const text = (await main.innerText()).replace(/\s+/g, ' ');
        const say = (problem: string) => problems.push(`${url}: ${problem}`);

        if (settings.gstRegistered !== false && PRICE.test(text) && !/GST/.test(text)) {
          say(`a price (${PRICE.exec(text)![0]}) without GST wording`);
        }
        for (const problem of await ratingsProblems(page)) say(problem);

        // The shop's fees: the banner never promises a threshold the shop does not keep, and the
        // delivery page names every fee charged.
        const fees = settings.deliveryFees;
        if (charges(fees)) {
          const banner = await page.locator('body').innerText();
          const promised = /free delivery over (\$[\d,.]+)/i.exec(banner)?.[1];
          if (promised && (!fees!.freeOver || promised !== money(fees!.freeOver))) {
            say(`the banner promises free delivery over ${promised}, the shop ${fees!.freeOver ?? 'never'}`);
          }
          if (url === '/delivery-info') {
            for (const fee of [fees!.baseFee, ...fees!.zones.map((z) => z.fee)].filter((f) => Number(f) > 0)) {
              if (!text.includes(money(fee))) say(`the delivery fee ${money(fee)} is not listed`);
            }
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );
}
