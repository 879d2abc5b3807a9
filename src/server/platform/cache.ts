import { createHash } from 'node:crypto';
import { z } from 'zod';
import { type BodyEncoding, compress, inBackground, LARGE_BYTES } from './body-compression';
import { ByteBoundedCache, stringBytes } from './memory/byte-bounded-cache';

export type { BodyEncoding };

/**
 * A serialised response ready to send: its text, a strong ETag of it, and its compressed
 * forms, each made once on first request (performance A1: compressing the catalogue anew on
 * every request cost 90 % of its throughput) at the best level, since the cost is paid once per
 * version rather than once per visitor.
 */
export interface CachedBody {
  /** The body as sent uncompressed (JSON, or a page's HTML). */
  readonly text: string;
  /**
   * Headers that belong to this answer and are sent with its body (a page of products says how
   * many match in all, `X-Total-Count`). The ETag covers them: a 304 tells the client that the
   * headers it kept are still right, not only the body.
   */
  readonly headers?: Readonly<Record<string, string>>;
  readonly etag: string;
  /** The body compressed; a large body's first answer is at a fast level until its best is made (body-compression.ts). */
  encoded(encoding: BodyEncoding): Promise<Buffer>;
  /** Settles once the best form of `encoding` is held (at once for a small body, which is only ever made at the best level). */
  best(encoding: BodyEncoding): Promise<void>;
}

/**
 * Serialises an answer through its contract. A cached body is sent as a string, which Fastify's
 * response serializer never sees, so encoding it through the contract here is what drops anything
 * the contract does not name (`adminNotes`) and refuses a value that breaks it.
 */
export function toCachedBody<S extends z.ZodType>(
  contract: S,
  value: z.output<S>,
  headers?: Readonly<Record<string, string>>,
): CachedBody {
  // `encode`, as fastify-type-provider-zod's serializer does with the answers it does see.
  return cachedText(JSON.stringify(z.encode(contract, value)), headers);
}

/** The strong ETag of a body and the headers sent with it; a body without headers keeps the ETag of its text alone. */
function etagOf(text: string, headers: Readonly<Record<string, string>> | undefined): string {
  const hash = createHash('sha1').update(text);
  // Two pages with the same products but different totals must not share an ETag.
  if (headers) hash.update(`\n${JSON.stringify(Object.entries(headers).sort(([a], [b]) => a.localeCompare(b)))}`);
  return `"${hash.digest('base64url')}"`;
}

/**
 * Any text as a cached body: its ETag now, its compressed forms when first asked for. A large body
 * is sent at a fast level first and its best form made in the background (body-compression.ts).
 * The functions below reach the text through a weak reference only: a version the caches have
 * dropped (the catalogue changed again) is not kept alive by its queued compression, which is skipped.
 */
export function cachedText(text: string, headers?: Readonly<Record<string, string>>): CachedBody {
  const made = new Map<BodyEncoding, Promise<Buffer>>();
  const bestMade = new Map<BodyEncoding, Promise<void>>();
  const large = text.length >= LARGE_BYTES;
  const body: CachedBody = {
    text,
    ...(headers ? { headers } : {}),
    etag: etagOf(text, headers),
    encoded: (encoding) => made.get(encoding) ?? make(encoding),
    best: (encoding) => {
      if (!made.has(encoding)) void make(encoding).catch(() => undefined);
      return bestMade.get(encoding) ?? Promise.resolve();
    },
  };
  const ref = new WeakRef(body);

  function make(encoding: BodyEncoding): Promise<Buffer> {
    const first = compress(ref.deref()!.text, encoding, large ? 'fast' : 'best');
    made.set(encoding, first);
    // A failed compression is not remembered: the next request tries again.
    first.catch(() => {
      if (made.get(encoding) === first) made.delete(encoding);
    });
    if (!large) {
      bestMade.set(
        encoding,
        first.then(
          () => undefined,
          () => undefined,
        ),
      );
      return first;
    }
    const best = inBackground(async () => {
      const still = ref.deref();
      return still ? compress(still.text, encoding, 'best') : null;
    }).then(
      (bytes) => {
        if (bytes && made.get(encoding) === first) made.set(encoding, Promise.resolve(bytes));
      },
      // The fast form stays; it is a correct answer, only larger.
      () => undefined,
    );
    bestMade.set(encoding, best);
    return first;
  }
  return body;
}

/**
 * An upper bound of what a cached body holds: its text, its headers, and both compressed forms
 * once made (brotli and gzip never pass the UTF-8 bytes by more than a frame's overhead, 0.1 %).
 */
export function cachedBodyBytes(body: CachedBody): number {
  const utf8 = Buffer.byteLength(body.text);
  const compressed = utf8 + Math.ceil(utf8 / 1000) + 64;
  const headers = body.headers ? stringBytes(JSON.stringify(body.headers)) : 0;
  return stringBytes(body.text, utf8) + stringBytes(body.etag) + headers + 2 * compressed;
}

/** Cached bodies by key, held within `maxBytes` (memory/budgets.ts), least recently used dropped first. */
export const cachedBodies = (maxBytes: number, maxEntries?: number) =>
  new ByteBoundedCache<CachedBody>({ maxBytes, maxEntries, sizeOf: (_key, body) => cachedBodyBytes(body) });

/**
 * A small in-memory cache with a time limit, for catalogue reads. Every copy of the server keeps
 * its own; a write clears it in every copy through PostgreSQL's NOTIFY (events/cache-invalidation.ts),
 * and the TTL bounds how stale it can be if a notification is ever missed.
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

  /** Forgets one key; a load in flight for it still answers its callers but is not kept. */
  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
