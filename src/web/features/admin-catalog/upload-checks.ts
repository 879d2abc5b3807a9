/** Client-side checks of admin section 5's image upload rules, with the toasts of section 8. */

import { MAX_ADDITIONAL_IMAGES, MAX_UPLOAD_BYTES } from '@/contracts/admin-catalog';

export const MAX_IMAGE_BYTES = MAX_UPLOAD_BYTES;
/** Section 9: the product form allows 8 additional images; the component's own default is 5. */
export { MAX_ADDITIONAL_IMAGES };
export const DEFAULT_MULTI_LIMIT = 5;

export interface UploadNotice {
  title: string;
  description: string;
}

interface FileLike {
  type: string;
  size: number;
}

const isImage = (file: FileLike) => file.type.startsWith('image/');

/** One image: an image type of at most 10 MB; null when it may go up. */
export function checkSingleImage(file: FileLike): UploadNotice | null {
  if (!isImage(file)) return { title: 'Invalid File', description: 'Please select an image file' };
  if (file.size > MAX_IMAGE_BYTES) return { title: 'File Too Large', description: 'Image must be less than 10MB' };
  return null;
}

/**
 * Several images for a list that already holds `current` of at most `max`: every file must be an
 * image under 10 MB, and files beyond the remaining slots are dropped. `accepted` is what goes up;
 * `notice` is the toast to show when nothing may go up.
 */
export function checkMultipleImages<F extends FileLike>(
  files: readonly F[],
  current: number,
  max: number,
): { accepted: F[]; notice: UploadNotice | null } {
  const remaining = Math.max(0, max - current);
  if (remaining === 0) {
    return {
      accepted: [],
      notice: { title: 'Upload Limit Reached', description: `You can only upload up to ${max} images` },
    };
  }
  if (!files.every(isImage)) {
    return { accepted: [], notice: { title: 'Invalid Files', description: 'Please select only image files' } };
  }
  if (files.some((f) => f.size > MAX_IMAGE_BYTES)) {
    return { accepted: [], notice: { title: 'Files Too Large', description: 'All images must be less than 10MB' } };
  }
  return { accepted: files.slice(0, remaining), notice: null };
}

/** Section 7: a stored path that does not start with http is shown from the shop's own address. */
export function imageSrc(path: string): string {
  if (!path || /^https?:\/\//i.test(path) || path.startsWith('/') || path.startsWith('blob:')) return path;
  return `/${path}`;
}

/** Section 7, step 3: the upload address without its query string (the signature). */
export const withoutQuery = (url: string) => url.split('?')[0]!.split('#')[0]!;
