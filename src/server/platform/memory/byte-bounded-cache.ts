/**
 * An in-process cache bounded by the bytes it holds, not only by how many entries: a count alone
 * let a visitor fill the search cache with 120 terms whose answers cost 134 MiB (issue 27). Each
 * entry is charged what `sizeOf` says it holds (an upper bound), and its key; the least recently used entries go first when a new one would
 * pass the budget, and an entry larger than the whole budget is never kept. Budgets are listed in
 * docs/decisions/0143-cache-byte-budgets.md.
 */
export interface ByteBoundedCacheOptions<V> {
  /** What the cache may hold in all. */
  maxBytes: number;
  /** A bound on entries as well (a cheap entry still costs the map's bookkeeping). */
  maxEntries?: number;
  /** What one entry holds in memory, its key included: an upper bound, in bytes. */
  sizeOf(key: string, value: V): number;
}

interface Entry<V> {
  value: V;
  bytes: number;
}

/** Bookkeeping of one Map entry and its key object, charged on top of what `sizeOf` says. */
const ENTRY_OVERHEAD_BYTES = 64;

/**
 * A string's size in memory: V8 keeps ASCII text (JSON, HTML, most keys) at a byte a character and
 * anything else, at worst, at two.
 */
export const stringBytes = (text: string, utf8Bytes = Buffer.byteLength(text)) =>
  utf8Bytes === text.length ? text.length : 2 * text.length;

export class ByteBoundedCache<V> {
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recent first.
  private readonly entries = new Map<string, Entry<V>>();
  private held = 0;

  constructor(private readonly options: ByteBoundedCacheOptions<V>) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** The value without counting it as a use (for checks that an entry is still the one kept). */
  peek(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  /** Keeps `value` under `key` if it fits the budget at all, making room by dropping the least recently used. */
  set(key: string, value: V): void {
    this.delete(key);
    const bytes = this.options.sizeOf(key, value) + stringBytes(key) + ENTRY_OVERHEAD_BYTES;
    if (bytes > this.options.maxBytes) return;
    const maxEntries = this.options.maxEntries ?? Number.POSITIVE_INFINITY;
    for (const [oldest] of this.entries) {
      if (this.held + bytes <= this.options.maxBytes && this.entries.size < maxEntries) break;
      this.delete(oldest);
    }
    this.entries.set(key, { value, bytes });
    this.held += bytes;
  }

  delete(key: string): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.entries.delete(key);
    this.held -= entry.bytes;
    return true;
  }

  clear(): void {
    this.entries.clear();
    this.held = 0;
  }

  /** The bytes charged for what is held now; never more than `maxBytes`. */
  get bytes(): number {
    return this.held;
  }

  get size(): number {
    return this.entries.size;
  }
}
