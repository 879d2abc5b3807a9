/**
 * The image worker: a process of its own that makes one photo's copies and exits
 * (image-processing.ts says why). It gets `{ file, kind }` (a photo's path) or `{ bytes, kind }`
 * from its parent over IPC and answers `{ copies }` or `{ error, unreadable }`.
 */
import { type ImageKind, makeImageCopiesInProcess, UnreadableImage } from './image-copies';

process.once('message', (job: ({ bytes: Uint8Array } | { file: string }) & { kind: ImageKind }) => {
  const source = 'file' in job ? job.file : Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  makeImageCopiesInProcess(source, job.kind).then(
    (copies) => process.send!({ copies }, () => process.exit(0)),
    (error: unknown) =>
      process.send!({ error: String(error), unreadable: error instanceof UnreadableImage }, () => process.exit(0)),
  );
});
