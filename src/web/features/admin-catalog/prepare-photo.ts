/**
 * A photo made ready to send (issue 20, "Photos from a phone stall"): a phone's 4-10 MB photo is
 * brought down to at most 2400 px on its longest edge and re-encoded (WebP, or JPEG where the
 * browser cannot write WebP) before it goes up, so a slow line carries a fraction of the bytes.
 * The server still makes its own copies from what arrives (1600 px the largest), so nothing it
 * shows is lost. The 10 MB rule is checked on the file the person picked, before this runs.
 *
 * Whatever cannot be done here (an old browser, a format it cannot decode) leaves the file as it
 * was: the server reads it, or says clearly why not. Decision record 0111.
 */

/** The longest edge sent: above the largest copy the shop makes (1600 px), with room to crop. */
export const MAX_PHOTO_EDGE = 2400;
/** Encoder quality: no visible loss at the sizes the shop shows. */
export const PHOTO_QUALITY = 0.85;
/** A photo already this small and within the edge is sent untouched (re-encoding would only lose). */
export const SEND_AS_IS_BYTES = 1024 * 1024;

const SENDABLE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export interface DecodedPhoto {
  /** Upright size (the camera's orientation applied). */
  width: number;
  height: number;
  source: CanvasImageSource;
  close(): void;
}

export type PhotoType = 'image/webp' | 'image/jpeg';

/** The browser's parts this module uses, passed in so tests can stand in for them. */
export interface PhotoTools {
  /** Null when this browser cannot decode images off the page. */
  decode: ((file: Blob) => Promise<DecodedPhoto>) | null;
  /** The photo drawn at `size` and encoded; null when the browser cannot. */
  encode(photo: DecodedPhoto, size: { width: number; height: number }, type: PhotoType): Promise<Blob | null>;
}

/** The size that fits within `maxEdge` on both sides, keeping the proportions; never larger. */
export function fitWithin(width: number, height: number, maxEdge = MAX_PHOTO_EDGE): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const renamed = (name: string, type: PhotoType) =>
  `${name.replace(/\.[^./\\]+$/, '') || 'photo'}.${type === 'image/webp' ? 'webp' : 'jpg'}`;

/** The file to send for `file`: smaller and re-encoded when that helps, else `file` itself. */
export async function preparePhoto(file: File, tools: PhotoTools = browserPhotoTools()): Promise<File> {
  if (!tools.decode) return file;
  let photo: DecodedPhoto;
  try {
    photo = await tools.decode(file);
  } catch {
    return file;
  }
  try {
    const size = fitWithin(photo.width, photo.height);
    const shrinks = size.width < photo.width || size.height < photo.height;
    const sendable = SENDABLE_TYPES.includes(file.type);
    if (!shrinks && sendable && file.size <= SEND_AS_IS_BYTES) return file;

    let blob = await tools.encode(photo, size, 'image/webp').catch(() => null);
    // A browser that cannot write WebP gives PNG instead: JPEG is smaller for a photo.
    if (blob?.type !== 'image/webp') blob = await tools.encode(photo, size, 'image/jpeg').catch(() => null);
    if (!blob || (blob.type !== 'image/webp' && blob.type !== 'image/jpeg')) return file;
    if (sendable && !shrinks && blob.size >= file.size) return file;
    const type = blob.type as PhotoType;
    return new File([blob], renamed(file.name, type), { type, lastModified: file.lastModified });
  } finally {
    photo.close();
  }
}

/** The real browser's parts: createImageBitmap (camera orientation applied) and a canvas. */
export function browserPhotoTools(): PhotoTools {
  const canDecode = typeof globalThis.createImageBitmap === 'function' && typeof document !== 'undefined';
  return {
    decode: canDecode
      ? async (file) => {
          const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
          return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
        }
      : null,
    encode(photo, size, type) {
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      const context = canvas.getContext('2d');
      if (!context) return Promise.resolve(null);
      // JPEG has no transparency: a transparent PNG's background becomes white, not black.
      if (type === 'image/jpeg') {
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, size.width, size.height);
      }
      context.imageSmoothingQuality = 'high';
      context.drawImage(photo.source, 0, 0, size.width, size.height);
      return new Promise((resolve) => canvas.toBlob(resolve, type, PHOTO_QUALITY));
    },
  };
}
