import { open } from 'node:fs/promises';

/** The first `count` bytes of a file (fewer when it is shorter): what a type check reads, not the whole photo. */
export async function firstBytes(file: string, count: number): Promise<Buffer> {
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- a path from ObjectStorage.asFile, never from a request
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(count);
    const { bytesRead } = await handle.read(buffer, 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
