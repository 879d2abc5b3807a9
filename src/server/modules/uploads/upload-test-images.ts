/** Files for the upload tests, made on the spot with sharp (no binary fixtures in the repository). */
import sharp from 'sharp';

/**
 * A phone photo: 4032x3024 JPEG of about 4 MB (the 3-5 MB; tests assert it) stored sideways with EXIF orientation 6 (shown
 * rotated 90° clockwise), a GPS position and a camera make. The stored top-left quarter is red,
 * the rest noise (so the file has a phone photo's size): upright, the red quarter is at the top right.
 */
export async function phonePhoto(): Promise<Buffer> {
  const red = await sharp({ create: { width: 2016, height: 1512, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 0, sigma: 40 },
    },
  })
    .composite([{ input: red, top: 0, left: 0 }])
    .jpeg({ quality: 88 })
    .withExif({
      IFD0: { Make: 'TestPhone' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '36/1 50/1 3000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '174/1 45/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The phone photo is 3-5 MB. */
export const PHONE_PHOTO_BYTES = { min: 3 * 1024 * 1024, max: 5 * 1024 * 1024 } as const;

export const smallPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c08040' } })
    .png()
    .toBuffer();

/** Whether an EXIF block carries a GPS directory (tag 0x8825, either byte order). */
export const hasGpsTag = (exif: Buffer | undefined) =>
  Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))));

/** Files that claim to be PNG images and are not (P35). */
export const NOT_IMAGES = {
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>'),
  html: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
};

/** The colour at (x, y) of an image as [r, g, b]. */
export async function pixelAt(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}
