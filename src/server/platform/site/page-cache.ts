/**
 * Server-rendered pages are the same for every visitor: they show only public data (catalogue,
 * business settings) and who is signed in is known only in the browser. So each URL is rendered
 * once per version of that data and kept with its compressed bytes (performance A10), instead of
 * costing every visitor's first request a render and a compression.
 *
 * A version is the identity of the data snapshots the services hold (`version()`): a write, a
 * notification from another copy or the snapshots' TTL replaces them, and the next request for a
 * page renders it afresh. Entries also expire after `maxAgeMs`, for what a page shows from the
 * clock (a slot's day, opening hours): then, the data being the same, the held page is still sent
 * while the next one renders, so no visitor waits for a render the clock asked for.
 */
import type { RenderResult } from '../../../contracts/ssr';
import { type CachedBody, cachedBodyBytes, cachedText } from '../cache';
import { ByteBoundedCache } from '../memory/byte-bounded-cache';
import { PAGE_CACHE_MAX_BYTES, PAGE_CACHE_MAX_ENTRIES } from '../memory/budgets';

export interface RenderedPage {
  readonly status: number;
  readonly body: CachedBody;
}

export interface PageCacheOptions {
  render(url: string): Promise<RenderResult>;
  /** The identities of the data snapshots pages are rendered from; any change makes pages stale. */
  version(): Promise<readonly unknown[]>;
  maxEntries?: number;
  /** What the held pages may cost in all, their compressed forms included. */
  maxBytes?: number;
  maxAgeMs?: number;
}

interface Entry {
  readonly version: readonly unknown[];
  readonly renderedAt: number;
  readonly page: Promise<RenderedPage>;
  /** A render the clock asked for is under way; the held page is answered meanwhile. */
  refreshing?: boolean;
  /** What the page holds, charged once it is rendered (renders in flight are bounded by the requests in flight). */
  bytes: number;
}

const sameVersion = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((part, i) => part === b[i]);

export function createPageCache(options: PageCacheOptions) {
  const { maxEntries = PAGE_CACHE_MAX_ENTRIES, maxBytes = PAGE_CACHE_MAX_BYTES, maxAgeMs = 60_000 } = options;
  // Keyed by path and query; bounded in count and bytes, since any query string makes a new key.
  const entries = new ByteBoundedCache<Entry>({ maxBytes, maxEntries, sizeOf: (_url, entry) => entry.bytes });

  const renderPage = (url: string): Promise<RenderedPage> =>
    options.render(url).then((result) => ({ status: result.status, body: cachedText(result.html) }));

  function renderNow(url: string, version: readonly unknown[], now: number): Promise<RenderedPage> {
    const page = renderPage(url);
    const entry: Entry = { version, renderedAt: now, page, bytes: 0 };
    entries.set(url, entry);
    // Parallel first requests share one render; a failed render is not kept.
    const forget = () => {
      if (entries.peek(url) === entry) entries.delete(url);
    };
    page.then((rendered) => {
      if (rendered.status >= 500) return forget();
      // Charged now that its size is known: kept again at its cost, or dropped if it cannot fit.
      if (entries.peek(url) !== entry) return;
      entry.bytes = cachedBodyBytes(rendered.body);
      entries.set(url, entry);
    }, forget);
    return page;
  }

  /** The clock's re-render: replaces the held page once it is ready (and good), never before. */
  async function refresh(url: string, held: Entry, version: readonly unknown[], now: number): Promise<void> {
    try {
      const rendered = await renderPage(url);
      // Its compressed forms are made before it is swapped in, so no request waits for them.
      await Promise.all([rendered.body.encoded('br'), rendered.body.encoded('gzip')]);
      if (rendered.status >= 500) throw new Error(`status ${rendered.status}`);
      if (entries.peek(url) === held) {
        const bytes = cachedBodyBytes(rendered.body);
        entries.set(url, { version, renderedAt: now, page: Promise.resolve(rendered), bytes });
      }
    } catch {
      // Not kept: the next request renders the page afresh, as for a page never rendered.
      if (entries.peek(url) === held) entries.delete(url);
    }
  }

  return {
    async get(url: string): Promise<RenderedPage> {
      const version = await options.version();
      const now = Date.now();
      const hit = entries.get(url);
      if (hit && sameVersion(hit.version, version)) {
        if (now - hit.renderedAt < maxAgeMs || hit.refreshing) return hit.page;
        hit.refreshing = true;
        void refresh(url, hit, version, now);
        return hit.page;
      }
      return renderNow(url, version, now);
    },

    /** How many pages are held (tests check the bound). */
    get size(): number {
      return entries.size;
    },

    /** What the held pages are charged against `maxBytes`. */
    get bytes(): number {
      return entries.bytes;
    },
  };
}
