/**
 * A request body copied to a new file a chunk at a time, never held whole in memory (issue 20,
 * performance A9), and stopped at the chunk that crosses the size limit. Written by hand rather
 * than with stream.pipeline: pipeline destroys its source on any error, and destroying a request
 * closes its connection before the shop can answer 413; here the body is only left unread, and
 * the answer tells the connection to close (uploads.routes.ts).
 */
import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';

/** The sender went away (or the body broke) before the last byte arrived. */
export class BodyCutOff extends Error {}

/**
 * Copies `body` into `file` (which must not exist): the number of bytes copied, or 'too large'
 * once more than `maxBytes` arrived (the file then holds a part: the caller removes it).
 * Rejects with BodyCutOff when the body ends early, or with the disk's error.
 */
export function copyAtMost(body: Readable, file: string, maxBytes: number): Promise<number | 'too large'> {
  return new Promise((resolve, reject) => {
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- the storage's own temporary name (local-storage.ts)
    const out = createWriteStream(file, { flags: 'wx' });
    let size = 0;
    let settled = false;
    let stopping = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      body.off('data', onData);
      body.off('end', onEnd);
      body.off('error', onBodyError);
      body.off('close', onClose);
      outcome();
    };
    // Settled only once the file is closed: a file still being opened could appear after the
    // caller removed it.
    const stopWriting = (outcome: () => void) => {
      stopping = true;
      body.pause();
      out.once('close', () => settle(outcome));
      out.destroy();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        stopWriting(() => resolve('too large'));
        return;
      }
      // Backpressure: a disk slower than the line pauses the body instead of queueing it in memory.
      if (!out.write(chunk)) {
        body.pause();
        out.once('drain', () => body.resume());
      }
    };
    const onEnd = () => out.end();
    const onBodyError = (error: Error) =>
      stopWriting(() => reject(new BodyCutOff('The upload was cut off', { cause: error })));
    const onClose = () => {
      if (!body.readableEnded) onBodyError(new Error('closed before its end'));
    };
    out.once('finish', () => settle(() => resolve(size)));
    out.on('error', (error) => {
      // Writes still queued when the copy is stopped fail; only a disk error of its own counts.
      if (stopping) return;
      body.pause();
      settle(() => reject(error));
    });
    body.on('data', onData);
    body.once('end', onEnd);
    body.once('error', onBodyError);
    body.once('close', onClose);
  });
}
