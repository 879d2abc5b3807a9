/**
 * The names of an uploaded photo's copies (docs/decisions/0052-image-uploads.md). No zod here: the
 * storefront imports this, and nothing else of the admin's contracts.
 */

/** Widths of the WebP and AVIF copies made of an uploaded photo (`<path>.webp` is the 800 px one). */
export const PRODUCT_IMAGE_WIDTHS = [400, 800, 1600] as const;

/**
 * `srcset` of an uploaded image's path (`/objects/….webp`) in every width, as WebP or as the AVIF
 * copies; undefined for other images (the seed's drawings have no AVIF and no 1600w copy).
 */
export function objectImageSrcSet(objectPath: string, format: 'webp' | 'avif' = 'webp'): string | undefined {
  if (!/^\/objects\/.+\.webp$/.test(objectPath)) return undefined;
  const base = objectPath.replace(/\.webp$/, '');
  return PRODUCT_IMAGE_WIDTHS.map((w) => `${base}${w === 800 ? '' : `-${w}w`}.${format} ${w}w`).join(', ');
}
