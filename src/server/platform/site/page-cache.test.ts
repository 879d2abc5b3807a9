/** Rendered pages are kept while the data they show is the same, and no longer. */
import { describe, expect, it, vi } from 'vitest';
import { PAGE_CACHE_MAX_BYTES } from '../memory/budgets';
import { createPageCache } from './page-cache';

function setUp(options: { maxEntries?: number; maxBytes?: number; maxAgeMs?: number; padding?: number } = {}) {
  let catalogue = {};
  const renders: string[] = [];
  const cache = createPageCache({
    render: async (url) => {
      renders.push(url);
      const html = `<p>${url} #${renders.length}</p>${'<i>x</i>'.repeat(options.padding ?? 0)}`;
      return { status: url === '/broken' ? 500 : 200, html };
    },
    version: async () => [catalogue],
    ...options,
  });
  return { cache, renders, changeCatalogue: () => (catalogue = {}) };
}

describe('the page cache', () => {
  it('renders a URL once while the data is the same, and again once it changes', async () => {
    const { cache, renders, changeCatalogue } = setUp();
    const first = await cache.get('/');
    expect((await cache.get('/')).body).toBe(first.body);
    expect(renders).toEqual(['/']);
    changeCatalogue();
    const next = await cache.get('/');
    expect(next.body.text).toBe('<p>/ #2</p>');
    expect(next.body.etag).not.toBe(first.body.etag);
  });

  it('shares one render between parallel first requests', async () => {
    const { cache, renders } = setUp();
    await Promise.all([cache.get('/cakes'), cache.get('/cakes'), cache.get('/cakes')]);
    expect(renders).toEqual(['/cakes']);
  });

  it('does not keep a page that failed to render', async () => {
    const { cache, renders } = setUp();
    expect((await cache.get('/broken')).status).toBe(500);
    await cache.get('/broken');
    expect(renders).toEqual(['/broken', '/broken']);
  });

  it('renders again after its time is up, for what a page shows from the clock', async () => {
    vi.useFakeTimers();
    try {
      const { cache, renders } = setUp({ maxAgeMs: 60_000 });
      await cache.get('/');
      vi.advanceTimersByTime(59_000);
      await cache.get('/');
      vi.advanceTimersByTime(2_000);
      await cache.get('/');
      expect(renders).toEqual(['/', '/']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers with the held page while the re-render the clock asked for runs, then with the new one', async () => {
    vi.useFakeTimers();
    try {
      const { cache, renders } = setUp({ maxAgeMs: 60_000 });
      const first = await cache.get('/');
      vi.advanceTimersByTime(61_000);
      // The data is the same: the held page answers at once, and one re-render starts.
      expect((await cache.get('/')).body).toBe(first.body);
      expect((await cache.get('/')).body).toBe(first.body);
      expect(renders).toEqual(['/', '/']);
      await vi.waitFor(async () => expect((await cache.get('/')).body.text).toBe('<p>/ #2</p>'));
      expect(renders).toEqual(['/', '/']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders at once, without the held page, when the data changed after the time was up', async () => {
    vi.useFakeTimers();
    try {
      const { cache, renders, changeCatalogue } = setUp({ maxAgeMs: 60_000 });
      await cache.get('/');
      vi.advanceTimersByTime(61_000);
      changeCatalogue();
      expect((await cache.get('/')).body.text).toBe('<p>/ #2</p>');
      expect(renders).toEqual(['/', '/']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds at most maxEntries pages, whatever query strings arrive', async () => {
    const { cache } = setUp({ maxEntries: 10 });
    for (let i = 0; i < 25; i += 1) await cache.get(`/?q=${i}`);
    expect(cache.size).toBeLessThanOrEqual(10);
  });

  it('holds pages within its byte budget whatever query strings arrive, and keeps the ones in use', async () => {
    // 400 made-up query strings, each a 240 KB page: 3 times what the default budget holds.
    const { cache } = setUp({ maxEntries: 10_000, padding: 30_000 });
    await cache.get('/');
    for (let i = 0; i < 400; i += 1) {
      await cache.get(`/?q=${'z'.repeat(200)}${i}`);
      expect(cache.bytes).toBeLessThanOrEqual(PAGE_CACHE_MAX_BYTES);
      if (i % 10 === 0) await cache.get('/');
    }
    expect(cache.bytes).toBeGreaterThan(PAGE_CACHE_MAX_BYTES / 2);
    expect(cache.size).toBeLessThan(400);
  });

  it('renders a dropped page again when it is asked for', async () => {
    const { cache, renders } = setUp({ maxBytes: 4_000, padding: 100 });
    await cache.get('/a');
    await cache.get('/b');
    await cache.get('/c');
    await cache.get('/a');
    expect(renders.filter((url) => url === '/a')).toHaveLength(2);
  });
});
