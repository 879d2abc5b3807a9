import { describe, expect, it } from 'vitest';
import { aucklandInstant } from './delivery';
import {
  activePause,
  aucklandLocalToIso,
  formatMinutes,
  formatPauseUntil,
  DEFAULT_PAUSE_MESSAGE,
  pauseMessageProblem,
  pauseUntilProblem,
  PUSH_BACK_MAX_MINUTES,
  pushBackProblem,
  pushBackToday,
} from './orders-pause';

/** Auckland wall-clock instants on Tuesday 1 December 2026 (NZDT, UTC+13). */
const at = (date: string, time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return new Date(aucklandInstant(date, h * 60 + m));
};
const now = at('2026-12-01', '10:00');

describe('activePause', () => {
  it('is null when never paused or resumed', () => {
    expect(activePause(null, now)).toBeNull();
    expect(activePause({ pausedAt: null, message: 'Old message', until: null }, now)).toBeNull();
  });

  it('gives the message, trimmed, and the until-time as an instant', () => {
    const until = at('2026-12-01', '14:00');
    expect(activePause({ pausedAt: now, message: '  Back at 2  ', until }, now)).toEqual({
      message: 'Back at 2',
      until: '2026-12-01T01:00:00.000Z',
    });
  });

  it('falls back to the default message when it is blank', () => {
    expect(activePause({ pausedAt: now, message: ' ', until: null }, now)?.message).toBe(DEFAULT_PAUSE_MESSAGE);
    expect(activePause({ pausedAt: now, message: null, until: null }, now)?.message).toBe(DEFAULT_PAUSE_MESSAGE);
  });

  it('ends by itself at its until-time, not a millisecond before', () => {
    const until = at('2026-12-01', '14:00');
    const stored = { pausedAt: now, message: 'x', until };
    expect(activePause(stored, new Date(until.getTime() - 1))).not.toBeNull();
    expect(activePause(stored, until)).toBeNull();
  });
});

describe('pushBackToday', () => {
  it('counts on the Auckland day it was set for, until midnight there', () => {
    const stored = { minutes: 45, date: '2026-12-01' };
    expect(pushBackToday(stored, at('2026-12-01', '23:59'))).toBe(45);
    expect(pushBackToday(stored, at('2026-12-02', '00:00'))).toBe(0);
    // 1 December in Auckland began at 11:00 UTC on 30 November.
    expect(pushBackToday(stored, new Date('2026-11-30T11:00:00Z'))).toBe(45);
    expect(pushBackToday(stored, new Date('2026-11-30T10:59:59Z'))).toBe(0);
  });

  it('is zero with no date or no minutes', () => {
    expect(pushBackToday({ minutes: 30, date: null }, now)).toBe(0);
    expect(pushBackToday({ minutes: 0, date: '2026-12-01' }, now)).toBe(0);
    expect(pushBackToday(null, now)).toBe(0);
  });
});

describe('input rules', () => {
  it('takes a message up to 200 characters with no control characters', () => {
    expect(pauseMessageProblem('Kitchen swamped — back at 2 PM ☕')).toBeNull();
    expect(pauseMessageProblem('a'.repeat(200))).toBeNull();
    expect(pauseMessageProblem('a'.repeat(201))).toMatch(/at most 200/);
    expect(pauseMessageProblem('line\nbreak')).toMatch(/control characters/);
    expect(pauseMessageProblem('tab\there')).toMatch(/control characters/);
    expect(pauseMessageProblem('del\u007f')).toMatch(/control characters/);
  });

  it('takes an until-time only in the future', () => {
    expect(pauseUntilProblem(at('2026-12-01', '10:01'), now)).toBeNull();
    expect(pauseUntilProblem(now, now)).toMatch(/future/);
    expect(pauseUntilProblem(new Date(Number.NaN), now)).toMatch(/not a valid/);
  });

  it('takes a push back of whole minutes from 0 to the maximum', () => {
    expect(pushBackProblem(0)).toBeNull();
    expect(pushBackProblem(PUSH_BACK_MAX_MINUTES)).toBeNull();
    expect(pushBackProblem(-1)).toMatch(/negative/);
    expect(pushBackProblem(PUSH_BACK_MAX_MINUTES + 1)).toMatch(/at most/);
    expect(pushBackProblem(2.5)).toMatch(/whole/);
  });
});

describe('words and times', () => {
  it('says when a pause ends in Auckland time, with the day when it is not today', () => {
    expect(formatPauseUntil(at('2026-12-01', '14:00').toISOString(), now)).toBe('until 2:00 pm');
    expect(formatPauseUntil(at('2026-12-02', '09:30').toISOString(), now)).toBe('until Wed, 2 Dec, 9:30 am');
  });

  it('reads a datetime-local value as Auckland time', () => {
    expect(aucklandLocalToIso('2026-12-01T14:00')).toBe(at('2026-12-01', '14:00').toISOString());
    expect(aucklandLocalToIso('2026-07-01T09:15')).toBe('2026-06-30T21:15:00.000Z'); // NZST, UTC+12
    expect(aucklandLocalToIso('')).toBeNull();
  });

  it('says minutes as hours and minutes', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(270)).toBe('4 h 30 min');
  });
});
