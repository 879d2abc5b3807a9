import { createHash } from 'node:crypto';
import { z } from 'zod';

/** A serialised response ready to send: its JSON text and a strong ETag of it. */
export interface CachedBody {
  readonly json: string;
  readonly etag: string;
}

/**
 * Serialises an answer through its contract. A cached body is sent as a string, which Fastify's
 * response serializer never sees, so encoding it through the contract here is what drops anything
 * the contract does not name (`adminNotes`) and refuses a value that breaks it.
 */
export function toCachedBody<S extends z.ZodType>(contract: S, value: z.output<S>): CachedBody {
  // `encode`, as fastify-type-provider-zod's serializer does with the answers it does see.
  const json = JSON.stringify(z.encode(contract, value));
  return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
}

/**
 * A small in-memory cache with a time limit, for catalogue reads. Every copy of the server keeps
 * its own; a write in this copy clears it at once and the others see the change within the TTL.
 */
export class TtlCache<V> {
  // Promises are kept, so parallel misses for one key share a single load.
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    const now = Date.now();
    if (hit && hit.expires > now) return hit.value;
    const value = load();
    if (this.ttlMs > 0) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      const entry = { value, expires: now + this.ttlMs };
      this.entries.set(key, entry);
      // A failed load is not remembered: the next caller tries again.
      value.catch(() => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      });
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
