import { objectImageSrcSet } from '@/contracts/product-images';
import { cn } from '@/web/lib/cn';

export interface ResponsiveSources {
  src: string;
  /** WebP widths for the `<img>` (and its WebP `<source>`). */
  srcSet?: string;
  /** AVIF widths, for uploaded photos only. */
  avifSrcSet?: string;
}

/**
 * Uploaded photos (`/objects/….webp`) come in 400, 800 and 1600 px, each as WebP and AVIF
 * (docs/decisions/0052-image-uploads.md); the seed's drawings (`/images/….webp`) in 400 and 800 px,
 * WebP only. Anything else is shown as it is.
 */
export function responsiveSources(src: string): ResponsiveSources {
  const uploaded = objectImageSrcSet(src);
  if (uploaded) return { src, srcSet: uploaded, avifSrcSet: objectImageSrcSet(src, 'avif') };
  if (/^\/images\/.+\.webp$/.test(src)) {
    const small = src.replace(/\.webp$/, '-400w.webp');
    return { src, srcSet: `${small} 400w, ${src} 800w` };
  }
  return { src };
}

interface ProductImageProps {
  src: string;
  alt: string;
  sizes: string;
  className?: string;
  /** The largest image above the fold: loaded first, never lazily. */
  priority?: boolean;
}

export function ProductImage({ src, alt, sizes, className, priority = false }: ProductImageProps) {
  const sources = responsiveSources(src);
  const img = (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sizes}
      alt={alt}
      width={800}
      height={800}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={cn('aspect-square w-full object-cover', className)}
    />
  );
  if (!sources.avifSrcSet) return img;
  // `contents`: the <picture> adds no box, so the <img> lays out exactly as without it.
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={sources.avifSrcSet} sizes={sizes} />
      <source type="image/webp" srcSet={sources.srcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
