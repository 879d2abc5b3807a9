/**
 * The copies made of an upload, straight from the bytes: WebP and AVIF in each width, 8-bit sRGB
 * whatever the photo's colour space or depth, never wider than the photo.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeImageCopies, sniffImage, UnreadableImage } from './image-processing';

const firstPixel = async (image: Buffer) => {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  return [...data.subarray(0, info.channels)];
};

describe('makeImageCopies', () => {
  it.each([
    [
      'a CMYK JPEG',
      () =>
        sharp({ create: { width: 300, height: 200, channels: 3, background: '#ff0000' } })
          .toColourspace('cmyk')
          .jpeg(),
      'jpeg',
      [230, 0, 20],
    ],
    [
      'a 16-bit PNG',
      () =>
        sharp({ create: { width: 300, height: 200, channels: 3, background: '#00ff00' } })
          .toColourspace('rgb16')
          .png(),
      'png',
      [0, 255, 0],
    ],
    [
      'a grey PNG',
      () =>
        sharp({ create: { width: 300, height: 200, channels: 3, background: '#808080' } })
          .greyscale()
          .png(),
      'png',
      [128, 128, 128],
    ],
    [
      'a PNG with transparency',
      () =>
        sharp({
          create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } },
        }).png(),
      'png',
      [0, 0, 255, 128],
    ],
  ] as const)('makes WebP and AVIF copies of %s in its colours', async (_name, make, kind, colour) => {
    const bytes = await make().toBuffer();
    expect(sniffImage(bytes)).toBe(kind);
    const copies = await makeImageCopies(bytes, kind);
    expect(copies.map((c) => `${c.format}-${c.width}`).sort()).toEqual([
      'avif-1600',
      'avif-400',
      'avif-800',
      'webp-1600',
      'webp-400',
      'webp-800',
    ]);
    for (const copy of copies) {
      const meta = await sharp(copy.data).metadata();
      expect(meta.format).toBe(copy.format === 'avif' ? 'heif' : 'webp');
      // Never enlarged: the 300 px photo stays 300 px in the 800 and 1600 copies.
      expect([meta.width, copy.outputWidth]).toEqual([Math.min(300, copy.width), Math.min(300, copy.width)]);
      const pixel = await firstPixel(copy.data);
      expect(pixel).toHaveLength(colour.length);
      pixel.forEach((value, i) =>
        expect(Math.abs(value - colour[i]!), `${copy.format}-${copy.width}`).toBeLessThan(12),
      );
    }
  });

  it('refuses bytes the decoder reads as another type than their magic numbers say', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await expect(makeImageCopies(png, 'jpeg')).rejects.toBeInstanceOf(UnreadableImage);
  });
});
