/**
 * The photo made ready to send (issue 20, "Photos from a phone stall"): smaller and re-encoded
 * when that helps, the file itself when it does not or cannot be. The browser's decoder and
 * canvas are stood in for here (Node has neither); what they are asked for is what is tested.
 */
import { describe, expect, it } from 'vitest';
import { type DecodedPhoto, fitWithin, MAX_PHOTO_EDGE, preparePhoto, type PhotoTools } from './prepare-photo';

const photoFile = (bytes: number, name = 'IMG_0001.jpg', type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });

/** A stand-in decoder and encoder that record what they were asked. */
function tools(options: {
  width: number;
  height: number;
  /** The encoded size per type; a type missing gives PNG, as a browser without that encoder does. */
  encoded?: Partial<Record<string, number>>;
  decodeFails?: boolean;
}) {
  const asked: Array<{ type: string; width: number; height: number }> = [];
  let closed = 0;
  const photo: DecodedPhoto = {
    width: options.width,
    height: options.height,
    source: {} as CanvasImageSource,
    close: () => (closed += 1),
  };
  const result: PhotoTools = {
    decode: async () => {
      if (options.decodeFails) throw new Error('cannot decode HEIC');
      return photo;
    },
    encode: async (_photo, size, type) => {
      asked.push({ type, ...size });
      const bytes = options.encoded?.[type];
      return bytes === undefined
        ? new Blob([new Uint8Array(10)], { type: 'image/png' })
        : new Blob([new Uint8Array(bytes)], { type });
    },
  };
  return { result, asked, closed: () => closed };
}

describe('fitWithin', () => {
  it('brings the longest edge down to 2400 px, keeping the proportions, and never enlarges', () => {
    expect(MAX_PHOTO_EDGE).toBe(2400);
    expect(fitWithin(4032, 3024)).toEqual({ width: 2400, height: 1800 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1800, height: 2400 });
    expect(fitWithin(8000, 6000)).toEqual({ width: 2400, height: 1800 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(2400, 10)).toEqual({ width: 2400, height: 10 });
    expect(fitWithin(24_000, 1)).toEqual({ width: 2400, height: 1 });
  });
});

describe('preparePhoto', () => {
  it("turns a phone's 9 MB photo into a 2400 px WebP named after it", async () => {
    const stand = tools({ width: 4032, height: 3024, encoded: { 'image/webp': 900_000 } });
    const sent = await preparePhoto(photoFile(9 * 1024 * 1024), stand.result);
    expect(stand.asked).toEqual([{ type: 'image/webp', width: 2400, height: 1800 }]);
    expect([sent.name, sent.type, sent.size]).toEqual(['IMG_0001.webp', 'image/webp', 900_000]);
    expect(stand.closed()).toBe(1);
  });

  it('falls back to JPEG where the browser cannot write WebP', async () => {
    const stand = tools({ width: 3024, height: 4032, encoded: { 'image/jpeg': 1_200_000 } });
    const sent = await preparePhoto(photoFile(5 * 1024 * 1024, 'cake.png', 'image/png'), stand.result);
    expect(stand.asked.map((a) => a.type)).toEqual(['image/webp', 'image/jpeg']);
    expect(stand.asked[1]).toEqual({ type: 'image/jpeg', width: 1800, height: 2400 });
    expect([sent.name, sent.type, sent.size]).toEqual(['cake.jpg', 'image/jpeg', 1_200_000]);
  });

  it('sends a small photo within the edge as it is, without re-encoding it', async () => {
    const stand = tools({ width: 1200, height: 900, encoded: { 'image/webp': 100 } });
    const file = photoFile(300_000);
    expect(await preparePhoto(file, stand.result)).toBe(file);
    expect(stand.asked).toEqual([]);
  });

  it('keeps the original when re-encoding a photo within the edge would not make it smaller', async () => {
    const stand = tools({ width: 2000, height: 1500, encoded: { 'image/webp': 3_000_000 } });
    const file = photoFile(2_000_000);
    expect(await preparePhoto(file, stand.result)).toBe(file);
  });

  it('sends the file as it is when the browser cannot decode it (the server then decides)', async () => {
    const heic = photoFile(4_000_000, 'IMG_0002.heic', 'image/heic');
    expect(await preparePhoto(heic, tools({ width: 1, height: 1, decodeFails: true }).result)).toBe(heic);
    expect(await preparePhoto(heic, { decode: null, encode: async () => null })).toBe(heic);
  });

  it('sends the file as it is when the browser can encode neither WebP nor JPEG', async () => {
    const stand = tools({ width: 4032, height: 3024, encoded: {} });
    const file = photoFile(6_000_000);
    expect(await preparePhoto(file, stand.result)).toBe(file);
    expect(stand.closed()).toBe(1);
  });

  it('in a page without createImageBitmap (an old browser, or jsdom) leaves the file alone', async () => {
    const file = photoFile(6_000_000);
    expect(await preparePhoto(file)).toBe(file);
  });
});
