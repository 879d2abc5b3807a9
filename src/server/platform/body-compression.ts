/**
 * Compressing cached answers (decision 0228). A body is compressed once per version at the best
 * level (performance A1), and that stays so for ordinary answers. A large one is different: the
 * 5,000-product catalogue (4.6 MiB of JSON) costs about 2.5 s of CPU at brotli's best level, and the
 * first visitor after every change waited for it (issue 27). So a body from `LARGE_BYTES` up is first
 * sent at a fast level (tens of milliseconds) and its best form is made afterwards, off the request
 * path, one at a time for the whole process (a budget of one worker thread of libuv's four, so a
 * burst of catalogue changes never fills the pool the database driver and file reads also use).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

/** The encodings a cached body is kept in besides plain JSON. */
export type BodyEncoding = 'br' | 'gzip';

/** From this size a body's best compression is made in the background (the catalogue at a few hundred products). */
export const LARGE_BYTES = 256 * 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `best`: the smallest answer, paid once per version; `fast`: what a waiting visitor can afford. */
export function compress(text: string, encoding: BodyEncoding, level: 'best' | 'fast'): Promise<Buffer> {
  const bytes = Buffer.from(text, 'utf8');
  return encoding === 'br'
    ? brotli(bytes, {
        params: {
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_QUALITY]: level === 'best' ? zlib.BROTLI_MAX_QUALITY : 5,
          [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipAsync(bytes, { level: level === 'best' ? zlib.Z_BEST_COMPRESSION : 6 });
}

// The background queue: each job starts when the one before has settled.
let queue: Promise<unknown> = Promise.resolve();
let queued = 0;

/** Runs `job` after every background compression queued before it; resolves with its result. */
export function inBackground<T>(job: () => Promise<T>): Promise<T> {
  queued += 1;
  const run = queue.then(job).finally(() => {
    queued -= 1;
  });
  queue = run.catch(() => undefined);
  return run;
}

/** Background compressions queued or running now (for a test and for reading a rush). */
export const backgroundCompressions = () => queued;
