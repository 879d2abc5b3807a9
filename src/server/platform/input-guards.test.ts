/**
 * The NUL guard's cost (issue 20, "Photos freeze the whole shop"): it looks at parsed JSON, query
 * strings and path parameters, never inside binary bodies. A photo's bytes reach the upload route
 * as a Buffer; walking it byte by byte (a path string each) held the whole shop for seconds.
 */
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../contracts/admin-catalog';
import { findNul } from './input-guards';

/** A value that counts every look inside it: its keys, its entries, its indexed items. */
function watched<T extends object>(target: T) {
  let looks = 0;
  const proxy = new Proxy(target, {
    ownKeys(t) {
      looks += 1;
      return Reflect.ownKeys(t);
    },
    getOwnPropertyDescriptor(t, key) {
      looks += 1;
      return Reflect.getOwnPropertyDescriptor(t, key);
    },
    get(t, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) looks += 1;
      const value: unknown = Reflect.get(t, key, receiver === proxy ? t : receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(t) : value;
    },
  });
  return { value: proxy, looks: () => looks };
}

describe('the NUL guard on binary bodies', () => {
  it('does not look inside a Buffer (a photo upload), by construction: not one byte', () => {
    // Watched bytes are slow to walk, so a small photo shows it; the size does not matter to a
    // guard that never looks inside.
    const photo = watched(Buffer.alloc(16 * 1024, 0));
    expect(findNul(photo.value, 'body')).toBeNull();
    expect(photo.looks()).toBe(0);
  });

  it('takes a 10 MB Buffer full of NUL bytes as it is (binary bodies are no text)', () => {
    expect(findNul(Buffer.alloc(MAX_UPLOAD_BYTES, 0), 'body')).toBeNull();
  });

  it('does not look inside other binary views either', () => {
    for (const bytes of [new Uint8Array(1024), new ArrayBuffer(1024), new DataView(new ArrayBuffer(16))]) {
      const seen = watched(bytes);
      expect(findNul(seen.value, 'body')).toBeNull();
      expect(seen.looks()).toBe(0);
    }
  });

  it('still finds a NUL anywhere in parsed JSON, a query or the parameters, naming where', () => {
    expect(findNul({ name: 'Mere\u0000' }, 'body')).toBe('body.name');
    expect(findNul({ lines: [{ note: 'ok' }, { note: 'a\u0000b' }] }, 'body')).toBe('body.lines.1.note');
    expect(findNul({ ['k\u0000']: 'v' }, 'body')).toBe('body.k\\0');
    const query = Object.assign(Object.create(null) as Record<string, string>, { q: 'cake\u0000' });
    expect(findNul(query, 'query')).toBe('query.q');
    expect(findNul('x\u0000', 'params')).toBe('params');
    expect(findNul({ name: 'Mere', n: 3, ok: true, none: null }, 'body')).toBeNull();
  });

  it('walks a large JSON body once, without a path string per item', () => {
    const big = { items: Array.from({ length: 5_000 }, (_, i) => ({ note: `line ${i}` })) };
    const seen = watched(big.items);
    expect(findNul({ items: seen.value }, 'body')).toBeNull();
    // One look at the array's keys and one per item: linear, nothing more.
    expect(seen.looks()).toBeLessThanOrEqual(2 * 5_000 + 2);
  });
});
