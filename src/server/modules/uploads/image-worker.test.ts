/**
 * A photo's copies are made in a process of its own (image-processing.ts): the shop's process
 * never loads libvips, so the native memory a 48 MP decode takes goes back to the system when the
 * worker exits (performance A9, issue 20). This file must not import sharp itself.
 */
import { execFileSync } from 'node:child_process';
import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeImageCopies, sniffImage, UnreadableImage } from './image-processing';

/** A small RGB PNG written by hand (no image library in this process). */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0xc8)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The image libraries loaded into a fresh Node process after it made a photo's copies through
 * image-processing.ts, as the shop does. A process of its own: the API tests share their worker
 * processes between files (decision 0231), and another file may have loaded sharp into this one.
 */
function librariesAfterCopiesInAFreshProcess(): string[] {
  const script = `
    import { makeImageCopies } from ${JSON.stringify(new URL('./image-processing.ts', import.meta.url).href)};
    const photo = Buffer.from(process.argv[1], 'base64');
    const copies = await makeImageCopies(photo, 'png');
    const libraries = process.report.getReport().sharedObjects.filter((file) => /vips|sharp/i.test(file));
    console.log(JSON.stringify({ copies: copies.length, libraries }));
  `;
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script, png(120, 80).toString('base64')],
    { encoding: 'utf8' },
  );
  const { copies, libraries } = JSON.parse(out.trim().split('\n').at(-1)!) as { copies: number; libraries: string[] };
  expect(copies).toBe(6);
  return libraries;
}

// Two fresh processes (the worker, and a Node process compiling TypeScript through tsx) on a
// machine that may be running the whole suite beside the journeys: far more than the usual limit.
const FRESH_PROCESSES_TIMEOUT_MS = 120_000;

describe('the image worker', () => {
  it(
    'makes the copies in its own process: libvips is never loaded into the shop',
    async () => {
      const photo = png(120, 80);
      expect(sniffImage(photo)).toBe('png');
      const copies = await makeImageCopies(photo, 'png');
      expect(copies).toHaveLength(6);
      expect(
        copies.every((copy) => Buffer.isBuffer(copy.data) && copy.data.length > 0 && copy.outputWidth === 120),
      ).toBe(true);
      expect(librariesAfterCopiesInAFreshProcess()).toEqual([]);
    },
    FRESH_PROCESSES_TIMEOUT_MS,
  );

  it('answers a photo it cannot read with UnreadableImage, and the next photo still works', async () => {
    const broken = Buffer.concat([png(10, 10).subarray(0, 40), Buffer.alloc(100, 7)]);
    await expect(makeImageCopies(broken, 'png')).rejects.toBeInstanceOf(UnreadableImage);
    await expect(makeImageCopies(png(10, 10), 'png')).resolves.toHaveLength(6);
  });
});
