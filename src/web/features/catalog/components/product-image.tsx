import { cn } from '@/web/lib/cn';

/** Images we make ourselves come in two widths: `name.webp` (800 px) and `name-400w.webp`. */
export function responsiveSources(src: string): { src: string; srcSet?: string } {
  if (/^\/(images|objects)\/.+\.webp$/.test(src)) {
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
  return (
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
}
