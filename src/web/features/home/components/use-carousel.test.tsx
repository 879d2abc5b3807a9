// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_ADVANCE_MS, SWIPE_THRESHOLD_PX, TRANSITION_LOCK_MS, swipeDirection, useCarousel } from './use-carousel';

const setup = (count = 4) => renderHook(() => useCarousel({ count }));
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function mockReducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches && query.includes('reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useCarousel', () => {
  it('uses the spec constants', () => {
    expect(AUTO_ADVANCE_MS).toBe(6000);
    expect(TRANSITION_LOCK_MS).toBe(600);
    expect(SWIPE_THRESHOLD_PX).toBe(50);
  });

  it('advances every 6 s and wraps around after the last slide', () => {
    const { result } = setup();
    expect(result.current.index).toBe(0);
    expect(result.current.playing).toBe(true);

    tick(AUTO_ADVANCE_MS - 1);
    expect(result.current.index).toBe(0);
    tick(1);
    expect(result.current.index).toBe(1);

    // One interval per act(): React schedules the next timer in an effect after each change.
    for (const expected of [2, 3, 0]) {
      tick(AUTO_ADVANCE_MS);
      expect(result.current.index).toBe(expected);
    }
  });

  it('does not advance while paused, and resumes when played again', () => {
    const { result } = setup();
    act(() => result.current.togglePaused());
    expect(result.current.paused).toBe(true);
    expect(result.current.playing).toBe(false);

    tick(AUTO_ADVANCE_MS * 5);
    expect(result.current.index).toBe(0);

    act(() => result.current.togglePaused());
    expect(result.current.paused).toBe(false);
    tick(AUTO_ADVANCE_MS);
    expect(result.current.index).toBe(1);
  });

  it('does not advance while hovered or focused, then finishes the interval it had started', () => {
    const { result } = setup();
    tick(4000);
    act(() => result.current.setHovered(true));
    tick(AUTO_ADVANCE_MS * 3);
    expect(result.current.index).toBe(0);

    act(() => {
      result.current.setHovered(false);
      result.current.setFocused(true);
    });
    tick(AUTO_ADVANCE_MS * 3);
    expect(result.current.index).toBe(0);

    act(() => result.current.setFocused(false));
    tick(1999);
    expect(result.current.index).toBe(0);
    tick(1);
    expect(result.current.index).toBe(1);
  });

  it('ignores navigation during the 600 ms transition lock', () => {
    const { result } = setup();
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    expect(result.current.locked).toBe(true);

    act(() => {
      result.current.next();
      result.current.prev();
      result.current.goTo(3);
    });
    expect(result.current.index).toBe(1);

    tick(TRANSITION_LOCK_MS - 1);
    act(() => result.current.next());
    expect(result.current.index).toBe(1);

    tick(1);
    expect(result.current.locked).toBe(false);
    act(() => result.current.next());
    expect(result.current.index).toBe(2);
  });

  it('ignores a second click in the same tick', () => {
    const { result } = setup();
    act(() => {
      result.current.next();
      result.current.next();
    });
    expect(result.current.index).toBe(1);
  });

  it('goes back from the first slide to the last, and straight to a chosen slide', () => {
    const { result } = setup();
    act(() => result.current.prev());
    expect(result.current.index).toBe(3);
    tick(TRANSITION_LOCK_MS);
    act(() => result.current.goTo(1));
    expect(result.current.index).toBe(1);
  });

  it('does not lock when going to the slide already shown', () => {
    const { result } = setup();
    act(() => result.current.goTo(0));
    expect(result.current.locked).toBe(false);
  });

  it('restarts the 6 s interval after a manual change', () => {
    const { result } = setup();
    tick(5000);
    act(() => result.current.next());
    tick(AUTO_ADVANCE_MS - 1);
    expect(result.current.index).toBe(1);
    tick(1);
    expect(result.current.index).toBe(2);
  });

  it('swipes only past the 50 px threshold: left goes next, right goes previous', () => {
    const { result } = setup();
    act(() => result.current.swipe(-SWIPE_THRESHOLD_PX));
    act(() => result.current.swipe(SWIPE_THRESHOLD_PX));
    expect(result.current.index).toBe(0);
    expect(result.current.locked).toBe(false);

    act(() => result.current.swipe(-(SWIPE_THRESHOLD_PX + 1)));
    expect(result.current.index).toBe(1);

    tick(TRANSITION_LOCK_MS);
    act(() => result.current.swipe(SWIPE_THRESHOLD_PX + 1));
    expect(result.current.index).toBe(0);

    expect(swipeDirection(-51)).toBe('next');
    expect(swipeDirection(51)).toBe('prev');
    expect(swipeDirection(-50)).toBeNull();
    expect(swipeDirection(50)).toBeNull();
    expect(swipeDirection(0)).toBeNull();
  });

  it('does not advance on its own when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    const { result } = setup();
    expect(result.current.paused).toBe(true);
    tick(AUTO_ADVANCE_MS * 3);
    expect(result.current.index).toBe(0);

    // Buttons still work.
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
  });

  it('never advances a single slide', () => {
    const { result } = setup(1);
    expect(result.current.playing).toBe(false);
    act(() => result.current.next());
    tick(AUTO_ADVANCE_MS * 2);
    expect(result.current.index).toBe(0);
  });
});
