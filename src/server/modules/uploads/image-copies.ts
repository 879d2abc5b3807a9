/**
 * What an uploaded photo becomes: its real type read from its first bytes (JPEG, PNG or WebP, and
 * nothing else, whatever its name or declared type says), then upright (EXIF orientation applied),
 * without metadata (a phone's GPS position never leaves the server), as WebP and AVIF in a few
 * widths (docs/decisions/0052-image-uploads.md). The copies are made in the image worker's own
 * process (image-processing.ts says why); this file is what that process runs.
 */
import type { Sharp } from 'sharp';
import { PRODUCT_IMAGE_WIDTHS } from '../../../contracts/admin-catalog';

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** How many of a file's first bytes sniffImage reads. */
export const MAGIC_BYTES = 12;

/** The image type the bytes really are, by their magic numbers (the first MAGIC_BYTES), or null. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  return null;
}

export type CopyFormat = 'webp' | 'avif';

export interface ImageCopy {
  /** The width asked for (the copy is narrower when the photo is). */
  width: (typeof PRODUCT_IMAGE_WIDTHS)[number];
  format: CopyFormat;
  data: Buffer;
  outputWidth: number;
  outputHeight: number;
}

/** Largest photo accepted, in pixels (a 48 MP phone photo is 8000x6000). */
const MAX_INPUT_PIXELS = 60_000_000;

export class UnreadableImage extends Error {}

let sharpModule: Promise<typeof import('sharp')> | null = null;

/**
 * sharp (and libvips) is loaded with the photo, in the worker, never in the shop's process
 * (performance A9), and set for one photo: no cache of decoded images, and one libvips thread,
 * so encoding leaves the second core to the requests the shop is answering.
 */
function loadSharp(): Promise<typeof import('sharp')> {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return sharpModule;
}

/**
 * AVIF at effort 2 of 9: sharp's default (4) took over 30 s for a noisy 12 MP photo on one core,
 * effort 2 about as long as the WebP copies, and the files stay well below the WebP ones.
 */
const AVIF = { quality: 50, effort: 2 } as const;
const WEBP = { quality: 80, effort: 4 } as const;

/**
 * The WebP and AVIF copies of an image, one of each per width in PRODUCT_IMAGE_WIDTHS; throws
 * UnreadableImage. The photo (its bytes, or a file's path) is decoded, turned upright and brought
 * down to the largest width once; every copy is made from that. Runs in the calling process: the shop calls
 * makeImageCopies (image-processing.ts), which runs this in a worker process.
 */
export async function makeImageCopiesInProcess(source: Buffer | string, kind: ImageKind): Promise<ImageCopy[]> {
  let base: Sharp;
  let load: typeof import('sharp');
  try {
    load = await loadSharp();
    base = load(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await base.metadata();
    // The decoder must agree with the magic numbers (a PNG header on something else is refused).
    if (meta.format !== kind) throw new UnreadableImage(`decoded as ${meta.format ?? 'nothing'}`);
  } catch (error) {
    throw error instanceof UnreadableImage ? error : new UnreadableImage(String(error));
  }
  try {
    // rotate() without an angle applies the EXIF orientation; sharp writes no metadata unless asked.
    const largest = Math.max(...PRODUCT_IMAGE_WIDTHS);
    const { data, info } = await base
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      // 8-bit sRGB whatever came in (CMYK JPEG, 16-bit or grey PNG), as the encoders expect.
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const upright = load(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const jobs = PRODUCT_IMAGE_WIDTHS.flatMap((width) =>
      (['webp', 'avif'] as const).map(async (format) => {
        const sized = upright.clone().resize({ width, withoutEnlargement: true });
        const encoded = format === 'webp' ? sized.webp(WEBP) : sized.avif(AVIF);
        const out = await encoded.toBuffer({ resolveWithObject: true });
        return { width, format, data: out.data, outputWidth: out.info.width, outputHeight: out.info.height };
      }),
    );
    return await Promise.all(jobs);
  } catch (error) {
    throw new UnreadableImage(String(error));
  }
}
