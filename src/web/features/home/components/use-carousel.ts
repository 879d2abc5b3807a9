import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** Storefront spec section 9. */
export const AUTO_ADVANCE_MS = 6000;
export const TRANSITION_LOCK_MS = 600;
export const SWIPE_THRESHOLD_PX = 50;

export type SwipeDirection = 'next' | 'prev';

/** A horizontal drag of more than the threshold: leftwards goes to the next slide, rightwards to the previous. */
export function swipeDirection(deltaX: number, threshold = SWIPE_THRESHOLD_PX): SwipeDirection | null {
  if (deltaX < -threshold) return 'next';
  if (deltaX > threshold) return 'prev';
  return null;
}

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function getReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION_QUERY).matches
    : false;
}

/** The server (and therefore the hydrating render) assumes motion is fine; React re-renders if not. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, getReducedMotion, () => false);
}

export interface CarouselOptions {
  count: number;
  autoAdvanceMs?: number;
  lockMs?: number;
}

export interface Carousel {
  index: number;
  /** True for TRANSITION_LOCK_MS after each change; navigation calls are ignored meanwhile. */
  locked: boolean;
  /** The visitor's pause/play choice. Defaults to paused when they prefer reduced motion. */
  paused: boolean;
  /** Whether the slideshow is advancing on its own right now (not paused, hovered or focused). */
  playing: boolean;
  next: () => void;
  prev: () => void;
  goTo: (index: number) => void;
  swipe: (deltaX: number) => void;
  togglePaused: () => void;
  setHovered: (hovered: boolean) => void;
  setFocused: (focused: boolean) => void;
}

export function useCarousel({
  count,
  autoAdvanceMs = AUTO_ADVANCE_MS,
  lockMs = TRANSITION_LOCK_MS,
}: CarouselOptions): Carousel {
  const [index, setIndex] = useState(0);
  const [locked, setLocked] = useState(false);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  // Refs let two clicks in the same tick see the lock and the index before React re-renders.
  const indexRef = useRef(0);
  const lockedRef = useRef(false);
  const unlockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(unlockTimer.current), []);

  const goTo = useCallback(
    (target: number) => {
      if (lockedRef.current || count < 2) return;
      const nextIndex = ((target % count) + count) % count;
      if (nextIndex === indexRef.current) return;
      indexRef.current = nextIndex;
      lockedRef.current = true;
      setIndex(nextIndex);
      setLocked(true);
      unlockTimer.current = setTimeout(() => {
        lockedRef.current = false;
        setLocked(false);
      }, lockMs);
    },
    [count, lockMs],
  );

  const next = useCallback(() => goTo(indexRef.current + 1), [goTo]);
  const prev = useCallback(() => goTo(indexRef.current - 1), [goTo]);

  const swipe = useCallback(
    (deltaX: number) => {
      const direction = swipeDirection(deltaX);
      if (direction === 'next') next();
      else if (direction === 'prev') prev();
    },
    [next, prev],
  );

  const paused = userPaused ?? reducedMotion;
  const playing = !paused && !hovered && !focused && count > 1;

  // A hover or focus pause keeps the time already spent on the slide, so the dot's progress
  // bar and the timer stay in step; a new slide starts a full interval.
  const countdown = useRef({ index: 0, remaining: autoAdvanceMs });
  useEffect(() => {
    if (!playing) return;
    if (countdown.current.index !== index) countdown.current = { index, remaining: autoAdvanceMs };
    const startedAt = Date.now();
    const timer = setTimeout(next, countdown.current.remaining);
    return () => {
      clearTimeout(timer);
      if (countdown.current.index === index) {
        countdown.current.remaining = Math.max(0, countdown.current.remaining - (Date.now() - startedAt));
      }
    };
  }, [playing, index, autoAdvanceMs, next]);

  const togglePaused = useCallback(() => setUserPaused(!paused), [paused]);

  return { index, locked, paused, playing, next, prev, goTo, swipe, togglePaused, setHovered, setFocused };
}
