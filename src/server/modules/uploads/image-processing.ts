/**
 * Makes a photo's copies in a process of its own that exits afterwards (issue 20). libvips
 * decodes a 12-48 MP photo into hundreds of MB of native memory which glibc keeps in the
 * process once freed: made in the shop's process, five 10 MB photos left it at 510 MB resident
 * (performance A9: 200 MB). A worker's memory goes back to the system when it exits, and a photo
 * that crashes the decoder takes down the worker, not the shop. Starting one costs about 0.2 s,
 * nothing beside the seconds the copies take.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectRoot } from '../../platform/project-root';
import { type ImageCopy, type ImageKind, UnreadableImage } from './image-copies';

export { type ImageCopy, type ImageKind, MAGIC_BYTES, sniffImage, UnreadableImage } from './image-copies';

/** A photo whose copies take longer than this is given up (the worker is killed). */
const WORKER_TIME_LIMIT_MS = 3 * 60_000;

/** The built worker beside the built server, or the source one through tsx (tests, development). */
function workerCommand(): { file: string; execArgv: string[] } {
  // The build makes dist/server/image-worker.js with the server that imports this.
  const runningBuilt = !fileURLToPath(import.meta.url).endsWith('.ts');
  if (runningBuilt) return { file: path.join(projectRoot, 'dist/server/image-worker.js'), execArgv: [] };
  return {
    file: path.join(projectRoot, 'src/server/modules/uploads/image-worker.ts'),
    execArgv: ['--import', 'tsx'],
  };
}

type WorkerAnswer = { copies: ImageCopy[] } | { error: string; unreadable: boolean };

/**
 * The WebP and AVIF copies of an image (image-copies.ts), made in a worker; throws
 * UnreadableImage. Given a file's path, the worker reads the photo itself: the shop's process
 * then never holds it, nor the serialised copy IPC makes of bytes (issue 20, performance A9).
 */
export function makeImageCopies(source: Buffer | string, kind: ImageKind): Promise<ImageCopy[]> {
  const { file, execArgv } = workerCommand();
  return new Promise((resolve, reject) => {
    const worker = fork(file, [], {
      execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const timer = setTimeout(() => {
      worker.kill('SIGKILL');
      finish(() => reject(new UnreadableImage('the photo took too long to process')));
    }, WORKER_TIME_LIMIT_MS);
    worker.once('message', (answer: WorkerAnswer) =>
      finish(() => {
        if ('copies' in answer) {
          resolve(answer.copies.map((copy) => ({ ...copy, data: Buffer.from(copy.data) })));
        } else if (answer.unreadable) {
          reject(new UnreadableImage(answer.error));
        } else {
          reject(new Error(answer.error));
        }
      }),
    );
    worker.once('error', (error) => finish(() => reject(error)));
    worker.once('exit', (code, signal) =>
      finish(() => reject(new UnreadableImage(`the image worker stopped (${signal ?? `exit ${code}`})`))),
    );
    worker.send(typeof source === 'string' ? { file: source, kind } : { bytes: source, kind });
  });
}
