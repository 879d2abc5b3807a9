/**
 * runOnce's promise: a pass that sees every row written before the call. A pass already under way
 * may have read the outbox before those rows were written, so the call gets the pass after it
 * (once, in a CI run, a password reset's second e-mail was left for the next interval because
 * runOnce joined the pass the first request's nudge had started).
 */
import { describe, expect, it } from 'vitest';
import { startOutboxLoop } from './outbox-loop';

/** An outbox whose passes each read what is queued when they start, and end when the test says. */
function slowOutbox() {
  const queued: string[] = [];
  const sent: string[] = [];
  const ends: (() => void)[] = [];
  let passes = 0;
  const loop = startOutboxLoop({
    name: 'test worker',
    intervalMs: 3_600_000,
    close: () => {},
    run: async () => {
      passes += 1;
      const seen = queued.splice(0);
      await new Promise<void>((resolve) => ends.push(resolve));
      sent.push(...seen);
      return seen.length;
    },
  });
  /** Ends the oldest pass under way; fails when none starts (bounded by turns, not by time). */
  const endPass = async () => {
    for (let turn = 0; turn < 100 && !ends.length; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    if (!ends.length) throw new Error('no pass under way');
    ends.shift()!();
  };
  return { loop, queued, sent, endPass, passes: () => passes };
}

describe('the outbox loop', () => {
  it('a call while a pass runs gets the pass after it, which sends what was queued meanwhile', async () => {
    const { loop, queued, sent, endPass, passes } = slowOutbox();
    queued.push('first');
    const first = loop.runOnce();
    queued.push('second');
    const second = loop.runOnce();
    const third = loop.runOnce();
    await endPass();
    expect(await first).toBe(1);
    await endPass();
    expect(await second).toBe(1);
    expect(await third).toBe(1);
    expect(sent).toEqual(['first', 'second']);
    expect(passes()).toBe(2);
    await loop.stop();
  });

  it('a call with no pass running starts one at once', async () => {
    const { loop, queued, endPass, passes } = slowOutbox();
    queued.push('only');
    const pass = loop.runOnce();
    expect(passes()).toBe(1);
    await endPass();
    expect(await pass).toBe(1);
    await loop.stop();
  });

  it('stop waits for the pass under way and starts no other', async () => {
    const { loop, queued, endPass, passes } = slowOutbox();
    const running = loop.runOnce();
    queued.push('late');
    const asked = loop.runOnce();
    const stopping = loop.stop();
    await endPass();
    await stopping;
    expect(await running).toBe(0);
    expect(await asked).toBe(0);
    expect(passes()).toBe(1);
  });
});
