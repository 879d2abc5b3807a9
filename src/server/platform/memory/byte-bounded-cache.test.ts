import { describe, expect, it } from 'vitest';
import { ByteBoundedCache, stringBytes } from './byte-bounded-cache';

const texts = (maxBytes: number, maxEntries?: number) =>
  new ByteBoundedCache<string>({ maxBytes, maxEntries, sizeOf: (_key, text) => stringBytes(text) });

describe('a cache bounded by bytes', () => {
  it('charges each entry its size and its key, and gives them back when it goes', () => {
    const cache = texts(10_000);
    cache.set('a', 'x'.repeat(100));
    const one = cache.bytes;
    // ASCII at a byte a character, the key as well, and the map's bookkeeping.
    expect(one).toBeGreaterThanOrEqual(100 + 1);
    cache.set('b', 'x'.repeat(100));
    expect(cache.bytes).toBe(2 * one);
    cache.set('a', 'x'.repeat(300));
    expect(cache.bytes).toBe(one + one + 200);
    // Anything beyond ASCII may take two bytes a character.
    cache.set('a', 'é'.repeat(300));
    expect(cache.bytes).toBe(one + one + 500);
    cache.delete('a');
    expect(cache.bytes).toBe(one);
    cache.clear();
    expect([cache.bytes, cache.size]).toEqual([0, 0]);
  });

  it('stays within its budget whatever hostile keys and values arrive, dropping the least recently used first', () => {
    const budget = 64 * 1024;
    const cache = texts(budget);
    cache.set('home', 'h'.repeat(1000));
    for (let i = 0; i < 2000; i += 1) {
      // Long made-up keys with large answers: a visitor's search terms.
      cache.set(`${'k'.repeat(500)}${i}`, 'v'.repeat((i % 7) * 1000));
      // The home page is asked for all the time, so it is never the least recently used.
      expect(cache.get('home')).toBeDefined();
      expect(cache.bytes).toBeLessThanOrEqual(budget);
    }
    expect(cache.size).toBeLessThan(2000);
    expect(cache.bytes).toBeGreaterThan(budget / 2);
  });

  it('never keeps an entry larger than the whole budget, and drops nothing for it', () => {
    const cache = texts(10_000);
    cache.set('small', 'x');
    cache.set('huge', 'x'.repeat(10_000));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toBe('x');
  });

  it('holds at most maxEntries, however small they are', () => {
    const cache = texts(1_000_000, 10);
    for (let i = 0; i < 50; i += 1) cache.set(String(i), '');
    expect(cache.size).toBe(10);
    expect(cache.peek('49')).toBe('');
    expect(cache.peek('39')).toBeUndefined();
  });
});
