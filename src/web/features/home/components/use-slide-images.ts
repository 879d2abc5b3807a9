import { useCallback, useEffect, useState } from 'react';

/** How long a slide shows before the next one's picture is fetched: well inside the auto-advance interval. */
export const PRELOAD_NEXT_AFTER_MS = 2000;

/**
 * Which slides render their picture. The first always does (it is the preloaded LCP image); the
 * others are hidden behind it, and a lazy <img> still loads at once when it sits in the viewport,
 * so they render their picture only once they are about to show: the next slide a moment after
 * the current one appears while the slideshow plays, and every slide as soon as the visitor points
 * at or focuses the carousel (they may press Previous or a dot). A shown slide keeps its picture.
 */
export function useSlideImages(index: number, count: number, playing: boolean) {
  const [wanted, setWanted] = useState<ReadonlySet<number>>(() => new Set([0]));
  const want = useCallback((...slides: number[]) => {
    setWanted((current) => (slides.every((s) => current.has(s)) ? current : new Set([...current, ...slides])));
  }, []);

  useEffect(() => want(index), [index, want]);

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => want((index + 1) % count), PRELOAD_NEXT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [index, count, playing, want]);

  const wantAll = useCallback(() => want(...Array.from({ length: count }, (_, i) => i)), [count, want]);
  return { hasImage: (slide: number) => wanted.has(slide), wantAll };
}
