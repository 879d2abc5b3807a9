import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { z } from 'zod';
import { ByteBoundedCache, stringBytes } from './memory/byte-bounded-cache';

/** The encodings a cached body is kept in besides plain JSON. */
export type BodyEncoding = 'br' | 'gzip';

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
  encoded(encoding: BodyEncoding): Promise<Buffer>;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compress(text: string, encoding: BodyEncoding): Promise<Buffer> {
  const bytes = Buffer.from(text, 'utf8');
  return encoding === 'br'
    ? brotli(bytes, {
        params: {
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipAsync(bytes, { level: zlib.Z_BEST_COMPRESSION });
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

/** Any text as a cached body: its ETag now, its compressed forms when first asked for. */
export function cachedText(text: string, headers?: Readonly<Record<string, string>>): CachedBody {
  const made = new Map<BodyEncoding, Promise<Buffer>>();
  return {
    text,
    ...(headers ? { headers } : {}),
    etag: etagOf(text, headers),
    encoded(encoding) {
      let bytes = made.get(encoding);
      if (!bytes) {
        bytes = compress(text, encoding);
        made.set(encoding, bytes);
        // A failed compression is not remembered: the next request tries again.
        bytes.catch(() => made.delete(encoding));
      }
      return bytes;
    },
  };
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

  clear(): void {
    this.entries.clear();
  }
}
